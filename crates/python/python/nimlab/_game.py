"""Game values as objects, and partizan rulesets written in Python.

A :class:`Game` is a short partizan game's canonical form, held in the engine's arena of
canonical forms (one per process, shared by every thread); the object keeps only its index
there. Two games are equal exactly when their canonical forms are, so ``==`` and ``hash`` are
the value's. The arena only grows: a form stored once stays for the life of the process (as in
CGSuite and cgt-tools), so an index never goes stale.

:func:`partizan` makes a ruleset from a user's functions giving Left's and Right's moves; its
``value(position)`` is a :class:`Game`.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import (
    Any,
    Callable,
    Dict,
    Generic,
    Hashable,
    Iterable,
    List,
    Literal,
    NoReturn,
    Optional,
    Protocol,
    Tuple,
    TypeVar,
    Union,
    cast,
)

from . import _nimlab
from ._nimlab import NimlabError
from ._records import PartizanValue, Theory

Relation = Literal[">", "<", "=", "||"]
Class = Literal["L", "R", "P", "N"]


class HoldsGame(Protocol):
    """Anything that carries a game as its ``game`` attribute: the :class:`Value` of
    :func:`nimlab.value`. Named by what it has rather than imported, since the results import
    this module."""

    @property
    def game(self) -> Game: ...


GameLike = Union["Game", HoldsGame, int, Fraction, float, str]
"""What a game is made from: a :class:`Game`, the :class:`Value` of :func:`nimlab.value`, an
integer, a dyadic ``Fraction`` or float (``0.75``), or text (``"{0|*}"``, ``"^"``, ``"+-1"``,
``"domineering:3x3"``)."""

Operand = Union["Game", HoldsGame, int, Fraction, float]
"""What arithmetic and comparisons take beside a game (text is read by ``Game(text)`` only, so
that ``g + "x"`` is a TypeError rather than a parse)."""


def _fail(message: str) -> NimlabError:
    err = NimlabError(message)
    err.offset = None
    return err


def _dyadic(x: Union[int, Fraction, float]) -> Fraction:
    """``x`` exactly, when it is a number a game can be: NaN, the infinities and numbers whose
    denominator is not a power of 2 up to 2^20 (the float 0.3 is 5404319552844595/2^54) raise
    :class:`NimlabError` saying which, as every bad number does (its size is the engine's)."""
    if isinstance(x, float) and not math.isfinite(x):
        raise _fail(f"{x} is not a number a game can be: a finite number is needed")
    f = Fraction(x)
    den = f.denominator
    if den & (den - 1) or den.bit_length() - 1 > _MAX_EXP:
        raise _fail(f"{x} is not a dyadic rational with a denominator up to 2^{_MAX_EXP} (such as 3/4 or 0.75)")
    return f


def _number_id(x: Union[int, Fraction, float]) -> int:
    if isinstance(x, bool):
        raise TypeError(f"a game must be a Game, a number or a text, not bool: {x!r}")
    if isinstance(x, int):
        return _nimlab.form_integer(x) if -(2**62) < x < 2**62 else _too_large(x)
    f = _dyadic(x)
    if not -(2**62) < f.numerator < 2**62:
        return _too_large(x)
    return _nimlab.form_dyadic(f.numerator, f.denominator.bit_length() - 1)


# The finest number a game may be written with (the engine's limit): denominators up to 2^20.
_MAX_EXP = 20


def _too_large(x: object) -> NoReturn:
    raise _fail(f"the number {x} is too large or too fine: at most 2^40 either way, denominators up to 2^20")


def _id(x: object, what: str = "a game") -> int:
    """The arena index of anything a game is made from."""
    if isinstance(x, Game):
        return x._id
    if isinstance(x, (int, Fraction, float)):
        return _number_id(x)
    if isinstance(x, str):
        return _nimlab.form_parse(x)
    game = getattr(x, "game", None)
    if isinstance(game, Game):  # a Value of nimlab.value()
        return game._id
    raise TypeError(f"{what} must be a Game, a number or a text such as '{{0|*}}', not {type(x).__name__}: {x!r}")


def _operand(x: object) -> Optional[int]:
    """The index of an operator's other side, or None when it is not a game (NotImplemented)."""
    if isinstance(x, str) or isinstance(x, bool):
        return None
    try:
        return _id(x)
    except TypeError:
        return None


def _fraction(text: str) -> Fraction:
    return Fraction(text)


class Game:
    """A short partizan game, as its canonical form.

    ``Game("{0|*}")``, ``Game("^")``, ``Game(3)``, ``Game(Fraction(3, 4))``,
    ``Game("domineering:3x3")``; :meth:`from_options` builds ``{left | right}``. Games add
    (``+``, ``-``, unary ``-``) and compare: ``==``, ``<=``, ``>=``, ``<`` and ``>`` are the
    partial order (``<`` is strict, so for confused games both ``g < h`` and ``g >= h`` are
    False), :meth:`confused` is ``||`` and :meth:`compare` gives one of ``>``, ``<``, ``=``,
    ``||``. Numbers (``int``, dyadic ``Fraction`` or ``float``) may stand on either side.
    """

    __slots__ = ("_id",)
    _id: int

    def __init__(self, value: GameLike = 0) -> None:
        object.__setattr__(self, "_id", _id(value))

    @classmethod
    def _of(cls, index: int) -> Game:
        g = object.__new__(cls)
        object.__setattr__(g, "_id", index)
        return g

    @classmethod
    def from_options(cls, left: Iterable[GameLike] = (), right: Iterable[GameLike] = ()) -> Game:
        """The canonical form of ``{left | right}``; options may be anything ``Game()`` takes."""
        return cls._of(_nimlab.form_from_options([_id(x, "an option") for x in left], [_id(x, "an option") for x in right]))

    @staticmethod
    def arena_size() -> int:
        """How many canonical forms the process's arena holds: it only grows."""
        return _nimlab.form_count()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Game is immutable")

    def __reduce__(self) -> Tuple[Any, ...]:
        # Another process has its own arena: the form travels as text.
        return (Game, (self.braces,))

    # ---- text ----

    @property
    def canonical(self) -> str:
        """The short notation (``^*``, ``+-1``, ``{2|-1/2}``, ``Tiny(2)``): CGSuite's."""
        return _nimlab.form_text(self._id)[0]

    @property
    def braces(self) -> str:
        """The same value with braces, integers, dyadic fractions and ``*n`` only."""
        return _nimlab.form_text(self._id)[1]

    def __str__(self) -> str:
        return self.canonical

    def __repr__(self) -> str:
        return f"Game({self.canonical!r})"

    def _repr_html_(self) -> str:
        from html import escape

        return f"<code>{escape(self.canonical)}</code>"

    # ---- structure ----

    @property
    def left(self) -> List[Game]:
        """Left's options of the canonical form."""
        return [Game._of(i) for i in _nimlab.form_options(self._id)[0]]

    @property
    def right(self) -> List[Game]:
        """Right's options of the canonical form."""
        return [Game._of(i) for i in _nimlab.form_options(self._id)[1]]

    @property
    def number(self) -> Optional[Fraction]:
        """The number this game is, or None."""
        text = _nimlab.form_kind(self._id)[0]
        return None if text is None else _fraction(text)

    @property
    def is_number(self) -> bool:
        return _nimlab.form_kind(self._id)[0] is not None

    @property
    def nimber(self) -> Optional[int]:
        """The n of the nimber *n this game is (0 for 0), or None."""
        return _nimlab.form_kind(self._id)[1]

    @property
    def birthday(self) -> int:
        return _nimlab.form_birthday(self._id)

    # ---- arithmetic ----

    def __add__(self, other: Operand) -> Game:
        o = _operand(other)
        return NotImplemented if o is None else Game._of(_nimlab.form_add(self._id, o))

    def __radd__(self, other: Operand) -> Game:
        return self.__add__(other)

    def __sub__(self, other: Operand) -> Game:
        o = _operand(other)
        return NotImplemented if o is None else Game._of(_nimlab.form_sub(self._id, o))

    def __rsub__(self, other: Operand) -> Game:
        o = _operand(other)
        return NotImplemented if o is None else Game._of(_nimlab.form_sub(o, self._id))

    def __mul__(self, n: int) -> Game:
        """``G * n``: n.G, the sum of n copies of G (of -G for a negative n); |n| ≤ 1000."""
        if isinstance(n, bool) or not isinstance(n, int):
            return NotImplemented
        return Game._of(_nimlab.form_times(self._id, n))

    def __rmul__(self, n: int) -> Game:
        """``n * G``: n.G."""
        return self.__mul__(n)

    def __neg__(self) -> Game:
        return Game._of(_nimlab.form_neg(self._id))

    def __pos__(self) -> Game:
        return self

    # ---- order ----

    def __eq__(self, other: object) -> bool:
        try:
            o = _operand(other)
        except NimlabError:  # a number no game is (0.1)
            return False
        return NotImplemented if o is None else self._id == o


    def __hash__(self) -> int:
        # Forms are stored once per value, so the index is the value's; a number hashes as the
        # number it equals (Game(3) == 3).
        n = self.number
        return hash(n) if n is not None else hash(("nimlab.Game", self._id))

    def __le__(self, other: Operand) -> bool:
        o = _operand(other)
        return NotImplemented if o is None else _nimlab.form_leq(self._id, o)

    def __ge__(self, other: Operand) -> bool:
        o = _operand(other)
        return NotImplemented if o is None else _nimlab.form_leq(o, self._id)

    def __lt__(self, other: Operand) -> bool:
        o = _operand(other)
        return NotImplemented if o is None else _nimlab.form_compare(self._id, o) == "<"

    def __gt__(self, other: Operand) -> bool:
        o = _operand(other)
        return NotImplemented if o is None else _nimlab.form_compare(self._id, o) == ">"

    def compare(self, other: GameLike) -> Relation:
        """``>``, ``<``, ``=`` or ``||`` (confused: whoever moves first in ``self - other`` wins)."""
        return cast(Relation, _nimlab.form_compare(self._id, _id(other)))

    def confused(self, other: GameLike) -> bool:
        """``self || other``: neither ``<=`` nor ``>=``."""
        return self.compare(other) == "||"

    @property
    def outcome(self) -> Class:
        """``L`` (Left wins whoever starts), ``R``, ``P`` (the second player wins) or ``N``."""
        return cast(Class, _nimlab.form_outcome(self._id))

    # ---- stops and thermography ----

    @property
    def left_stop(self) -> Fraction:
        return _fraction(_nimlab.form_stops(self._id)[0])

    @property
    def right_stop(self) -> Fraction:
        return _fraction(_nimlab.form_stops(self._id)[1])

    @property
    def mean(self) -> Fraction:
        return _fraction(_nimlab.form_stops(self._id)[2])

    @property
    def temperature(self) -> Fraction:
        return _fraction(_nimlab.form_stops(self._id)[3])

    @property
    def thermograph(self) -> Dict[str, Any]:
        """The walls as ``[temperature, value]`` corners (``left``, ``right``), ``mast`` and
        ``temperature``, numbers as text: the ``thermograph`` of ``nimlab value --json``."""
        return _nimlab.form_thermograph(self._id)

    def cool(self, t: Union[int, Fraction, float, str]) -> Game:
        """Cooled by the number ``t``: {G^L_t - t | G^R_t + t}."""
        if isinstance(t, bool) or not isinstance(t, (int, Fraction, float, str)):
            raise TypeError(f"t must be a number, not {type(t).__name__}: {t!r}")
        return Game._of(_nimlab.form_cool(self._id, _number_text(t)))

    def heat(self, t: GameLike) -> Game:
        """Heated by ``t`` (any game): ∫^t G."""
        return Game._of(_nimlab.form_heat(self._id, _id(t, "t")))

    def overheat(self, s: GameLike, t: GameLike) -> Game:
        """Overheated from ``s`` to ``t``: ∫_s^t G."""
        return Game._of(_nimlab.form_overheat(self._id, _id(s, "s"), _id(t, "t")))

    # ---- theory ----

    @property
    def atomic_weight(self) -> Optional[Game]:
        """The atomic weight of an all-small game, or None (:attr:`theory` says why)."""
        w, _ = _nimlab.form_atomic_weight(self._id)
        return None if w is None else Game._of(w)

    @property
    def reduced(self) -> Game:
        """The reduced canonical form: the simplest game equal to this one up to an infinitesimal."""
        return Game._of(_nimlab.form_reduced(self._id))

    def describe(self) -> PartizanValue:
        """Everything ``nimlab value EXPR --json`` gives under ``value``: canonical form, stops,
        thermograph, working and ``theory``."""
        return PartizanValue._from_json(_nimlab.form_describe(self._id))

    @property
    def theory(self) -> Theory:
        """Birthday, atomic weight, reduced form, incentives, kinds, confusion interval, cooled
        forms: ``value.theory`` of ``nimlab value EXPR --json``."""
        return self.describe().theory


def _number_text(t: Union[int, Fraction, float, str]) -> str:
    """A number as the engine reads it (``3/4``), refused as :func:`_dyadic` refuses it."""
    if isinstance(t, str):
        return t
    x = _dyadic(t)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def game(value: GameLike = 0) -> Game:
    """``Game(value)``: a game from text (``"{0|*}"``, ``"^"``, ``"3/4"``, ``"+-1"``,
    ``"domineering:3x3"``), a number, or a game."""
    return Game(value)


P = TypeVar("P", bound=Hashable)


class Partizan(Generic[P]):
    """A partizan ruleset written in Python: made by :func:`partizan`."""

    # Positions valued between two calls of `progress`.
    PROGRESS_EVERY = 1024

    def __init__(
        self,
        left: Callable[[P], Iterable[P]],
        right: Callable[[P], Iterable[P]],
        components: Optional[Callable[[P], Iterable[P]]] = None,
        key: Optional[Callable[[P], Hashable]] = None,
    ) -> None:
        for name, f in (("left", left), ("right", right), ("components", components), ("key", key)):
            if f is not None and not callable(f):
                raise TypeError(f"{name} must be a function, not {type(f).__name__}: {f!r}")
        self._left, self._right, self._components, self._key = left, right, components, key
        self._memo: Dict[Hashable, int] = {}

    @property
    def known(self) -> int:
        """How many positions (components) are remembered."""
        return len(self._memo)

    def clear(self) -> None:
        """Forgets the remembered values (the arena keeps the forms)."""
        self._memo.clear()

    def _split(self, position: P) -> List[P]:
        if self._components is None:
            return [position]
        parts = self._components(position)
        try:
            return list(parts)
        except TypeError:
            raise TypeError(f"components({position!r}) must return positions, not {type(parts).__name__}") from None

    def _moves(self, f: Callable[[P], Iterable[P]], name: str, position: P) -> List[P]:
        moves = f(position)
        try:
            return list(moves)
        except TypeError:
            raise TypeError(f"{name}({position!r}) must return positions, not {type(moves).__name__}") from None

    def _k(self, position: P) -> Hashable:
        k = position if self._key is None else self._key(position)
        try:
            hash(k)
        except TypeError:
            what = "the position" if self._key is None else "key(position)"
            raise TypeError(
                f"{what} {k!r} is not hashable: use tuples or frozensets (or pass key=)"
            ) from None
        return k

    def value(self, position: P, progress: Optional[Callable[[int], object]] = None) -> Game:
        """The value of ``position``: each component from its options (the sum of theirs),
        memoised by position (or ``key(position)``) across calls. Deep games are fine (no
        recursion); Ctrl-C stops with KeyboardInterrupt, keeping what was finished.
        ``progress(n)`` is called every 1024 new positions and at the end, n counting them."""
        if progress is not None and not callable(progress):
            raise TypeError(f"progress must be a function, not {type(progress).__name__}")
        counted = [0]
        parts = [self._component(c, progress, counted) for c in self._split(position)]
        if progress is not None:
            progress(counted[0])
        return Game._of(parts[0] if len(parts) == 1 else _nimlab.form_sum(parts))

    def _component(self, root: P, progress: Optional[Callable[[int], object]], counted: List[int]) -> int:
        memo = self._memo
        root_key = self._k(root)
        if root_key in memo:
            return memo[root_key]
        # A frame: the component, its key, for each side each option's component keys (once
        # asked), and the components still to be valued before it.
        stack: List[Tuple[Any, Hashable, Optional[List[List[Tuple[Hashable, ...]]]], List[Tuple[Any, Hashable]]]]
        stack = [(root, root_key, None, [])]
        on_stack = {root_key}
        while stack:
            c, k, sides, pending = stack[-1]
            if sides is None:
                sides = []
                pending = []
                for f, name in ((self._left, "left"), (self._right, "right")):
                    keys = []
                    for option in self._moves(f, name, c):
                        parts = []
                        for part in self._split(option):
                            pk = self._k(part)
                            parts.append(pk)
                            if pk not in memo:
                                pending.append((part, pk))
                        keys.append(tuple(parts))
                    sides.append(keys)
                stack[-1] = (c, k, sides, pending)
            while pending and pending[-1][1] in memo:
                pending.pop()
            if pending:
                part, pk = pending.pop()
                if pk in on_stack:
                    raise _fail(f"position {part!r} is reached again from itself: the game is loopy, not short")
                on_stack.add(pk)
                stack.append((part, pk, None, []))
                continue
            left, right = (
                [memo[p[0]] if len(p) == 1 else _nimlab.form_sum([memo[x] for x in p]) for p in side] for side in sides
            )
            memo[k] = _nimlab.form_from_options(left, right)
            on_stack.discard(k)
            stack.pop()
            counted[0] += 1
            if progress is not None and counted[0] % self.PROGRESS_EVERY == 0:
                progress(counted[0])
        return memo[root_key]


def partizan(
    left: Callable[[P], Iterable[P]],
    right: Callable[[P], Iterable[P]],
    components: Optional[Callable[[P], Iterable[P]]] = None,
    key: Optional[Callable[[P], Hashable]] = None,
) -> Partizan[P]:
    """A partizan game from its rules: ``left(position)`` and ``right(position)`` give the
    positions each side can move to. Positions must be hashable (tuples, frozensets, strings),
    as they key the memo; ``key(position)`` may name a position's class instead (a board up to
    symmetry). ``components(position)``, if given, splits a position into parts played
    independently, whose values are added. ``.value(position)`` is a :class:`Game`."""
    return Partizan(left, right, components, key)
