"""Rulesets written in Python (nimlab.impartial), progress callbacks, and Nim's 64-bit heaps.

Every value of a user's ruleset is checked against the engine's own sequence of the same game,
or against the definition (a brute force in the test).
"""

import sys
import threading

import numpy as np
import pytest

import nimlab
from child import ctrl_c


def subtraction(s):
    return nimlab.impartial(moves=lambda n: [n - k for k in s if k <= n], name=f"subtract:{','.join(map(str, s))}")


def kayles_moves(heaps):
    """Kayles on a sum of rows: knock down one pin or two neighbours, splitting a row in two.
    A position is the sorted tuple of its non-empty rows."""
    out = set()
    for i, n in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1 :]
        for k in (1, 2):
            for left in range(n - k + 1):
                parts = [p for p in (left, n - k - left) if p > 0]
                out.add(tuple(sorted(rest + tuple(parts))))
    return out


def test_a_subtraction_game_in_python_is_the_engines():
    game = subtraction((1, 3, 4))
    mine = game.sequence(300)
    engine = nimlab.sequence("subtract:1,3,4", 300)
    assert np.array_equal(mine, engine)
    assert (mine.preperiod, mine.period) == (engine.preperiod, engine.period) == (0, 7)
    assert mine.proved is False and "apparent" in mine.reason
    assert mine.game == "subtract:1,3,4"
    assert game.outcome(7) == "P" and game.outcome(8) == "N"
    assert len(game.memo) == 301


def kayles_splits(n):
    """Kayles as a take-and-break game: each move leaves the sum of the two rows either side."""
    return [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)]


def test_kayles_in_python_is_the_engines_kayles():
    kayles = nimlab.impartial(moves=kayles_splits, sums=True, name="my kayles")
    mine = kayles.sequence(400)
    engine = nimlab.sequence("kayles", 400)
    assert mine.tolist() == engine.tolist()
    assert (mine.preperiod, mine.period) == (engine.preperiod, engine.period) == (71, 12)
    assert kayles.sum_grundy([3, 5]) == nimlab.solve("kayles", "ooo.ooooo").grundy == 7


def test_sums_searched_whole_agree_with_sprague_grundy():
    # The same game with whole sums as positions (no XOR anywhere): the definition, searched.
    whole = nimlab.impartial(moves=kayles_moves)
    assert whole.sequence(25, position=lambda k: (k,) if k else ()).tolist() == nimlab.sequence("kayles", 25).tolist()
    split = nimlab.impartial(moves=kayles_splits, sums=True)
    for a, b in [(3, 5), (4, 7), (1, 1), (6, 9)]:
        assert whole.grundy(tuple(sorted((a, b)))) == split.sum_grundy([a, b])


def test_deep_games_do_not_meet_the_recursion_limit():
    # A game a million moves long: each position's only option is the one below it.
    chain = nimlab.impartial(moves=lambda n: [n - 1] if n else [])
    assert chain.grundy(10**6) == 0 and chain.grundy(10**6 + 1) == 1
    assert sys.getrecursionlimit() < 10**5


def test_any_hashable_position_and_the_memo_is_kept():
    # Nim on frozensets of (heap index, size): the value is the XOR.
    def moves(pos):
        for i, h in pos:
            for k in range(h):
                yield frozenset(pos - {(i, h)} | ({(i, k)} if k else set()))

    nim = nimlab.impartial(moves=moves)
    assert nim.grundy(frozenset({(0, 3), (1, 4), (2, 5)})) == 3 ^ 4 ^ 5
    before = len(nim.memo)
    assert nim.grundy(frozenset({(0, 3), (1, 4)})) == 7
    assert len(nim.memo) == before, "every position below was valued already"
    nim.memo.clear()
    assert nim.grundy(frozenset()) == 0


