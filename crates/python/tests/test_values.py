"""Game values as objects (nimlab.Game) and partizan rulesets written in Python (nimlab.partizan),
checked against pycgt (an independent, pure-Python implementation), the CLI and the engine's own
games."""

import json
import os
import pickle
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest

import nimlab
from nimlab import Game

pycgt = pytest.importorskip("pycgt")  # scripts/py-test.sh installs it, pinned
from pycgt.rulesets import domineering as pycgt_domineering  # noqa: E402
from rulesets import board, connected, domino_moves, normal  # noqa: E402
from child import ctrl_c  # noqa: E402

CLI = os.environ.get("NIMLAB_CLI")
needs_cli = pytest.mark.skipif(not CLI or not os.path.exists(CLI), reason="NIMLAB_CLI is not a built CLI")


def solve(game, position, misere=False):
    """nimlab.solve on a thread of its own: the partizan search keeps what it valued per thread,
    and the main thread's solutions are compared with the CLI's (their `note` counts the
    positions new to the thread) by tests/test_nimlab.py."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(nimlab.solve, game, position, misere).result()


def cli_json(*args):
    out = subprocess.run([CLI, *args, "--json"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


# ---- between the two libraries ----


def to_nimlab(g, memo):
    """A pycgt game built option by option in nimlab."""
    if g not in memo:
        memo[g] = Game.from_options([to_nimlab(x, memo) for x in g.left], [to_nimlab(x, memo) for x in g.right])
    return memo[g]


def to_pycgt(g):
    """nimlab's canonical form as a pycgt tree, not simplified by pycgt: equal to pycgt's
    canonical form exactly when the two canonical forms are the same tree."""
    return pycgt.Game(frozenset(to_pycgt(x) for x in g.left), frozenset(to_pycgt(x) for x in g.right))


def subpositions(g):
    seen, todo = set(), [g]
    while todo:
        x = todo.pop()
        if x not in seen:
            seen.add(x)
            todo.extend(x.left | x.right)
    return seen


def random_forms(seed, count, days=3, width=3):
    """Canonical forms born by day `days`, each from random options of earlier ones."""
    rng = random.Random(seed)
    pool = [pycgt.ZERO]
    for _ in range(days):
        born = []
        for _ in range(count):
            left = rng.sample(pool, rng.randint(0, min(width, len(pool))))
            right = rng.sample(pool, rng.randint(0, min(width, len(pool))))
            born.append(pycgt.game(left, right))
        pool = list(dict.fromkeys(pool + born))
    return pool


FORMS = random_forms(1, 25, days=4)


def test_random_forms_have_pycgts_canonical_forms_outcomes_and_stops():
    memo = {}
    assert len(FORMS) > 20
    for g in FORMS:
        ours = to_nimlab(g, memo)
        assert to_pycgt(ours) == g, f"{ours} is not pycgt's {pycgt.render(g)}"
        assert ours.outcome == {"Left": "L", "Right": "R", "first player": "N", "second player": "P"}[pycgt.outcome(g).value]
        assert (ours.left_stop, ours.right_stop) == (pycgt.left_stop(g), pycgt.right_stop(g))
        assert ours.mean == pycgt.mean(g) and ours.temperature == pycgt.temperature(g)
        assert ours.birthday == pycgt.birthday(g)
        assert ours.number == pycgt.as_number(g)
        assert to_pycgt(-ours) == pycgt.negate(g)


def test_random_sums_and_comparisons_are_pycgts():
    rng = random.Random(2)
    memo = {}
    relations = set()
    for _ in range(150):
        a, b, c = (rng.choice(FORMS) for _ in range(3))
        total = pycgt.add(pycgt.add(a, b), c)
        ours = to_nimlab(a, memo) + to_nimlab(b, memo) + to_nimlab(c, memo)
        assert to_pycgt(ours) == total
        assert to_pycgt(to_nimlab(a, memo) - to_nimlab(b, memo)) == pycgt.add(a, pycgt.negate(b))
        x, y = to_nimlab(a, memo), to_nimlab(b, memo)
        rel = x.compare(y)
        relations.add(rel)
        assert rel == pycgt.compare(a, b).value
        assert (x <= y, x >= y, x < y, x > y, x == y, x.confused(y)) == (
            pycgt.leq(a, b),
            pycgt.geq(a, b),
            rel == "<",
            rel == ">",
            rel == "=",
            rel == "||",
        )
    assert relations == {"<", ">", "=", "||"}


def test_cooling_and_heating_are_pycgts():
    memo = {}
    cooled = 0
    for g in FORMS:
        ours = to_nimlab(g, memo)
        # pycgt freezes a form at its mean once t reaches its temperature, where nimlab (and
        # Winning Ways) keeps the infinitesimal until t passes it (±1 cooled by 1 is * here, 0
        # there): compared where t is no subposition's temperature.
        t = pycgt.temperature(g) / 2
        if t > 0 and t not in {pycgt.temperature(x) for x in subpositions(g)}:
            assert to_pycgt(ours.cool(t)) == pycgt.cool(g, t), (pycgt.render(g), t)
            cooled += 1
        assert to_pycgt(ours.heat(1)) == pycgt.heat(g, pycgt.integer(1))
    assert cooled >= 5


def test_the_notations_are_read():
    assert Game("{0|*}") == Game("^") == Game("↑") == Game.from_options([0], ["*"])
    assert Game("3/4") == Fraction(3, 4) == Game(0.75) and Game("3/4").number == Fraction(3, 4)
    assert Game("+-1") == Game.from_options([1], [-1]) == Game("{1|-1}")
    assert Game("*2").nimber == 2 and Game("^").nimber is None and Game(0).nimber == 0
    assert Game("^") + Game("*") == Game("^*") and Game("^*").canonical == "^*"
    assert str(Game("{1|-1}")) == "+-1" and repr(Game("^")) == "Game('^')"
    assert Game("{2|-1/2}").braces == "{2|-1/2}"
    assert [x.canonical for x in Game("+-1").left] == ["1"] and Game("+-1").right == [Game(-1)]
    assert Game("^").outcome == "L" and Game("*").outcome == "N" and Game(0).outcome == "P"
    assert Game("{2|-1/2}").mean == Fraction(3, 4) and Game("{2|-1/2}").temperature == Fraction(5, 4)
    # A number hashes as the number it equals.
    assert {Game(3): "x"}[3] == "x" and len({Game("^"), Game("{0|*}"), Game("*")}) == 2
    assert pickle.loads(pickle.dumps(Game("{2|-1/2}"))) == Game("{2|-1/2}")
    before = Game.arena_size()
    Game("{2|-1/2}") + Game("{3|1/8}")
    assert Game.arena_size() > before > 0  # the arena grows with each new form


def test_a_positions_value_adds_to_a_value_literally():
    s = solve("domineering", "3x3").value + nimlab.value("{1|-1}")
    assert isinstance(s, Game)
    theirs = pycgt.add(pycgt_domineering.rectangle(3, 3), pycgt.parse("{1|-1}"))
    assert to_pycgt(s) == theirs
    assert nimlab.value("{1|-1}") + nimlab.value("{1|-1}") == 0
    assert 1 + nimlab.value("^") > 1 and -nimlab.value("^") < 0 and nimlab.value("^") <= Game("^")


def test_solution_values_are_games_and_the_mapping_keeps_the_word():
    sol = solve("nim", "3,4,5")
    assert sol.value == Game("*2") and sol["value"] == "win" == sol.worth
    assert all(m.value == Game(f"*{m.grundy}") and m.worth == m["value"] for m in sol.moves)
    misere = solve("nim", "1,1,2", misere=True)
    with pytest.raises(nimlab.NimlabError, match="no game value in misère play"):
        misere.value
    assert misere.worth == misere["value"]
    d = solve("domineering", "2x3")
    assert d.value == Game(d.braces) and d.value.canonical == d.canonical and d.worth == d["value"]
    assert all(m.value == Game(m.braces) for m in d.moves)
    with pytest.raises(nimlab.NimlabError, match="no game value"):
        solve("tictactoe", ".........").value


@needs_cli
@pytest.mark.parametrize("form", ["^*", "{0|{0|-1}}", "+-1", "{2|-1/2}", "domineering:3x3", "{3|1||0}"])
def test_the_fields_are_those_of_nimlab_value(form):
    g = Game(form)
    theirs = cli_json("value", form)["value"]
    assert g.describe() == theirs
    assert g.canonical == theirs["canonical"] and g.braces == theirs["braces"]
    assert str(g.left_stop) == theirs["left_stop"] and str(g.temperature) == theirs["temperature"]
    assert g.thermograph == theirs["thermograph"]
    theory = theirs["theory"]
    assert g.theory == theory and g.birthday == theory["birthday"] and g.reduced.canonical == theory["reduced"]
    weight = g.atomic_weight
    assert (weight.canonical if weight is not None else None) == theory["atomic_weight"]
    assert g.cool(1).canonical == cli_json("value", form, "--cool", "1")["transformed"]["form"]
    assert g.heat("1*").canonical == cli_json("value", form, "--heat", "1*")["transformed"]["form"]
    assert g.overheat(1, "1*").canonical == cli_json("value", form, "--overheat", "1,1*")["transformed"]["form"]


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: Game("{1|"), nimlab.NimlabError, "'{1|': '{' is never closed"),
        (lambda: Game([1]), TypeError, "list"),
        (lambda: Game(0.1), nimlab.NimlabError, "dyadic"),
        (lambda: Game(2**70), nimlab.NimlabError, "too large"),
        (lambda: Game(True), TypeError, "bool"),
        (lambda: Game("^") + "x", TypeError, "unsupported"),
        (lambda: Game("^") < "x", TypeError, "not supported"),
        (lambda: Game("^").cool("x"), nimlab.NimlabError, "cool by 'x'"),
        (lambda: Game("^").cool([1]), TypeError, "t must be a number"),
        (lambda: Game.from_options([None]), TypeError, "an option"),
        (lambda: nimlab.partizan(left=1, right=lambda p: []), TypeError, "left must be a function"),
    ],
)
def test_bad_input_raises_a_one_line_error(call, error, words):
    with pytest.raises(error) as caught:
        call()
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_malformed_form_points_at_its_character():
    with pytest.raises(nimlab.NimlabError) as caught:
        Game("{1|x}")
    assert caught.value.offset == 3


def test_threads_share_one_arena():
    forms = [to_nimlab(g, {}) for g in FORMS[:10]]
    total = sum(forms, Game(0))
    with ThreadPoolExecutor(4) as pool:
        sums = list(pool.map(lambda _: sum(reversed(forms), Game(0)), range(8)))
    assert all(s == total for s in sums)


# ---- rulesets written in Python ----


# Left places vertical dominoes, Right horizontal ones (as the engine's Domineering).
DOMINEERING = nimlab.partizan(
    left=lambda cells: domino_moves(cells, (1, 0)),
    right=lambda cells: domino_moves(cells, (0, 1)),
)


def test_domineering_written_in_python_is_the_engines_and_pycgts():
    for rows, cols in [(1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4)]:
        ours = DOMINEERING.value(board(rows, cols))
        assert ours == solve("domineering", f"{rows}x{cols}").value
        assert to_pycgt(ours) == pycgt_domineering.rectangle(rows, cols)
    assert DOMINEERING.known > 100


@needs_cli
def test_domineering_3x4_is_nimlab_value_domineering_3x4():
    assert DOMINEERING.value(board(3, 4)).describe() == cli_json("value", "domineering:3x4")["value"]


def test_components_and_a_key_give_the_same_values_from_fewer_positions():
    split = nimlab.partizan(
        left=lambda cells: domino_moves(cells, (1, 0)),
        right=lambda cells: domino_moves(cells, (0, 1)),
        components=connected,
        key=normal,
    )
    whole = nimlab.partizan(left=DOMINEERING._left, right=DOMINEERING._right)
    counts = []
    assert split.value(board(3, 4), progress=counts.append) == whole.value(board(3, 4))
    assert split.known < whole.known and counts and counts[-1] == split.known
    # Cram written as a partizan game (both sides have every move) is the nimber of its Grundy value.
    cram = nimlab.partizan(
        left=lambda cells: domino_moves(cells, (1, 0)) + domino_moves(cells, (0, 1)),
        right=lambda cells: domino_moves(cells, (1, 0)) + domino_moves(cells, (0, 1)),
        components=connected,
    )
    for rows, cols in [(2, 3), (3, 3), (3, 4)]:
        assert cram.value(board(rows, cols)).nimber == solve("cram", f"{rows}x{cols}").grundy


def test_progress_is_told_the_count_every_1024_positions():
    seen = []
    rules = nimlab.partizan(left=lambda n: [n - 1] if n else [], right=lambda n: [n - 2] if n > 1 else [])
    rules.value(3000, progress=seen.append)
    assert seen[:2] == [1024, 2048] and seen[-1] == 3001 == rules.known


def test_a_deep_game_needs_no_recursion():
    # A chain of 50,000 moves: far past Python's recursion limit.
    chain = nimlab.partizan(left=lambda n: [n - 1] if n else [], right=lambda n: [])
    assert chain.value(50_000) == 50_000


def test_rulesets_that_go_wrong_say_so():
    loopy = nimlab.partizan(left=lambda n: [(n + 1) % 3], right=lambda n: [])
    with pytest.raises(nimlab.NimlabError, match="loopy"):
        loopy.value(0)
    unhashable = nimlab.partizan(left=lambda p: [[1]] if p == () else [], right=lambda p: [])
    with pytest.raises(TypeError, match="not hashable"):
        unhashable.value(())
    not_a_list = nimlab.partizan(left=lambda p: 3, right=lambda p: [])
    with pytest.raises(TypeError, match="must return positions"):
        not_a_list.value(0)


def test_ctrl_c_stops_a_ruleset_and_keeps_what_it_finished():
    out, _ = ctrl_c(
        """
        import nimlab
        cells = lambda n: frozenset((r, c) for r in range(n) for c in range(n))
        moves = lambda step: lambda s: [s - {a, (a[0] + step[0], a[1] + step[1])} for a in s
                                        if (a[0] + step[0], a[1] + step[1]) in s]
        rules = nimlab.partizan(left=moves((1, 0)), right=moves((0, 1)))
        print("computing", flush=True)
        try:
            rules.value(cells(6))
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", rules.known > 0, flush=True)
        print(rules.value(cells(2)), flush=True)
        """,
        after=1.0,
    )
    assert out.splitlines() == ["interrupted True", "+-1"], out


def test_expressions_and_multiples_are_pycgts():
    """Sums typed as text (`Game('a + b - (c)')`) and multiples (`3 * g`, `g * 3`) against
    pycgt's sums of the same forms."""
    rng = random.Random(7)
    memo = {}
    for _ in range(40):
        a, b, c = (rng.choice(FORMS) for _ in range(3))
        x, y, z = (to_nimlab(g, memo) for g in (a, b, c))
        typed = Game(f"{x.canonical} + {y.canonical} - ({z.canonical})")
        assert to_pycgt(typed) == pycgt.add(pycgt.add(a, b), pycgt.negate(c)), typed
        n = rng.randint(-3, 4)
        copies = pycgt.ZERO
        for _ in range(abs(n)):
            copies = pycgt.add(copies, a if n > 0 else pycgt.negate(a))
        assert to_pycgt(n * x) == to_pycgt(x * n) == to_pycgt(Game(f"{n}.({x.canonical})")) == copies
    assert Game("^+^+*") == Game("^ + ^ + *") == Game("⇑⋆") and Game("^+^+*").canonical == "^^*"
    assert 3 * Game("^") == Game("^") * 3 == Game("3.^") and (3 * Game("^")).canonical == "^3"
    assert Game("*+*") == 0 and Game("1+1") == 2
    with pytest.raises(TypeError):
        Game("^") * 1.5  # type: ignore[operator]
    with pytest.raises(Exception, match="limited"):
        10**9 * Game("^")


