"""nimlab: combinatorial games from Python.

Every function gives the fields that ``nimlab ... --json`` prints (README.md lists them) as a
typed result: a frozen dataclass whose fields are attributes (``nimlab.solve(...).outcome``),
which is also a read-only mapping of that JSON (``r["outcome"]``, ``r.to_dict()``). Value
sequences are NumPy arrays. Bad input raises :class:`NimlabError` (a ``ValueError``) with a
one-line message (the CLI's, where the CLI has one) and the character ``offset`` of the
malformed text. Long work runs without the GIL and stops on Ctrl-C (``KeyboardInterrupt``);
``progress=`` reports how far it has got (a callable ``progress(done, total)``, or True for a
tqdm bar). ``impartial(moves=f)`` makes a game of your own rules.
"""

from __future__ import annotations

import math
import operator
import os
import sys
from fractions import Fraction
from typing import Any, Dict, List, Literal, Optional, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

from . import _nimlab
from ._game import Game, GameLike, Partizan, _number_text, game, partizan
from ._nimlab import NimlabError
from ._progress import Progress, ProgressCallback, outside_callback, reporter
from ._records import PartizanValue, Theory
from ._results import (
    Compared,
    Comparison,
    GameInfo,
    LoopyComparison,
    LoopyPlay,
    LoopySequence,
    LoopySide,
    LoopyValue,
    Move,
    MoveProof,
    Outcome,
    Outcomes,
    OutcomeSearch,
    PPortion,
    Quotient,
    Relation,
    Side,
    Solution,
    Table,
    Transformed,
    Value,
    Worth,
)
from ._rulesets import Ruleset, impartial

__version__: str = _nimlab.__version__
"""The package's version, the Rust crate's (and so the wheel's metadata's)."""

__all__ = [
    "Compared",
    "Comparison",
    "Game",
    "GameInfo",
    "GameLike",
    "LoopyComparison",
    "LoopyPlay",
    "LoopySequence",
    "LoopySide",
    "LoopyValue",
    "Move",
    "MoveProof",
    "NimlabError",
    "Outcome",
    "OutcomeSearch",
    "Outcomes",
    "PPortion",
    "Partizan",
    "PartizanValue",
    "Progress",
    "ProgressCallback",
    "Quotient",
    "Relation",
    "Ruleset",
    "Sequence",
    "Side",
    "Solution",
    "Table",
    "Theory",
    "Transformed",
    "Value",
    "Worth",
    "__version__",
    "compare",
    "game",
    "games",
    "impartial",
    "loopy_compare",
    "loopy_sequence",
    "loopy_value",
    "partizan",
    "quotient",
    "read_sequence",
    "write_sequence",
    "search_outcome",
    "sequence",
    "solve",
    "table",
    "table_list",
    "value",
]

_DTYPES: Dict[int, np.dtype[np.unsignedinteger[Any]]] = {1: np.dtype("<u1"), 2: np.dtype("<u2"), 4: np.dtype("<u4")}
_FIELDS = ("game", "preperiod", "period", "proved", "reason")


class Sequence(np.ndarray[Any, np.dtype[np.unsignedinteger[Any]]]):
    """Values g(0..=n) of a heap game, with what is known of their period.

    Attributes: ``game``, ``period`` and ``preperiod`` (``None`` when no period was seen),
    ``proved`` (a theorem guarantees the period forever) and ``reason`` (why or why not).
    Arrays derived from it (slices, arithmetic) are Sequences whose attributes are ``None``:
    a slice's period is not the sequence's. Copies keep them; reductions (``s.max()``,
    ``s.sum()``) are NumPy scalars.
    """

    game: Optional[str]
    preperiod: Optional[int]
    period: Optional[int]
    proved: Optional[bool]
    reason: Optional[str]

    def __new__(
        cls,
        values: npt.ArrayLike,
        game: Optional[str] = None,
        preperiod: Optional[int] = None,
        period: Optional[int] = None,
        proved: Optional[bool] = None,
        reason: Optional[str] = None,
    ) -> Sequence:
        obj = np.asarray(values).view(cls)
        obj.game, obj.preperiod, obj.period, obj.proved, obj.reason = game, preperiod, period, proved, reason
        return obj

    def __array_finalize__(self, obj: Optional[npt.NDArray[Any]], /) -> None:
        for k in _FIELDS:
            setattr(self, k, None)

    def __array_wrap__(
        self, arr: npt.NDArray[Any], context: Any = None, return_scalar: bool = False, /
    ) -> Any:
        # A reduction's result is a number, not a 0-d Sequence.
        if return_scalar or arr.ndim == 0:
            return arr[()]
        return super().__array_wrap__(arr, context)

    def _fields(self) -> Dict[str, Any]:
        return {k: getattr(self, k) for k in _FIELDS}

    def _with_fields(self, other: Sequence) -> Sequence:
        for k, v in self._fields().items():
            setattr(other, k, v)
        return other

    def copy(self, order: Any = "C") -> Sequence:
        """A copy of the values with the same period (the values are the same)."""
        return self._with_fields(super().copy(order))

    def __copy__(self) -> Sequence:
        return self.copy()

    def __deepcopy__(self, memo: Optional[Dict[int, Any]] = None, /) -> Sequence:
        return self.copy()

    def __reduce__(self) -> Tuple[Any, ...]:
        # Pickles (Dask, multiprocessing) keep the fields.
        reduced = super().__reduce__()
        assert isinstance(reduced, tuple)
        ctor, args, state = reduced[:3]
        return ctor, args, (state, self._fields())

    def __setstate__(self, state: Any, /) -> None:
        base, fields = state
        super().__setstate__(base)
        for k, v in fields.items():
            setattr(self, k, v)