def test_bad_rulesets_say_what_is_wrong():
    with pytest.raises(TypeError, match="moves must be a function"):
        nimlab.impartial(moves=3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"moves\(1\) must give an iterable of positions, not int"):
        nimlab.impartial(moves=lambda n: n - 1).grundy(1)
    with pytest.raises(TypeError, match="a position must be hashable"):
        nimlab.impartial(moves=lambda p: []).grundy([1, 2])
    with pytest.raises(TypeError, match="gave an unhashable position"):
        nimlab.impartial(moves=lambda n: [[n - 1]]).grundy(2)
    with pytest.raises(TypeError, match=r"moves\(2\) gave 1: with sums=True each option is a tuple"):
        nimlab.impartial(moves=lambda n: [n - 1], sums=True).grundy(2)
    with pytest.raises(TypeError, match="sums must be True or False"):
        nimlab.impartial(moves=lambda n: [], sums=1)  # type: ignore[arg-type]
    with pytest.raises(nimlab.NimlabError, match="the moves loop: 0 can be reached from itself"):
        nimlab.impartial(moves=lambda n: [(n + 1) % 3]).grundy(0)
    with pytest.raises(nimlab.NimlabError, match="a count at least 0"):
        subtraction((1,)).sequence(-1)
    # An error raised in the moves function is the caller's to see, unchanged.
    with pytest.raises(ZeroDivisionError):
        nimlab.impartial(moves=lambda n: [1 // 0]).grundy(1)


def test_an_interrupted_search_keeps_a_sound_memo():
    calls = 0

    def moves(n):
        nonlocal calls
        calls += 1
        if calls == 500:
            raise KeyboardInterrupt
        return [n - k for k in (1, 2) if k <= n]

    game = nimlab.impartial(moves=moves)
    with pytest.raises(KeyboardInterrupt):
        game.grundy(1000)
    assert all(g == n % 3 for n, g in game.memo.items())
    assert game.grundy(1000) == 1000 % 3


def test_ctrl_c_stops_a_rulesets_sequence():
    out, _ = ctrl_c(
        """
        import nimlab
        game = nimlab.impartial(moves=lambda n: [n - k for k in range(1, 50) if k <= n])
        print("computing", flush=True)
        try:
            game.sequence(10**7)
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        print("sound:", all(g == n % 50 for n, g in game.memo.items()), flush=True)
        """,
        after=0.5,
    )
    assert out.splitlines() == ["interrupted", "sound: True"]


def test_a_sequence_reports_progress_up_to_the_end():
    seen = []
    values = nimlab.sequence("kayles", 300_000, progress=lambda done, total: seen.append((done, total)))
    assert len(values) == 300_001
    assert len(seen) >= 2, "several steps"
    assert all(total == 300_001 for _, total in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert seen[-1] == (300_001, 300_001)


def test_raising_in_progress_stops_the_work():
    class Enough(Exception):
        pass

    calls = []

    def stop_at_second(done, total):
        calls.append(done)
        if len(calls) == 2:
            raise Enough(done)

    with pytest.raises(Enough):
        nimlab.sequence("grundy", 2**22, progress=stop_at_second)
    assert len(calls) == 2
    calls.clear()
    with pytest.raises(Enough):
        nimlab.quotient("kayles", 30, progress=stop_at_second)
    assert len(calls) == 2
    calls.clear()
    with pytest.raises(Enough):
        subtraction((1, 2)).sequence(1000, progress=stop_at_second)
    assert calls == [1, 2]


def test_quotient_and_table_report_progress():
    heaps = []
    q = nimlab.quotient("kayles", 20, progress=lambda h, n: heaps.append((h, n)))
    assert q == nimlab.quotient("kayles", 20)
    assert heaps and all(n == 20 for _, n in heaps) and heaps[-1][0] <= 20
    cells = []
    t = nimlab.table("domineering", size=4, progress=lambda d, n: cells.append((d, n)))
    assert t == nimlab.table("domineering", size=4)
    assert cells, "domineering's table reports its progress"


def test_a_table_raises_what_its_progress_raised_once_done():
    calls = []

    def fail(done, total):
        calls.append(done)
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError, match="stop"):
        nimlab.table("domineering", size=4, progress=fail)
    assert len(calls) == 1, "not called again once it raised"


def test_progress_true_draws_a_tqdm_bar(capsys):
    pytest.importorskip("tqdm")  # scripts/py-test.sh installs it
    values = nimlab.sequence("kayles", 200_000, progress=True)
    assert len(values) == 200_001
    assert "kayles" in capsys.readouterr().err


def test_progress_true_without_tqdm_says_what_to_do(monkeypatch):
    monkeypatch.setitem(sys.modules, "tqdm", None)
    with pytest.raises(ImportError, match="pip install tqdm"):
        nimlab.sequence("kayles", 10, progress=True)


def test_progress_of_a_wrong_type_is_a_type_error():
    with pytest.raises(TypeError, match="progress must be None, True"):
        nimlab.sequence("kayles", 10, progress="yes")  # type: ignore[arg-type]
    assert nimlab.sequence("kayles", 10, progress=False).tolist() == nimlab.sequence("kayles", 10).tolist()


def test_nim_takes_64_bit_heaps():
    sol = nimlab.solve("nim", "1000000,7")
    assert (sol.outcome, sol.grundy) == ("N", 1000000 ^ 7)
    winning = [m.move for m in sol.moves if m.winning]
    assert winning == ["h1-" + str(1000000 - 7)]
    assert len(sol.moves) <= 2 * 6 and sol.remoteness is None and "above 1000" in sol.note
    top = 2**64 - 1
    sol = nimlab.solve("nim", f"{top},{top - 1}")
    assert (sol.outcome, sol.grundy) == ("N", 1)
    assert [m.to for m in sol.moves if m.winning] == [f"{top - 1},{top - 1}"]
    sol = nimlab.solve("nim", f"{top}")
    assert sol.grundy is None and sol.formula["text"].endswith(f"= {top}")
    with pytest.raises(nimlab.NimlabError, match="too large"):
        nimlab.solve("nim", str(2**64))
    # Small heaps are searched as before: every move, with its remoteness.
    small = nimlab.solve("nim", "3,4,5")
    assert len(small.moves) == 12 and small.remoteness is not None


def _in_a_new_thread(f):
    """f() in a thread of its own: a thread keeps what its partizan searches valued, so a new
    one searches afresh (and reports its progress)."""
    out = {}

    def run():
        try:
            out["value"] = f()
        except BaseException as e:  # handed to the test's thread
            out["error"] = e

    t = threading.Thread(target=run)
    t.start()
    t.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def test_a_partizan_solve_reports_progress_and_stops():
    seen = []
    sol = _in_a_new_thread(lambda: nimlab.solve("domineering", "4x5", progress=lambda d, n: seen.append((d, n))))
    assert sol == _in_a_new_thread(lambda: nimlab.solve("domineering", "4x5"))
    assert seen and all(n == seen[0][1] for _, n in seen) and [d for d, _ in seen] == sorted(d for d, _ in seen)

    class Enough(Exception):
        pass

    def stop(done, total):
        raise Enough(done)

    with pytest.raises(Enough):
        _in_a_new_thread(lambda: nimlab.solve("domineering", "4x5", progress=stop))
    # Impartial games are not searched this way: their callback is not called.
    assert nimlab.solve("nim", "3,4,5", progress=stop).grundy == 2


def test_a_call_from_inside_a_progress_callback_is_refused():
    refused = []

    def call_inside(done, total):
        try:
            nimlab.solve("domineering", "3x4")
        except nimlab.NimlabError as e:
            refused.append(str(e))

    assert len(nimlab.sequence("kayles", 100_000, progress=call_inside)) == 100_001
    assert refused and refused[0] == (
        "solve: called from inside sequence's progress callback; call it once sequence has returned"
    )
    refused.clear()
    _in_a_new_thread(lambda: nimlab.solve("domineering", "3x7", progress=lambda d, n: call_inside(d, n)))
    assert refused, "the partizan search's callback is refused a call too"
    # Outside, and in a ruleset's own callback (work done in Python), calls go on.
    assert nimlab.solve("domineering", "3x4").canonical is not None
    seen = []
    subtraction((1, 2)).sequence(3, progress=lambda d, n: seen.append(nimlab.solve("nim", str(d)).grundy))
    assert seen == [1, 2, 3, 4]
