"""nimlab.search_outcome: the outcome search against the CLI and the canonical solve, its
budgets, its progress and Ctrl-C."""

from concurrent.futures import ThreadPoolExecutor

import pytest

import nimlab
from child import ctrl_c
from test_nimlab import assert_typed, cli, cli_json, needs_cli

# Reports are deterministic but for the transposition table's sizes.
VOLATILE = ("table_entries",)


def fresh(*args, **kwargs):
    """`nimlab.search_outcome` on a thread of its own. The engine keeps a thread's last search
    with its table for the next request on the same board, so the positions a report counts
    depend on what the thread searched before; the CLI's process starts with nothing kept."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(nimlab.search_outcome, *args, **kwargs).result()


def same(ours, theirs):
    a, b = ours.to_dict(), dict(theirs)
    for k in VOLATILE:
        a.pop(k, None)
        b.pop(k, None)
    return a == b


@needs_cli
@pytest.mark.parametrize("side", ["L", "R"])
def test_one_side_matches_the_cli_field_for_field(side):
    ours = fresh("domineering", "5x5", side=side, all_moves=True)
    theirs = cli_json("solve", "domineering", "5x5", "--outcome", "--side", side, "--all-moves")
    assert same(ours, theirs)
    assert_typed(ours, theirs)
    assert ours.complete and ours.wins is False and ours.stopped is None


@needs_cli
def test_both_sides_give_the_canonical_solves_class():
    for position in ["5x5", "3x3", "2x3", "4x4"]:
        both = fresh("domineering", position, "both")
        assert isinstance(both, nimlab.Outcomes)
        assert both.outcome == nimlab.solve("domineering", position).outcome, position
        theirs = cli_json("solve", "domineering", position, "--outcome")
        assert_typed(both, theirs)
    # Each move's proof against the canonical value of the position it reaches.
    sol = nimlab.solve("domineering", "4x5")
    for side, letter in [("left", "L"), ("right", "R")]:
        found = nimlab.search_outcome("domineering", "4x5", side=letter, all_moves=True)
        moves = [m for m in sol.moves if m.side == side]
        assert [m.move for m in found.moves] == [m.move for m in moves]
        for proof, m in zip(found.moves, moves):
            assert proof.wins == (m.outcome in ("P", letter)), (proof, m)


def test_a_budget_ends_the_search_with_what_was_proved():
    found = nimlab.search_outcome("domineering", "8x8", nodes=2000)
    assert (found.complete, found.wins, found.stopped) == (False, None, "the budget of 2000 positions was reached")
    assert len(found.moves) == 56 and all(m.wins is None for m in found.moves)
    timed = nimlab.search_outcome("domineering", "8x8", "both", seconds=0.01)
    assert timed.stopped == "the time budget of 0.01 seconds was reached" and timed.outcome is None


def test_progress_reports_and_false_stops_keeping_what_was_proved():
    seen = []

    def progress(done, most):
        seen.append((done, most))
        return len(seen) < 3

    found = nimlab.search_outcome("domineering", "8x8", "both", nodes=10**6, progress=progress)
    # How often the engine reports is its own choice; three reports, counting up, are not.
    assert len(seen) == 3 and all(most == 2 * 10**6 for _, most in seen)
    assert 0 < seen[0][0] < seen[1][0] < seen[2][0]
    assert (found.stopped, found.complete, found.right) == ("interrupted", False, None)
    assert found.left.stopped == "interrupted" and len(found.left.moves) == 56

    def fails(done, most):
        raise ZeroDivisionError("from the callback")

    with pytest.raises(ZeroDivisionError, match="from the callback"):
        nimlab.search_outcome("domineering", "8x8", progress=fails)


def test_ctrl_c_stops_the_search_and_keeps_what_was_proved():
    # Every move's proof (some 40 s) rather than the first winning move's (about 2 s), so that
    # the search is still running when Ctrl-C comes, however fast the machine.
    out, _ = ctrl_c(
        """
        import nimlab
        print("computing", flush=True)
        found = nimlab.search_outcome("domineering", "8x8", all_moves=True)
        print(found.stopped, found.complete, len(found.moves), flush=True)
        """,
        after=1.0,
    )
    assert out.splitlines()[0] == "interrupted False 56", out


@pytest.mark.parametrize(
    "kwargs, error, says",
    [
        (dict(nodes=0), nimlab.NimlabError, "nodes=0: a search budget of 0 positions"),
        (dict(nodes=-1), nimlab.NimlabError, "nodes=-1"),
        (dict(seconds=0), nimlab.NimlabError, "seconds=0: a number of seconds above 0"),
        (dict(seconds="soon"), TypeError, "seconds must be a number"),
        (dict(side="up"), nimlab.NimlabError, "side='up'"),
        (dict(side=1), TypeError, "side must be a str"),
        (dict(position="12x12"), nimlab.NimlabError, "more than 128 cells"),
        (dict(game="nim", position="3,4"), nimlab.NimlabError, "partizan"),
        (dict(progress="yes"), TypeError, "progress must be"),
    ],
)
def test_bad_arguments_name_what_is_wrong(kwargs, error, says):
    args = {"game": "domineering", "position": "8x8", **kwargs}
    with pytest.raises(error, match=says):
        nimlab.search_outcome(**args)


@needs_cli
def test_the_cli_refuses_what_python_refuses():
    assert "more than 128 cells" in cli("solve", "domineering", "12x12", "--outcome").stderr