def _fail(message: str) -> NimlabError:
    """A NimlabError raised by the Python layer, which points at no character."""
    err = NimlabError(message)
    err.offset = None
    return err


def _text(name: str, x: object) -> str:
    """A text argument, or TypeError naming it."""
    if not isinstance(x, str):
        raise TypeError(f"{name} must be a str, not {type(x).__name__}: {x!r}")
    return x


def _count(name: str, x: object) -> int:
    """A whole-number argument at least 0 (any int-like: a NumPy integer too)."""
    if isinstance(x, bool):
        raise TypeError(f"{name} must be an int, not bool: {x!r}")
    try:
        n = operator.index(x)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(x).__name__}: {x!r}") from None
    if n < 0:
        raise _fail(f"{name}={n}: a count at least 0 is needed")
    if n > sys.maxsize:
        raise _fail(f"{name}={n} is too large: at most {sys.maxsize}")
    return n


def _optional_count(name: str, x: object) -> Optional[int]:
    return None if x is None else _count(name, x)


def solve(game: str, position: str, misere: bool = False, progress: Progress = None) -> Solution:
    """Solve a position: ``nimlab solve GAME POSITION [--misere] --json``. A partizan search
    calls ``progress(valued, most)`` every thousand positions or so (``most``: the most one
    request may value); Ctrl-C, or an exception raised in ``progress``, stops it."""
    game, position = _text("game", game), _text("position", position)
    with reporter(progress, game, "positions", "solve") as report:
        data = _nimlab.solve(game, position, bool(misere), report)
    return Solution._from_json(data)


OneSide = Literal["L", "R", "left", "right"]
"""A side to move: Left or Right."""


@overload
def search_outcome(
    game: str,
    position: str,
    side: OneSide = "L",
    nodes: Optional[int] = None,
    seconds: Optional[float] = None,
    all_moves: bool = False,
    progress: Progress = None,
) -> OutcomeSearch: ...


@overload
def search_outcome(
    game: str,
    position: str,
    side: Literal["both"],
    nodes: Optional[int] = None,
    seconds: Optional[float] = None,
    all_moves: bool = False,
    progress: Progress = None,
) -> Outcomes: ...


def search_outcome(
    game: str,
    position: str,
    side: Union[OneSide, Literal["both"]] = "L",
    nodes: Optional[int] = None,
    seconds: Optional[float] = None,
    all_moves: bool = False,
    progress: Progress = None,
) -> Union[OutcomeSearch, Outcomes]:
    """Who wins a partizan position with ``side`` to move, by a search that needs no
    canonical form (boards too large for one): ``nimlab solve GAME POSITION --outcome --side
    L|R --json``. ``side="both"`` searches both sides and gives the outcome class
    (:class:`Outcomes`).

    ``nodes`` bounds each search's positions (at least 1), ``seconds`` the whole call; without
    ``all_moves`` a search stops at the first move proved to win. ``progress(searched, most)``
    is called every 16,384 positions or so (True: a tqdm bar). A budget, Ctrl-C or ``progress``
    returning False ends the search early: the result holds what was proved, ``complete`` is
    False and ``stopped`` says why (``interrupted`` for Ctrl-C and False). An exception raised
    in ``progress`` is raised."""
    game, position = _text("game", game), _text("position", position)
    if not isinstance(side, str):
        raise TypeError(f"side must be a str ('L', 'R' or 'both'), not {type(side).__name__}: {side!r}")
    if side not in ("L", "R", "left", "right", "both"):
        raise _fail(f"side={side!r}: 'L' (Left), 'R' (Right) or 'both' is needed")
    budget = _optional_count("nodes", nodes)
    if budget == 0:
        raise _fail("nodes=0: a search budget of 0 positions proves nothing: give at least 1")
    if seconds is not None:
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
            raise TypeError(f"seconds must be a number, not {type(seconds).__name__}: {seconds!r}")
        if not (math.isfinite(seconds) and seconds > 0):
            raise _fail(f"seconds={seconds}: a number of seconds above 0 is needed, such as 10")
    with reporter(progress, game, "positions", "search_outcome") as report:
        data = _nimlab.search_outcome(
            game,
            position,
            None if side == "both" else side,
            budget,
            None if seconds is None else float(seconds),
            bool(all_moves),
            report,
        )
    if side == "both":
        return Outcomes._from_json(data)
    return OutcomeSearch._from_json(data)


