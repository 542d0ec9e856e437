"""nimlab: combinatorial games from Python.

Every function gives the fields that ``nimlab ... --json`` prints (README.md lists them), as
Python dicts and lists; value sequences are NumPy arrays. Bad input raises
:class:`NimlabError` (a ``ValueError``) with the CLI's message and the character ``offset``
of the malformed text. Long work runs without the GIL and stops on Ctrl-C
(``KeyboardInterrupt``).
"""

from __future__ import annotations

import os
from typing import Optional, Union

import numpy as np

from . import _nimlab
from ._nimlab import NimlabError
from ._svg import board_svg

__all__ = [
    "NimlabError",
    "Sequence",
    "Solution",
    "compare",
    "games",
    "quotient",
    "read_sequence",
    "sequence",
    "solve",
    "table",
    "value",
]

_DTYPES = {1: np.dtype("<u1"), 2: np.dtype("<u2"), 4: np.dtype("<u4")}


class Solution(dict):
    """A solved position: the dict of ``nimlab solve GAME POSITION --json``.

    In Jupyter it is drawn: the board with every move's spot marked winning or losing.
    """

    def svg(self) -> str:
        """The board as SVG, moves marked (✓ winning, ✗ losing, = drawing)."""
        return board_svg(self)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        from html import escape

        head = f"{self.get('game')} {self.get('position')}"
        facts = [f"outcome {self.get('outcome')}"]
        if self.get("value"):
            facts.append(str(self["value"]) + " for the player to move")
        if self.get("grundy") is not None:
            facts.append(f"Grundy value {self['grundy']}")
        if self.get("canonical") is not None:
            facts.append(f"value {self['canonical']}")
        if self.get("misere"):
            facts.append("misère play")
        return (
            f"<div><b>{escape(head)}</b>: {escape(', '.join(facts))}"
            f"<div>{self.svg()}</div></div>"
        )


class Sequence(np.ndarray):
    """Values g(0..=n) of a heap game, with what is known of their period.

    Attributes: ``game``, ``period`` and ``preperiod`` (``None`` when no period was seen),
    ``proved`` (a theorem guarantees the period forever) and ``reason`` (why or why not).
    Arrays derived from it (slices, arithmetic) are Sequences whose attributes are ``None``:
    a slice's period is not the sequence's.
    """

    _FIELDS = ("game", "preperiod", "period", "proved", "reason")

    def __new__(cls, values: np.ndarray, **fields):
        obj = np.asarray(values).view(cls)
        for k in cls._FIELDS:
            setattr(obj, k, fields.get(k))
        return obj

    def __array_finalize__(self, obj):
        for k in self._FIELDS:
            setattr(self, k, None)

    def __reduce__(self):
        # Pickles (Dask, multiprocessing) keep the fields.
        ctor, args, state = super().__reduce__()
        return ctor, args, (state, {k: getattr(self, k) for k in self._FIELDS})

    def __setstate__(self, state):
        base, fields = state
        super().__setstate__(base)
        for k, v in fields.items():
            setattr(self, k, v)


def solve(game: str, position: str, misere: bool = False) -> Solution:
    """Solve a position: ``nimlab solve GAME POSITION [--misere] --json`` as a dict."""
    return Solution(_nimlab.solve(game, position, misere))


def sequence(game: str, n: int) -> Sequence:
    """The values g(0..=n) of a heap game as a NumPy array of the smallest unsigned dtype
    (uint8, uint16 or uint32) that holds them, with ``period``, ``preperiod``, ``proved`` and
    ``reason`` as attributes. Ctrl-C stops it with KeyboardInterrupt."""
    buf, width, name, preperiod, period, proved, reason = _nimlab.sequence(game, n)
    values = np.frombuffer(buf, dtype=_DTYPES[width])
    return Sequence(
        values, game=name, preperiod=preperiod, period=period, proved=proved, reason=reason
    )


def table(
    game: str,
    size: Optional[int] = None,
    rows: Optional[int] = None,
    cols: Optional[int] = None,
) -> dict:
    """``nimlab table GAME [--size N] [--rows N] [--cols M] --json`` as a dict."""
    return _nimlab.table(game, size, rows, cols)


def games() -> list:
    """The catalogue, ``nimlab games --json``: id, name, example_game, example_position,
    summary of every game."""
    return _nimlab.games()


def compare(a: str, b: str) -> dict:
    """Compare two positions written ``game:position``: ``nimlab compare A B --json``."""
    return _nimlab.compare(a, b)


def quotient(game: str, heaps: int = 30) -> dict:
    """The misère quotient for heaps 0..=heaps: ``nimlab quotient GAME --heaps N --json``.
    Ctrl-C stops it with KeyboardInterrupt."""
    return _nimlab.quotient(game, heaps)


def value(
    expr: str,
    cool: Union[str, int, float, None] = None,
    heat: Union[str, int, None] = None,
    overheat: Union[str, tuple, None] = None,
) -> dict:
    """A value with its theory: ``nimlab value EXPR [--cool T | --heat T | --overheat S,T]
    --json`` as a dict. ``expr`` is a form in braces (``"{0|{0|-1}}"``, ``"^*"``) or a position
    ``"game:position"``; ``value`` holds its canonical form, stops, temperature, atomic weight,
    reduced form and the rest, ``transformed`` the cooled, heated or overheated form (or None).
    At most one of ``cool`` (a number such as ``"1/2"`` or ``1``), ``heat`` (a game) and
    ``overheat`` (two games, as ``("1", "1*")`` or ``"1,1*"``)."""
    if isinstance(overheat, tuple):
        if len(overheat) != 2:
            raise NimlabError(f"overheat needs two games (s, t), not {len(overheat)}")
        overheat = f"{overheat[0]},{overheat[1]}"
    as_text = lambda x: None if x is None else str(x)
    return _nimlab.value(expr, as_text(cool), as_text(heat), as_text(overheat))


def read_sequence(source: Union[str, os.PathLike, bytes, bytearray, memoryview]) -> np.ndarray:
    """The values of ``nimlab sequence GAME --to N --format bin``, from a file's path or its
    bytes, as a NumPy array of the width the file was written with (the game's name is the
    array's ``game`` attribute)."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = memoryview(source).cast("B")
    else:
        with open(source, "rb") as f:
            data = memoryview(bytearray(f.read()))
    end = bytes(data[:512]).find(b"\n")
    if end < 0:
        raise ValueError("not a nimlab sequence: no header line")
    words = bytes(data[:end]).decode("utf-8", "replace").split(" ")
    fields = dict(w.split("=", 1) for w in words[2:] if "=" in w)
    if len(words) != 4 or words[0] != "nimlab-sequence" or set(fields) != {"width", "count"}:
        raise ValueError(f"not a nimlab sequence header: {bytes(data[:end])!r}")
    width, count = int(fields["width"]), int(fields["count"])
    if width not in _DTYPES:
        raise ValueError(f"width {width} is not 1, 2 or 4")
    body = data[end + 1 :]
    if len(body) != width * count:
        raise ValueError(f"{len(body)} bytes of values where count={count} width={width} needs {width * count}")
    values = np.frombuffer(body, dtype=_DTYPES[width])
    if not values.flags.writeable:
        values = values.copy()
    return Sequence(values, game=words[1])
