"""Domineering written in Python, as a user writes a ruleset for nimlab.partizan: boards are
frozensets of the empty (row, column) cells. Shared by tests/test_values.py and
bench_values.py, which values it with nimlab and with pycgt."""

from typing import FrozenSet, List, Tuple

Board = FrozenSet[Tuple[int, int]]


def board(rows: int, cols: int) -> Board:
    return frozenset((r, c) for r in range(rows) for c in range(cols))


def domino_moves(cells: Board, step: Tuple[int, int]) -> List[Board]:
    """Every way to cover two empty cells `step` apart, as the board left: (1, 0) Left's
    vertical dominoes, (0, 1) Right's horizontal ones."""
    return [cells - {c, (c[0] + step[0], c[1] + step[1])} for c in cells if (c[0] + step[0], c[1] + step[1]) in cells]


def connected(cells: Board) -> List[Board]:
    """The orthogonally connected parts: a domino never joins two of them."""
    left, parts = set(cells), []
    while left:
        todo = [left.pop()]
        part = set(todo)
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in left:
                    left.remove(n)
                    part.add(n)
                    todo.append(n)
        parts.append(frozenset(part))
    return parts


def normal(cells: Board) -> Board:
    """Translated to the corner: the same shape anywhere is one position."""
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)