def sequence(game: str, n: int, progress: Progress = None) -> Sequence:
    """The values g(0..=n) of a heap game as a NumPy array of the smallest unsigned dtype
    (uint8, uint16 or uint32) that holds them, with ``period``, ``preperiod``, ``proved`` and
    ``reason`` as attributes. A loopy game's values (∞(K) among them) are
    :func:`loopy_sequence`'s. ``progress(known, n + 1)`` is called after each step of 2^16
    units of work (tens of microseconds); Ctrl-C, or an exception raised in ``progress``,
    stops it."""
    game, n = _text("game", game), _count("n", n)
    with reporter(progress, game, "values", "sequence") as report:
        buf, width, name, preperiod, period, proved, reason = _nimlab.sequence(game, n, report)
    values = np.frombuffer(buf, dtype=_DTYPES[width])
    return Sequence(values, game=name, preperiod=preperiod, period=period, proved=proved, reason=reason)


def loopy_sequence(game: str, n: int) -> LoopySequence:
    """The values of a game on the places of one graph that may have cycles, such as Wind-up
    (``windup:1,2/5``), from place 0 to ``n`` (or the last place): ``nimlab sequence GAME --to N
    --json`` for such a game. Each is a nimber or ∞(K), which an array of whole numbers cannot
    hold, so :func:`sequence` names this function for these games."""
    game, n = _text("game", game), _count("n", n)
    outside_callback("loopy_sequence")
    return LoopySequence._from_json(_nimlab.loopy_sequence(game, n))


def table(
    game: str,
    size: Optional[int] = None,
    rows: Optional[int] = None,
    cols: Optional[int] = None,
    progress: Progress = None,
) -> Table:
    """``nimlab table GAME [--size N] [--rows N] [--cols M] --json``: ``cells`` is a masked
    int64 array (masked where the entry does not exist). ``progress(done, total)`` is called
    as the game's table reports it; a table cannot stop half-way, so an exception raised in
    ``progress`` is raised once the table is done, and ``progress`` is not called again."""
    game = _text("game", game)
    sizes = (_optional_count("size", size), _optional_count("rows", rows), _optional_count("cols", cols))
    # Past its grid a table is listed, as the CLI does, by table_list: said here with its limit.
    limits = _nimlab.table_list_limits(game)
    asked = sizes[0] if sizes[0] is not None else sizes[2]
    # A table listed but never drawn as a grid on the command line (chomp4: every first row up
    # to n) is drawn here as the app draws it, one first row at a time.
    if limits is not None and limits[0] > 0 and asked is not None and asked > limits[0]:
        drawn, listed = limits
        raise _fail(
            f"table: the grid goes up to b = {drawn}, not {asked}; past it, up to b = {listed}, "
            f"nimlab.table_list({game!r}, {asked}) lists the P-positions (a, b, c) with b <= {asked}"
        )
    with reporter(progress, game, "it", "table") as report:
        data = _nimlab.table(game, *sizes, progress=report)
    return Table._from_json(data)


def table_list(game: str, n: int) -> npt.NDArray[np.uint32]:
    """What ``nimlab table GAME --size N`` lists past the table's grid, to the CLI's limit:
    for ``chomp3``, three-row Chomp's P-positions (a, b, c) with b <= n, an array of shape
    (count, 3) in the CLI's order (b, then c); for ``chomp4``, four-row Chomp's (a, b, c, d)
    with a <= n, shape (count, 4), in order of (b, c, d)."""
    game, n = _text("game", game), _count("n", n)
    outside_callback("table_list")
    _, columns, data = _nimlab.table_list(game, n)
    return np.frombuffer(data, dtype="<u4").reshape(-1, columns).copy()