@needs_cli
def test_loopy_values_are_the_clis():
    """Games that need not end: the typed result holds the CLI's JSON, and the values are the
    textbooks' (Siegel, CGT: on + off = dud, drawn whoever starts; {0|pass} = over)."""
    for expr in ["on + off", "{0|pass}", "a{0|{a|*}}", "upon", "over & 0"]:
        v = nimlab.loopy_value(expr)
        cli = cli_json("value", expr)
        assert v.to_dict() == {"expr": cli["expr"], **cli["loopy"]}, expr
    dud = nimlab.loopy_value("on + off")
    assert (dud.value, dud.stopper, dud.onside.form, dud.offside.form) == ("dud", False, "on", "off")
    assert dud.play is not None and dud.play.left_first == "draw" and dud.play.right_first == "draw"
    # A pseudonumber's stops are itself: CGSuite's CanonicalStopperTestCase gives over's left
    # and right stops as over.
    over = nimlab.loopy_value("{0|pass}")
    assert (over.value, over.onside.outcome, over.onside.left_stop, over.onside.right_stop) == ("over", "L", "over", "over")
    assert nimlab.loopy_value("over & 0").play is None
    j = nimlab.loopy_compare("over > 0")
    assert (j.holds, j.relation) == (True, ">")
    assert j.to_dict() == cli_json("value", "over > 0")["comparison"]


