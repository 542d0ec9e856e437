"""Impartial games whose rules the user writes in Python: ``nimlab.impartial(moves=f)``.

A position is any hashable value (an int, a tuple, a frozenset); ``moves(position)`` gives the
positions one move reaches. Grundy values are the mex of the options' values, found by a
depth-first search with an explicit stack (so a game a million moves deep does not meet
Python's recursion limit) and kept in ``memo`` between calls.

Written in Python rather than handed to the engine: the user's ``moves`` is Python, so each
position costs a Python call whatever does the rest, and a Rust mex would add a crossing per
position for a loop of a few steps (docs/benchmarks.md measures it against pycgt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Dict, Generic, Hashable, Iterable, List, Literal, Optional, Set, Tuple, TypeVar, cast

import numpy as np

from . import _nimlab
from ._progress import Progress, reporter

if TYPE_CHECKING:
    from . import Sequence

P = TypeVar("P", bound=Hashable)


def _error(message: str) -> Exception:
    err = _nimlab.NimlabError(message)
    err.offset = None
    return err


def _short(x: object) -> str:
    text = repr(x)
    return text if len(text) <= 60 else text[:57] + "..."


class Ruleset(Generic[P]):
    """An impartial game given by its moves function; see :func:`impartial`."""

    name: str
    sums: bool
    memo: Dict[P, int]
    """The Grundy value of every position valued so far (clear it with ``memo.clear()``)."""

    def __init__(self, moves: Callable[[P], Iterable[Any]], name: str = "impartial", sums: bool = False) -> None:
        if not callable(moves):
            raise TypeError(f"moves must be a function position -> positions, not {type(moves).__name__}: {moves!r}")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not {type(name).__name__}: {name!r}")
        if not isinstance(sums, bool):
            raise TypeError(f"sums must be True or False, not {type(sums).__name__}: {sums!r}")
        self._moves = moves
        self.name = name
        self.sums = sums
        self.memo = {}

    def __repr__(self) -> str:
        return f"nimlab.impartial(moves={getattr(self._moves, '__name__', self._moves)!s}, name={self.name!r}, sums={self.sums})"

    def moves(self, position: P) -> List[Any]:
        """The options of ``position`` as the moves function gives them: positions, or with
        ``sums=True`` tuples of positions."""
        options = self._moves(position)
        try:
            listed = list(options)
        except TypeError:
            raise TypeError(
                f"moves({_short(position)}) must give an iterable of "
                f"{'tuples of positions' if self.sums else 'positions'}, "
                f"not {type(options).__name__}: {_short(options)}"
            ) from None
        if self.sums:
            for option in listed:
                if not isinstance(option, tuple):
                    raise TypeError(
                        f"moves({_short(position)}) gave {_short(option)}: with sums=True each option "
                        "is a tuple of positions, the sum the move leaves (() when nothing is left)"
                    )
        return listed

    def _parts(self, options: List[Any]) -> List[P]:
        """The positions to value before an option set can be: the options, or their parts."""
        if self.sums:
            return [part for option in options for part in option]
        return list(options)

    def grundy(self, position: P) -> int:
        """The Grundy value of ``position``. Ctrl-C stops the search (KeyboardInterrupt) and
        keeps what it had valued in ``memo``."""
        memo = self.memo
        try:
            known = memo.get(position)
        except TypeError:
            raise TypeError(
                f"a position must be hashable (a tuple or frozenset rather than a list or set), "
                f"not {type(position).__name__}: {_short(position)}"
            ) from None
        if known is not None:
            return known
        first = self.moves(position)
        # Each frame: a position, its options, and the parts of those options not yet looked at.
        stack: List[Tuple[P, List[Any], List[P]]] = [(position, first, self._parts(first))]
        on_path: Set[P] = {position}
        while stack:
            pos, options, todo = stack[-1]
            while todo:
                child = todo.pop()
                try:
                    if child in memo:
                        continue
                except TypeError:
                    raise TypeError(
                        f"moves({_short(pos)}) gave an unhashable position (use a tuple or frozenset "
                        f"rather than a list or set): {_short(child)}"
                    ) from None
                if child in on_path:
                    raise _error(
                        f"the moves loop: {_short(child)} can be reached from itself, "
                        "and an impartial game must end"
                    )
                child_options = self.moves(child)
                stack.append((child, child_options, self._parts(child_options)))
                on_path.add(child)
                break
            else:
                stack.pop()
                on_path.discard(pos)
                if self.sums:
                    # Sprague-Grundy: a sum's value is the XOR of its parts'.
                    seen = {_xor(memo[part] for part in option) for option in options}
                else:
                    seen = {memo[option] for option in options}
                memo[pos] = _mex(seen)
        return memo[position]

    def outcome(self, position: P) -> Literal["N", "P"]:
        """``P`` when the player to move loses (Grundy value 0), else ``N``."""
        return "P" if self.grundy(position) == 0 else "N"

    def sum_grundy(self, positions: Iterable[P]) -> int:
        """The Grundy value of the sum of ``positions``: the XOR of theirs (Sprague-Grundy)."""
        return _xor(self.grundy(p) for p in positions)

    def sequence(
        self,
        n: int,
        position: Optional[Callable[[int], P]] = None,
        progress: Progress = None,
    ) -> "Sequence":
        """g(position(0..=n)) as a :class:`nimlab.Sequence` (by default ``position(k)`` is
        ``k``, a heap of k), with the period the engine's period finder sees in it (apparent
        only: no theorem covers a ruleset it does not know). ``progress(k, n + 1)`` is called
        after each value; Ctrl-C, or an exception raised in ``progress``, stops it."""
        from . import Sequence, _count

        n = _count("n", n)
        if position is not None and not callable(position):
            raise TypeError(f"position must be a function k -> position, not {type(position).__name__}")
        at = position if position is not None else cast(Callable[[int], P], lambda k: k)
        values: List[int] = []
        with reporter(progress, self.name, "values") as report:
            for k in range(n + 1):
                values.append(self.grundy(at(k)))
                if report is not None:
                    report(k + 1, n + 1)
        top = max(values)
        dtype = next(d for d in (np.uint8, np.uint16, np.uint32, np.uint64) if top <= np.iinfo(d).max)
        if top <= 0xFFFFFFFF:
            preperiod, period, reason = _nimlab.apparent_period(values)
        else:
            preperiod, period, reason = None, None, "no period looked for: a value is past 2^32"
        return Sequence(
            np.array(values, dtype=dtype),
            game=self.name,
            preperiod=preperiod,
            period=period,
            proved=False,
            reason=reason,
        )


def _xor(values: Iterable[int]) -> int:
    x = 0
    for v in values:
        x ^= v
    return x


def _mex(values: Set[int]) -> int:
    g = 0
    while g in values:
        g += 1
    return g


def impartial(moves: Callable[[P], Iterable[Any]], name: str = "impartial", sums: bool = False) -> Ruleset[P]:
    """An impartial game from its moves function: ``moves(position)`` gives the positions one
    move reaches (positions are any hashable values). With ``sums=True`` it gives instead, for
    each move, the tuple of positions the move leaves as a sum (``()`` when nothing is left,
    ``(a, b)`` when a heap splits in two), valued by the XOR of the parts' values, as
    Sprague-Grundy says: the way to write a take-and-break game such as Kayles. The result
    values positions with ``grundy(pos)``, ``outcome(pos)`` and ``sum_grundy(positions)`` and
    heap families with ``sequence(n, position=f)``, keeping every value found in ``memo``.
    ``name`` names it in a sequence.

    >>> game = nimlab.impartial(moves=lambda n: [n - k for k in (1, 3, 4) if k <= n])
    >>> game.sequence(13).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    >>> kayles = nimlab.impartial(sums=True, moves=lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)])
    >>> kayles.sequence(11).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    """
    return Ruleset(moves, name, sums)