def games() -> List[GameInfo]:
    """The catalogue, ``nimlab games --json``: id, name, example_game, example_position,
    summary of every game."""
    return [GameInfo._from_json(g) for g in _nimlab.games()]


def compare(a: str, b: str) -> Comparison:
    """Compare two positions written ``game:position``: ``nimlab compare A B --json``."""
    outside_callback("compare")
    return Comparison._from_json(_nimlab.compare(_text("a", a), _text("b", b)))


def quotient(game: str, heaps: int = 30, progress: Progress = None) -> Quotient:
    """The misère quotient for heaps 0..=heaps: ``nimlab quotient GAME --heaps N --json``.
    ``progress(heap, heaps)`` is called after each heap; Ctrl-C, or an exception raised in
    ``progress``, stops it."""
    game, heaps = _text("game", game), _count("heaps", heaps)
    with reporter(progress, game, "heaps", "quotient") as report:
        return Quotient._from_json(_nimlab.quotient(game, heaps, report))


def _game_text(name: str, x: object) -> Optional[str]:
    """A transform's argument as the CLI's text: a game or number as text, an int, a
    ``Fraction`` (``1/2``) or a float, which is a dyadic rational and written as one (0.75 as
    ``3/4``)."""
    if x is None:
        return None
    if isinstance(x, bool) or not isinstance(x, (str, int, float, Fraction)):
        raise TypeError(f"{name} must be a str or a number, not {type(x).__name__}: {x!r}")
    if isinstance(x, (float, Fraction)):
        try:
            return _number_text(x)
        except NimlabError as e:
            raise _fail(f"{name}={e}") from None
    return str(x)


def value(
    expr: str,
    cool: Union[str, int, float, Fraction, None] = None,
    heat: Union[str, int, float, Fraction, None] = None,
    overheat: Union[str, Tuple[Union[str, int, float, Fraction], Union[str, int, float, Fraction]], None] = None,
) -> Value:
    """A value with its theory: ``nimlab value EXPR [--cool T | --heat T | --overheat S,T]
    --json``. ``expr`` is a form in braces (``"{0|{0|-1}}"``, ``"^*"``), a position
    ``"game:position"`` or an expression of them (``"^ + ^ + *"``, ``"3.^"``); ``value`` holds its canonical form, stops, temperature and ``theory``
    (atomic weight, reduced form and the rest), ``transformed`` the cooled, heated or
    overheated form (or None). At most one of ``cool`` (a number such as ``"1/2"``, ``1``,
    ``0.5`` or ``Fraction(1, 2)``), ``heat`` (a game) and ``overheat`` (two games, as
    ``("1", "1*")`` or ``"1,1*"``)."""
    if isinstance(overheat, tuple):
        if len(overheat) != 2:
            raise _fail(f"overheat needs two games (s, t), not {len(overheat)}")
        s, t = (_game_text("overheat", x) for x in overheat)
        over: Optional[str] = f"{s},{t}"
    else:
        over = _game_text("overheat", overheat)
    outside_callback("value")
    data = _nimlab.value(_text("expr", expr), _game_text("cool", cool), _game_text("heat", heat), over)
    if "comparison" in data:
        # A comparison (`G >= H`) has an answer, not a value: Game's operators give it.
        sentence = data["comparison"]["sentence"]
        raise _fail(f"{expr!r} is a comparison ({sentence}): compare Games with <=, >=, == or .compare()")
    return Value._from_json(data)


def _loopy(expr: str, want: str) -> Dict[str, Any]:
    outside_callback(want)
    data = _nimlab.value(_text("expr", expr), None, None, None)
    if "loopy" not in data and "comparison" not in data:
        raise _fail(f"{expr!r} is a short game (no on, off, over, under, upon, dud, pass, & or named node): use value()")
    return data


def loopy_value(expr: str) -> LoopyValue:
    """A game that need not end: ``nimlab value EXPR --json`` for a loopy text such as
    ``"on + off"`` (dud), ``"{0|pass}"`` (over), ``"a{0|{a|*}}"`` or ``"over & 0"``. A sum
    that needs a new cycle (``"over - over"``) is refused with a NimlabError."""
    data = _loopy(expr, "loopy_value")
    if "comparison" in data:
        raise _fail(f"{expr!r} is a comparison ({data['comparison']['sentence']}): use loopy_compare()")
    return LoopyValue._from_json({"expr": data["expr"], **data["loopy"]})