def test_a_loopy_sequence_is_the_clis():
    """A clock of Wind-up: every place's value, ∞(K) included, as `nimlab sequence --json`
    gives it (the values are checked against retrograde analysis in the engine's tests)."""
    for game, n in [("windup:1,2/5", 10), ("windup:1,3,4/10", 9), ("windup:2,5/9", 4)]:
        s = nimlab.loopy_sequence(game, n)
        assert s.to_dict() == cli_json("sequence", game, "--to", str(n)), game
    # Worked by hand in the game's file: places 1, 2 and 4 are ∞{0}, won by a move to 0 or 3.
    s = nimlab.loopy_sequence("windup:2,1/5", 4)
    assert (s.game, s.places) == ("windup:1,2/5", 5)
    assert s.texts == s["values"] == ["0", "∞{0}", "∞{0}", "0", "∞{0}"]
    assert s.gamma[1] == {"infinite": True, "value": None, "k": [0]}
    assert s.outcomes() == ["P", "N", "N", "P", "N"]
    draws = nimlab.loopy_sequence("windup:1,3,4/10", 9)
    assert "∞{}" in draws.texts and "draw" in draws.outcomes()
    assert [o == "draw" for o in draws.outcomes()] == [v == "∞{}" for v in draws.texts]
    # Still a mapping of the JSON, whose values() is the mapping's.
    assert list(draws.keys()) == ["game", "places", "values", "gamma"] and len(list(draws.values())) == 4
    # The arrays of whole numbers refuse a clock and say where its values are, and the other way round.
    with pytest.raises(nimlab.NimlabError, match=r"nimlab\.loopy_sequence\(\"windup:1,2/5\", n\) gives them"):
        nimlab.sequence("windup:1,2/5", 4)
    with pytest.raises(nimlab.NimlabError, match="kayles has no loopy value sequence"):
        nimlab.loopy_sequence("kayles", 4)
    with pytest.raises(nimlab.NimlabError, match="n=-1"):
        nimlab.loopy_sequence("windup:1,2/5", -1)
    with pytest.raises(TypeError):
        nimlab.loopy_sequence("windup:1,2/5", "4")  # type: ignore[arg-type]


def test_loopy_bad_input_is_refused():
    # Bach's carousel is not stopper-sided (CGSuite's tests): refused, saying why.
    with pytest.raises(nimlab.NimlabError, match="sidling"):
        nimlab.loopy_value("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    # A sum needing a new cycle gets its sides on the sum's own graph.
    assert nimlab.loopy_value("over - over").value == "over & under"
    with pytest.raises(nimlab.NimlabError) as e:
        nimlab.loopy_value("{0|pass")
    assert e.value.offset is not None
    with pytest.raises(nimlab.NimlabError, match="loopy_compare"):
        nimlab.loopy_value("over > 0")
    with pytest.raises(nimlab.NimlabError, match="short game"):
        nimlab.loopy_value("{1|0}")
    with pytest.raises(TypeError):
        nimlab.loopy_value(3)  # type: ignore[arg-type]
