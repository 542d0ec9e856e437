"""A user's script that calls every public function and reads the results by attribute.

tests/test_nimlab.py runs `mypy --strict` on it, then runs it. Each value is assigned to a name
annotated with the type a user expects, so mypy checks the package's types, not only that they
exist.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Dict, FrozenSet, List, Optional, Tuple

import numpy as np
import numpy.typing as npt

import nimlab

version: str = nimlab.__version__

sol: nimlab.Solution = nimlab.solve("nim", "3,4,5", misere=False)
outcome: str = sol.outcome
grundy: Optional[int] = sol.grundy
winning: List[str] = [m.move for m in sol.moves if m.winning]
first: nimlab.Move = sol.moves[0]
side: Optional[str] = first.side
as_dict: Dict[str, object] = sol.to_dict()
svg: str = sol.svg()
old_style: object = sol["outcome"]

seq: nimlab.Sequence = nimlab.sequence("kayles", 100)
period: Optional[int] = seq.period
proved: Optional[bool] = seq.proved
biggest = int(seq.max())
kept: Optional[int] = copy.deepcopy(seq).period
again: nimlab.Sequence = nimlab.read_sequence(b"nimlab-sequence kayles width=1 count=2\n\x00\x01")
written: bytes = nimlab.write_sequence(again)

tab: nimlab.Table = nimlab.table("chocolate", size=4)
cells: np.ma.MaskedArray[Tuple[int, ...], np.dtype[np.int64]] = tab.cells
row_keys: npt.NDArray[np.int64] = tab.row_keys
texts: Optional[List[List[Optional[str]]]] = tab.texts

found: nimlab.OutcomeSearch = nimlab.search_outcome("domineering", "4x4", side="R", nodes=100_000, all_moves=True)
mover_wins: Optional[bool] = found.wins
proved_moves: List[str] = [m.move for m in found.moves if m.wins]
best_move: Optional[nimlab.MoveProof] = found.best_move
both_sides: nimlab.Outcomes = nimlab.search_outcome("domineering", "4x4", "both", seconds=30.0)
both_class: Optional[str] = both_sides.outcome
right_search: Optional[nimlab.OutcomeSearch] = both_sides.right

catalogue: List[nimlab.GameInfo] = nimlab.games()
ids: List[str] = [g.id for g in catalogue]

cmp: nimlab.Comparison = nimlab.compare("domineering:2x3", "cutcake:1x2")
relation: str = cmp.relation
first_value: str = cmp.first.canonical

quo: nimlab.Quotient = nimlab.quotient("kayles", heaps=12)
order: int = quo.order
cayley: Optional[npt.NDArray[np.uint32]] = quo.table
p_portion: nimlab.PPortion = quo.p_portion
p_elements: List[str] = p_portion.elements
chomp3: npt.NDArray[np.uint32] = nimlab.table_list("chomp3", 20)

val: nimlab.Value = nimlab.value("^", cool=1)
weight: Optional[str] = val.value.theory.atomic_weight
kinds: List[Tuple[str, str]] = val.value.theory.kinds
transformed: Optional[nimlab.Transformed] = val.transformed
heated: nimlab.Value = nimlab.value("*", heat="1")
overheated: nimlab.Value = nimlab.value("1/2", overheat=("1", "1*"))

# Game values (README: "Game values as objects").
total: nimlab.Game = nimlab.solve("domineering", "3x3").value + nimlab.value("{1|-1}")
up: nimlab.Game = nimlab.Game("{0|*}")
relation_to_star: str = up.compare("*")
is_confused: bool = up.confused(nimlab.Game("*"))
smaller: bool = -up < 0 and up + up >= up
left_stop: Fraction = total.left_stop
temperature: Fraction = total.temperature
cooled: nimlab.Game = total.cool(Fraction(1, 2))
options: List[nimlab.Game] = total.left
weight_of_up: Optional[nimlab.Game] = up.atomic_weight
up_theory: nimlab.Theory = up.theory
worth: str = sol.worth
built: nimlab.Game = nimlab.Game.from_options([0], ["*", up])

Board = FrozenSet[Tuple[int, int]]


def vertical(cells: Board) -> List[Board]:
    return [cells - {(r, c), (r + 1, c)} for r, c in cells if (r + 1, c) in cells]


def horizontal(cells: Board) -> List[Board]:
    return [cells - {(r, c), (r, c + 1)} for r, c in cells if (r, c + 1) in cells]


rules: nimlab.Partizan[Board] = nimlab.partizan(left=vertical, right=horizontal)
square: nimlab.Game = rules.value(frozenset((r, c) for r in range(2) for c in range(2)), progress=print)
assert square == nimlab.Game("+-1") and total == nimlab.Game("+-1") + nimlab.solve("domineering", "3x3").value
steps: List[Tuple[int, int]] = []


def note(done: int, total: int) -> None:
    steps.append((done, total))


tracked: nimlab.Sequence = nimlab.sequence("kayles", 1000, progress=note)
tracked_quotient: nimlab.Quotient = nimlab.quotient("kayles", 12, progress=note)
tracked_table: nimlab.Table = nimlab.table("chocolate", size=4, progress=None)
tracked_solve: nimlab.Solution = nimlab.solve("domineering", "2x3", progress=note)

subtract: nimlab.Ruleset[int] = nimlab.impartial(moves=lambda n: [n - k for k in (1, 3, 4) if k <= n])
mine: nimlab.Sequence = subtract.sequence(20, progress=note)
g7: int = subtract.grundy(7)
who: str = subtract.outcome(8)
pairs: nimlab.Ruleset[Tuple[int, int]] = nimlab.impartial(
    moves=lambda p: [(p[0] - 1, p[1])] if p[0] else [], name="pairs"
)
family: nimlab.Sequence = pairs.sequence(5, position=lambda k: (k, 0))
memo: Dict[Tuple[int, int], int] = pairs.memo
splits: nimlab.Ruleset[int] = nimlab.impartial(
    moves=lambda n: [(a, n - 1 - a) for a in range(n)], sums=True, name="0.07-ish"
)
both: int = splits.sum_grundy([3, 4])

clock: nimlab.LoopySequence = nimlab.loopy_sequence("windup:1,2/5", 4)
clock_texts: List[str] = clock.texts
clock_outcomes: List[nimlab.Outcome] = clock.outcomes()
clock_k: List[int] = clock.gamma[1]["k"]

try:
    nimlab.sequence("kayles", -1)
except nimlab.NimlabError as err:
    where: Optional[int] = err.offset
    message: str = str(err)

print(version, outcome, grundy, winning, side, len(as_dict), len(svg), old_style)
print(period, proved, biggest, kept, again.game, cells.shape, row_keys.tolist(), texts)
print(len(ids), relation, first_value, order, cayley is None, weight, kinds, transformed)
print(heated.transformed, overheated.transformed)
print(total, relation_to_star, is_confused, smaller, left_stop, temperature, cooled, options)
print(weight_of_up, up_theory.birthday, worth, built, square)
print(len(steps), tracked.period, tracked_quotient.order, tracked_table.cells.shape, mine.period, g7, who)
print(family.tolist(), len(memo), both)
print(clock.places, clock_texts, clock_outcomes, clock_k)