def loopy_compare(expr: str) -> LoopyComparison:
    """Two loopy values compared, written as one text (``"over > 0"``, ``"dud == dud + 1"``):
    whether it holds and how they really compare."""
    data = _loopy(expr, "loopy_compare")
    if "comparison" not in data:
        raise _fail(f"{expr!r} has no comparison operator (>=, <=, >, <, ==, !=, ||): use loopy_value()")
    return LoopyComparison._from_json(data["comparison"])


def read_sequence(source: Union[str, "os.PathLike[str]", bytes, bytearray, memoryview]) -> Sequence:
    """The values of ``nimlab sequence GAME --to N --format bin``, from a file's path or its
    bytes, as a NumPy array of the width the file was written with, with the game's name and
    what is known of the period as the array's ``game``, ``preperiod``, ``period`` and
    ``proved`` attributes (``None`` for a file written before the header carried them)."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = memoryview(source).cast("B")
    else:
        with open(source, "rb") as f:
            data = memoryview(bytearray(f.read()))
    end = bytes(data[:512]).find(b"\n")
    if end < 0:
        raise _fail("not a nimlab sequence: no header line")
    header = bytes(data[:end])
    words = header.decode("utf-8", "replace").split(" ")
    if len(words) < 4 or words[0] != "nimlab-sequence" or not all("=" in w for w in words[2:]):
        raise _fail(f"not a nimlab sequence header: {header!r}")
    fields = dict(w.split("=", 1) for w in words[2:])
    # Words this reader does not know are left for newer readers.
    if not {"width", "count"} <= set(fields):
        raise _fail(f"not a nimlab sequence header: {header!r}")
    numbers = [k for k in ("width", "count", "preperiod", "period") if k in fields]
    if not all(fields[k].isdigit() for k in numbers):
        raise _fail(f"not a nimlab sequence header ({', '.join(numbers)} are numbers): {header!r}")
    if fields.get("proved", "true") not in ("true", "false"):
        raise _fail(f"not a nimlab sequence header (proved is true or false): {header!r}")
    width, count = int(fields["width"]), int(fields["count"])
    if width not in _DTYPES:
        raise _fail(f"width {width} is not 1, 2 or 4")
    body = data[end + 1 :]
    if len(body) != width * count:
        raise _fail(f"{len(body)} bytes of values where count={count} width={width} needs {width * count}")
    values = np.frombuffer(body, dtype=_DTYPES[width])
    if not values.flags.writeable:
        values = values.copy()
    preperiod = int(fields["preperiod"]) if "preperiod" in fields else None
    period = int(fields["period"]) if "period" in fields else None
    proved = fields["proved"] == "true" if "proved" in fields else None
    return Sequence(values, game=words[1], preperiod=preperiod, period=period, proved=proved)


def write_sequence(
    values: Sequence,
    path: Union[str, "os.PathLike[str]", None] = None,
) -> bytes:
    """``values`` in the format of ``nimlab sequence GAME --to N --format bin`` (what
    :func:`read_sequence` reads): the header line ``nimlab-sequence GAME width=W count=N``, with
    ``preperiod=A period=P`` when a period is known and ``proved=true|false``, then each value
    as a ``W``-byte little-endian unsigned integer, ``W`` the fewest bytes (1, 2 or 4) that hold
    them all, as the CLI writes them. The bytes are returned, and written to ``path`` when one
    is given. ``values`` is a :class:`Sequence` (its ``game`` names it in the header)."""
    if not isinstance(values, Sequence):
        raise TypeError(f"values must be a nimlab.Sequence, not {type(values).__name__}")
    if values.game is None:
        raise _fail("values has no game to name in the header: write a Sequence that nimlab made or read")
    if values.ndim != 1:
        raise _fail(f"values must be one-dimensional, not of shape {values.shape}")
    top = int(values.max()) if len(values) else 0
    width = next(w for w, most in ((1, 0xFF), (2, 0xFFFF), (4, 0xFFFFFFFF)) if top <= most)
    header = f"nimlab-sequence {values.game} width={width} count={len(values)}"
    if values.preperiod is not None and values.period is not None:
        header += f" preperiod={values.preperiod} period={values.period}"
    header += f" proved={'true' if values.proved else 'false'}"
    data = header.encode() + b"\n" + np.asarray(values, dtype=f"<u{width}").tobytes()
    if path is not None:
        with open(path, "wb") as f:
            f.write(data)
    return data
