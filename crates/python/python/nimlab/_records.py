"""The records a game object describes itself with, below both :mod:`._game` and
:mod:`._results`: the read-only mapping every typed result is (:class:`_Record`), and a
canonical form's description (:class:`PartizanValue`, with its :class:`Theory`), which
``Game.describe()`` returns and :class:`Value` holds. Nothing here needs a game object, so
``_game`` imports this module without importing the results that hold games.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any, Callable, ClassVar, Dict, Iterator, List, Mapping, Optional, Tuple, Type, TypeVar

JSON = Any
"""A value of the JSON contract: a dict, list, str, int, float, bool or None."""

R = TypeVar("R", bound="_Record")


class _Record(Mapping[str, Any]):
    """A result made from a JSON object: attributes for its fields, the object for dict access."""

    # How a field's JSON becomes its attribute, where it is not the JSON itself.
    _CONVERT: ClassVar[Dict[str, Callable[[Any], Any]]] = {}
    # The JSON key of an attribute named otherwise: a key that is a mapping's method (`values`).
    _KEYS: ClassVar[Dict[str, str]] = {}
    _json: Dict[str, Any]

    @classmethod
    def _from_json(cls: Type[R], data: Dict[str, Any]) -> R:
        values = {}
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            raw = data.get(cls._KEYS.get(f.name, f.name))
            convert = cls._CONVERT.get(f.name)
            values[f.name] = convert(raw) if convert is not None and raw is not None else raw
        obj = cls(**values)
        object.__setattr__(obj, "_json", data)
        return obj

    def to_dict(self) -> Dict[str, Any]:
        """The JSON object, as ``nimlab ... --json`` prints it (a copy: change it freely)."""
        return copy.deepcopy(self._json)

    def __getitem__(self, key: str) -> Any:
        return self._json[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._json)

    def __len__(self) -> int:
        return len(self._json)


def _pairs(items: List[List[str]]) -> List[Tuple[str, str]]:
    return [(a, b) for a, b in items]


@dataclasses.dataclass(frozen=True, eq=False)
class Theory(_Record):
    """What follows from a canonical form beyond stops and thermograph (all forms short)."""

    birthday: int
    reduced: str
    infinitesimal: str
    atomic_weight: Optional[str]
    atomic_weight_why: Optional[str]
    atomic_working: List[str] = dataclasses.field(repr=False)
    left_incentives: List[str]
    right_incentives: List[str]
    kinds: List[Tuple[str, str]] = dataclasses.field(repr=False)
    """The classes the value belongs to, each with a sentence why."""
    confusion: Optional[str]
    """The numbers the value is confused with, as an interval such as ``[-1, 1]``."""
    cooled: List[Tuple[str, str]] = dataclasses.field(repr=False)
    """``(t, G cooled by t)`` for t from 0 to the temperature."""
    incentives_why: Optional[str]
    """Why the incentives are empty: the form is too large for them to be worth computing."""

    _CONVERT = {"kinds": _pairs, "cooled": _pairs}


@dataclasses.dataclass(frozen=True, eq=False)
class PartizanValue(_Record):
    """A canonical form and what follows from it."""

    canonical: str
    braces: str
    temperature: str
    mean: str
    left_stop: str
    right_stop: str
    thermograph: Dict[str, Any] = dataclasses.field(repr=False)
    working: JSON = dataclasses.field(repr=False)
    theory: Theory = dataclasses.field(repr=False)

    _CONVERT = {"theory": Theory._from_json}
