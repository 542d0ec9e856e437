"""Typed results: the JSON objects of ``nimlab ... --json`` as frozen dataclasses.

Each result's fields are attributes (``r.outcome``); the object is also a read-only mapping of
the JSON it was made from, so ``r["outcome"]``, ``"canonical" in r`` and ``r == cli_json``
work as with a dict, and ``r.to_dict()`` gives that dict (a copy). A key
the JSON leaves out (a partizan game's keys, for another game) is ``None`` as an attribute and
absent from the mapping. Nested parts with no fixed shape (a board, a thermograph, a working)
stay JSON: dicts and lists.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import (
    Any,
    Callable,
    ClassVar,
    Dict,
    List,
    Literal,
    Optional,
    Type,
)

import numpy as np
import numpy.typing as npt

from ._game import Game, Operand
from ._nimlab import NimlabError
from ._records import JSON, R, PartizanValue, Theory, _Record
from ._svg import board_svg

Outcome = Literal["N", "P", "L", "R", "draw"]
"""Who wins: ``N`` the player to move, ``P`` the other player, ``L`` Left and ``R`` Right
whoever starts (partizan games), ``draw`` neither."""

Side = Literal["left", "right"]

Worth = Literal["win", "loss", "draw", "Left wins", "Right wins"]
"""An outcome as what it is worth to a player: a solution's to the player to move, a move's
to the player making it."""

Relation = Literal[">", "<", "=", "||"]

class _Valued:
    """A position's value as a :class:`Game` (``value``) beside the JSON's word (``worth``).

    ``value`` is not a dataclass field: the JSON's ``value`` is the word, which the mapping
    (``r["value"]``) keeps, while the attribute is the game value, read when first asked.
    """

    _json: Dict[str, Any]

    @property
    def value(self) -> Game:
        """The value of the position (a move's: of the position reached) as a :class:`Game`:
        its canonical form (partizan games, sums with a partizan part) or the nimber *g of an
        impartial position in normal play. A position without one (misère play, a draw)
        raises :class:`NimlabError` saying so; :attr:`worth` is its outcome as a word."""
        cached: Optional[Game] = self.__dict__.get("_game")
        if cached is None:
            cached = _game_value(self._json, bool(self.__dict__.get("_misere", False)))
            object.__setattr__(self, "_game", cached)
        return cached

    @property
    def worth(self) -> Worth:
        """What the position is worth to the player to move (a move's: to the player making
        it): ``win``, ``loss``, ``draw``, ``Left wins`` or ``Right wins``, the JSON's ``value``."""
        w: Worth = self._json["value"]
        return w


def _game_value(data: Dict[str, Any], misere: bool) -> Game:
    """A position's value from its JSON: the canonical form when it has one, else the nimber
    of its Grundy value in normal play."""
    braces = data.get("braces")
    if braces is not None:
        return Game(braces)
    grundy = data.get("grundy")
    if grundy is not None and not misere:
        return Game(f"*{grundy}")
    where = data.get("to") or data.get("position")
    why = "in misère play" if misere else "without a Grundy value or a canonical form"
    err = NimlabError(f"{where}: no game value {why}; its outcome is {data.get('outcome')} ({data.get('value')})")
    err.offset = None
    raise err


def _records(cls: Type[R]) -> Callable[[Any], List[R]]:
    return lambda items: [cls._from_json(x) for x in items]


@dataclasses.dataclass(frozen=True, eq=False)
class Move(_Valued, _Record):
    """One move of a solved position and the position it reaches."""

    move: str
    """The move in the game's notation (``h2-3``: take 3 from heap 2)."""
    to: str
    """The position reached."""
    outcome: Outcome
    """The outcome of the position reached."""
    grundy: Optional[int]
    remoteness: Optional[int]
    winning: bool
    """True when the move leaves the opponent in a lost position."""
    spot: Dict[str, Any] = dataclasses.field(repr=False)
    """Where on the board the move is made (``{"Counter": {"heap": 0, "index": 2}}``)."""
    side: Optional[Side]
    """Partizan games: who makes the move."""
    canonical: Optional[str]
    """Partizan games: the canonical form reached, in short notation."""
    braces: Optional[str]
    """Partizan games: the same in braces."""
    loopy: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    """Games that need not end (a graph with a cycle): the generalized Sprague–Grundy value
    reached, ``{"infinite": True, "value": None, "k": [0], "text": "∞{0}"}``."""


@dataclasses.dataclass(frozen=True, eq=False)
class Solution(_Valued, _Record):
    """A solved position: ``nimlab solve GAME POSITION --json``.

    In Jupyter it is drawn: the board with every move's spot marked winning or losing.
    """

    game: str
    position: str
    misere: bool
    outcome: Outcome
    grundy: Optional[int]
    remoteness: Optional[int]
    moves: List[Move] = dataclasses.field(repr=False)
    formula: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    note: Optional[str]
    board: Dict[str, Any] = dataclasses.field(repr=False)
    reduction: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    working: JSON = dataclasses.field(repr=False)
    guarantees: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    canonical: Optional[str]
    """Partizan positions (and sums with a partizan part): the canonical form, short."""
    braces: Optional[str]
    temperature: Optional[str]
    mean: Optional[str]
    left_stop: Optional[str]
    right_stop: Optional[str]
    thermograph: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    theory: Optional[Theory] = dataclasses.field(repr=False)
    loopy: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    """Games that need not end (a graph with a cycle): the position's generalized
    Sprague–Grundy value (``"text": "∞{}"`` with outcome ``"draw"``); None for the others."""

    _CONVERT = {"moves": _records(Move), "theory": lambda t: Theory._from_json(t)}

    def __post_init__(self) -> None:
        # A move's value is a nimber only in normal play, which the solution knows.
        for m in self.moves:
            object.__setattr__(m, "_misere", self.misere)
        object.__setattr__(self, "_misere", self.misere)

    def svg(self) -> str:
        """The board as SVG, moves marked (✓ winning, ✗ losing, = drawing)."""
        return board_svg(self._json)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        from html import escape

        facts = [f"outcome {self.outcome}"]
        if self.worth:
            facts.append(f"{self.worth} for the player to move")
        if self.grundy is not None:
            facts.append(f"Grundy value {self.grundy}")
        if self.canonical is not None:
            facts.append(f"value {self.canonical}")
        if self.misere:
            facts.append("misère play")
        return (
            f"<div><b>{escape(f'{self.game} {self.position}')}</b>: {escape(', '.join(facts))}"
            f"<div>{self.svg()}</div></div>"
        )


@dataclasses.dataclass(frozen=True, eq=False)
class MoveProof(_Record):
    """One move of the side to move in an outcome search, and what the search proved of it."""

    move: str
    to: str
    """The position reached."""
    spot: Dict[str, Any] = dataclasses.field(repr=False)
    side: Side
    wins: Optional[bool]
    """True or False once proved (the move wins or loses for the side making it); None while
    not proved."""
    score: int
    """The heuristic score from the mover's side at the deepest depth searched (higher is
    better; proved wins and losses are the extremes)."""


@dataclasses.dataclass(frozen=True, eq=False)
class OutcomeSearch(_Record):
    """Who wins a partizan position with one side to move, by the outcome search (no
    canonical form): ``nimlab solve GAME POSITION --outcome --side L|R --json``. What it says
    is proved is proved; what a budget or a stop left open is None, never a guess."""

    game: str
    position: str
    to_move: Side
    wins: Optional[bool]
    """Whether the side to move wins with best play; None while not proved."""
    moves: List[MoveProof] = dataclasses.field(repr=False)
    best: Optional[int]
    """The index in ``moves`` of a proved winning move, else the best by the heuristic."""
    nodes: int
    """Positions searched."""
    depth: Optional[int]
    """The deepest full-width depth finished, or None when searched to the end at once."""
    complete: bool
    """True when everything asked was proved (who wins; with ``all_moves``, every move)."""
    stopped: Optional[str]
    """Why the search ended before ``complete``: the budget reached, or ``interrupted``."""
    table_entries: int = dataclasses.field(repr=False)
    table_limit: int = dataclasses.field(repr=False)
    summary: str
    board: Dict[str, Any] = dataclasses.field(repr=False)

    _CONVERT = {"moves": _records(MoveProof)}

    @property
    def best_move(self) -> Optional[MoveProof]:
        """``moves[best]``, or None when there is no move."""
        return None if self.best is None else self.moves[self.best]


@dataclasses.dataclass(frozen=True, eq=False)
class Outcomes(_Record):
    """Both sides' outcome searches and the class they prove: ``nimlab solve GAME POSITION
    --outcome --json``."""

    game: str
    position: str
    outcome: Optional[Outcome]
    """``L``, ``R``, ``N`` or ``P`` once both searches are proved; None before."""
    complete: bool
    stopped: Optional[str]
    nodes: int
    """Positions searched, both searches together."""
    summary: str
    left: OutcomeSearch = dataclasses.field(repr=False)
    right: Optional[OutcomeSearch] = dataclasses.field(repr=False)
    """None when Ctrl-C, ``progress`` or ``seconds`` stopped Left's search."""

    _CONVERT = {"left": OutcomeSearch._from_json, "right": OutcomeSearch._from_json}


def _int_array(rows: Any) -> npt.NDArray[np.int64]:
    return np.asarray(rows, dtype=np.int64)


def _masked(rows: List[List[Optional[int]]]) -> np.ma.MaskedArray[Any, np.dtype[np.int64]]:
    """Rows of integers or None as a 2-D int64 array with the Nones masked."""
    width = max((len(r) for r in rows), default=0)
    data = np.zeros((len(rows), width), dtype=np.int64)
    mask = np.ones((len(rows), width), dtype=bool)
    for i, row in enumerate(rows):
        for j, x in enumerate(row):
            if x is not None:
                data[i, j] = x
                mask[i, j] = False
    return np.ma.MaskedArray(data, mask=mask)


@dataclasses.dataclass(frozen=True, eq=False)
class Table(_Record):
    """A two-dimensional table of values: ``nimlab table GAME --json``.

    ``cells`` is a ``numpy.ma.MaskedArray`` of int64, ``cells[r, c]`` the value at row key
    ``row_keys[r]`` and column key ``col_keys[c]``, masked where the entry does not exist (the
    JSON's null); ``cells.filled(-1)`` or ``cells.mask`` when a plain array is needed.
    """

    game: str
    title: str
    row_label: str
    col_label: str
    row_keys: npt.NDArray[np.int64]
    col_keys: npt.NDArray[np.int64]
    cells: np.ma.MaskedArray[Any, np.dtype[np.int64]] = dataclasses.field(repr=False)
    legend: str
    positions: Optional[List[List[Optional[str]]]] = dataclasses.field(repr=False)
    row_games: Optional[List[str]] = dataclasses.field(repr=False)
    signed: bool
    row_marks: Optional[Dict[str, Any]] = dataclasses.field(repr=False)
    texts: Optional[List[List[Optional[str]]]] = dataclasses.field(repr=False)
    """Partizan tables: each cell's canonical form (``cells`` then holds what colours it)."""
    classes: Optional[List[List[Optional[str]]]] = dataclasses.field(repr=False)
    """Partizan tables: each cell's outcome class, ``L``, ``R``, ``N`` or ``P``."""
    note: Optional[str]
    """A remark on the table as computed (a limit that applied at this size), or None."""

    _CONVERT = {"row_keys": _int_array, "col_keys": _int_array, "cells": _masked}

    _SHOWN: ClassVar[int] = 40  # rows and columns drawn in a notebook; tables go to 1000

    def _repr_html_(self) -> str:
        """The table as HTML: the first rows and columns, an entry that does not exist blank,
        a partizan table's canonical forms as text with their outcome classes."""
        from html import escape

        rows, cols = min(len(self.row_keys), self._SHOWN), min(len(self.col_keys), self._SHOWN)

        missing = np.ma.getmaskarray(self.cells)

        def cell(r: int, c: int) -> str:
            shown = self.texts[r][c] if self.texts is not None else None
            if shown is None:
                shown = "" if missing[r, c] else str(self.cells.data[r, c])
            if self.classes is not None and self.classes[r][c]:
                shown += f" ({self.classes[r][c]})"
            return escape(shown)

        head = "".join(f"<th>{k}</th>" for k in self.col_keys[:cols])
        body = "".join(
            f"<tr><th>{self.row_keys[r]}</th>" + "".join(f"<td>{cell(r, c)}</td>" for c in range(cols)) + "</tr>"
            for r in range(rows)
        )
        cut = ""
        if rows < len(self.row_keys) or cols < len(self.col_keys):
            cut = f" (the first {rows} of {len(self.row_keys)} rows, {cols} of {len(self.col_keys)} columns)"
        return (
            f"<table><caption>{escape(self.title + cut)}</caption>"
            f"<thead><tr><th>{escape(self.row_label)} \\ {escape(self.col_label)}</th>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table><p>{escape(self.legend)}</p>"
        )


@dataclasses.dataclass(frozen=True, eq=False)
class Compared(_Record):
    """One side of a comparison: a position and its value."""

    game: str
    position: str
    canonical: str
    braces: str


@dataclasses.dataclass(frozen=True, eq=False)
class Comparison(_Record):
    """Two positions compared by the outcome of their difference: ``nimlab compare A B --json``."""

    first: Compared
    second: Compared
    relation: Relation
    """``||``: confused."""
    difference: str
    difference_outcome: Outcome
    why: str

    _CONVERT = {"first": Compared._from_json, "second": Compared._from_json}


def _cayley(rows: List[List[int]]) -> npt.NDArray[np.uint32]:
    return np.asarray(rows, dtype=np.uint32).reshape(len(rows), len(rows[0]) if rows else 0)


@dataclasses.dataclass(frozen=True, eq=False)
class PPortion(_Record):
    """A misère quotient's P-portion: the elements whose positions the player to move loses."""

    size: int
    elements: List[str]
    """The elements, named as in ``Quotient.elements``."""


@dataclasses.dataclass(frozen=True, eq=False)
class Quotient(_Record):
    """A misère quotient: ``nimlab quotient GAME --heaps N --json``.

    ``table`` is the Cayley table as a 2-D uint32 array of element indices (``elements`` names
    them), or None when the order is too large for one.
    """

    code: str
    heaps: int
    order: int
    p_portion: PPortion = dataclasses.field(repr=False)
    generators: List[JSON] = dataclasses.field(repr=False)
    relations: List[str] = dataclasses.field(repr=False)
    presentation: str
    pretending: List[str] = dataclasses.field(repr=False)
    elements: List[str] = dataclasses.field(repr=False)
    table: Optional[npt.NDArray[np.uint32]] = dataclasses.field(repr=False)
    period: Optional[Dict[str, Any]]
    period_proved: bool
    asked: int
    stopped: Optional[str]
    growth: JSON = dataclasses.field(repr=False)
    tame: bool
    first_wild: Optional[int]
    """The least heap bound whose quotient is not misère Nim's, when there is one."""
    genus: List[JSON] = dataclasses.field(repr=False)
    """Conway's genus of each heap from 0, as far as the genus search goes."""
    genus_stopped: Optional[str]

    _CONVERT = {"table": _cayley, "p_portion": PPortion._from_json}


@dataclasses.dataclass(frozen=True, eq=False)
class GameInfo(_Record):
    """A game of the catalogue, ``nimlab games --json``."""

    id: str
    name: str
    example_game: str
    example_position: str
    summary: str


@dataclasses.dataclass(frozen=True, eq=False)
class Transformed(_Record):
    """A value cooled, heated or overheated."""

    op: str
    """``cool``, ``heat`` or ``overheat``."""
    by: str
    """The temperature or game(s) it was transformed by (``s,t`` for overheat)."""
    form: str


@dataclasses.dataclass(frozen=True, eq=False)
class Value(_Record):
    """A value with its theory: ``nimlab value EXPR --json``."""

    expr: str
    value: PartizanValue
    transformed: Optional[Transformed]

    _CONVERT = {"value": PartizanValue._from_json, "transformed": Transformed._from_json}

    # The value as a game: `nimlab.value("{1|-1}") + g` adds, `<=` compares. `==` stays the
    # mapping's (the same JSON as the CLI's); compare games with `.game == ...`.

    @functools.cached_property
    def game(self) -> Game:
        """The value (not the transformed form) as a :class:`Game`."""
        return Game(self.value.braces)

    def __add__(self, other: Operand) -> Game:
        return self.game + other

    def __radd__(self, other: Operand) -> Game:
        return other + self.game

    def __sub__(self, other: Operand) -> Game:
        return self.game - other

    def __rsub__(self, other: Operand) -> Game:
        return other - self.game

    def __neg__(self) -> Game:
        return -self.game

    def __le__(self, other: Operand) -> bool:
        return self.game <= other

    def __ge__(self, other: Operand) -> bool:
        return self.game >= other

    def __lt__(self, other: Operand) -> bool:
        return self.game < other

    def __gt__(self, other: Operand) -> bool:
        return self.game > other


@dataclasses.dataclass(frozen=True, eq=False)
class LoopySide(_Record):
    """One side of a loopy value (a stopper): its simplest form, its class against 0 and its
    stops, pseudonumbers such as ``on``, ``off``, ``3/2`` or ``3/2over``."""

    form: str
    outcome: Outcome
    left_stop: str
    right_stop: str


@dataclasses.dataclass(frozen=True, eq=False)
class LoopyPlay(_Record):
    """Who wins a game that need not end played alone, each side starting: ``"Left wins"``,
    ``"Right wins"`` or ``"draw"`` (endless play)."""

    left_first: Literal["Left wins", "Right wins", "draw"]
    right_first: Literal["Left wins", "Right wins", "draw"]


@dataclasses.dataclass(frozen=True, eq=False)
class LoopyValue(_Record):
    """A game that need not end, ``nimlab value EXPR --json`` for a loopy text: the simplest
    form of a stopper, or ``onside & offside`` (``dud`` for on & off), with each side and,
    for one game graph, who wins it played alone (``play``; None for a value typed as sides)."""

    expr: str
    value: str
    stopper: bool
    onside: LoopySide
    offside: LoopySide
    play: Optional[LoopyPlay]

    _CONVERT = {"onside": LoopySide._from_json, "offside": LoopySide._from_json, "play": LoopyPlay._from_json}


@dataclasses.dataclass(frozen=True, eq=False)
class LoopySequence(_Record):
    """The value sequence of a game on the places of one graph that may have cycles (Wind-up's
    clock), ``nimlab sequence GAME --to N --json``: each place's generalized Sprague–Grundy
    value from place 0, a nimber or ∞(K), K the finite values its moves reach. With 0 in K the
    player to move wins; without, the game is a draw."""

    game: str
    places: int
    """How many places the game has (the values stop at ``n`` or at the last place)."""
    texts: List[str]
    """Each place's value as text, as the CLI and the analysis page write it: ``"2"``,
    ``"∞{0,2}"``, ``"∞{}"`` (the JSON's ``values``, ``r["values"]``: a mapping's ``values()``
    keeps its name)."""
    gamma: List[Dict[str, Any]] = dataclasses.field(repr=False)
    """The same values as data: ``{"infinite": True, "value": None, "k": [0, 2]}``, or
    ``{"infinite": False, "value": 2, "k": []}``."""

    _KEYS = {"texts": "values"}

    def outcomes(self) -> List[Outcome]:
        """Each place's outcome for the player to move: ``"P"`` (value 0), ``"N"`` (another
        nimber, or ∞(K) with 0 in K) or ``"draw"``."""
        out: List[Outcome] = []
        for g in self.gamma:
            if not g["infinite"]:
                out.append("P" if g["value"] == 0 else "N")
            else:
                out.append("N" if 0 in g["k"] else "draw")
        return out


@dataclasses.dataclass(frozen=True, eq=False)
class LoopyComparison(_Record):
    """Two loopy values compared (``over > 0``): whether it ``holds``, how they really compare
    (``relation``) and the sentence that says so."""

    left: str
    right: str
    op: str
    holds: bool
    relation: Relation
    sentence: str
