"""The Python package against the CLI: the same fields for the same request.

NIMLAB_CLI names the CLI binary (`make py-test` builds it); without it the comparisons with
the CLI are skipped.
"""

import copy
import dataclasses
import importlib.metadata
import json
import os
import pickle
import re
import subprocess
import sys
import threading
import time
import typing
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import numpy as np
import pytest

import nimlab
from child import ctrl_c

CLI = os.environ.get("NIMLAB_CLI")
needs_cli = pytest.mark.skipif(not CLI or not os.path.exists(CLI), reason="NIMLAB_CLI is not a built CLI")


def cli(*args, binary=False):
    out = subprocess.run([CLI, *args], capture_output=True, check=False)
    if binary:
        return out
    return subprocess.CompletedProcess(out.args, out.returncode, out.stdout.decode(), out.stderr.decode())


def cli_json(*args):
    out = cli(*args, "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def assert_typed(result, data, where=""):
    """Every key of the CLI's JSON object is a field of the typed result, whose attribute holds
    the same value (arrays as their lists, masked entries as None); fields the JSON leaves out
    are None."""
    where = where or type(result).__name__
    fields = {f.name for f in dataclasses.fields(result)}
    words = set()
    if isinstance(result, (nimlab.Solution, nimlab.Move)):
        # The JSON's `value` is the word, `worth`; the attribute `value` is the game value
        # (tests/test_values.py).
        assert result.worth == data["value"], where
        words.add("value")
    assert set(data) <= fields | words, f"{where}: keys without a typed field: {set(data) - fields - words}"
    hints = typing.get_type_hints(type(result))
    for name in fields:
        attr = getattr(result, name)
        assert fits(attr, hints[name]), f"{where}.{name} = {attr!r} is not a {hints[name]}"
        if name not in data:
            assert attr is None, f"{where}.{name}"
        else:
            assert_same(attr, data[name], f"{where}.{name}")


def fits(x, hint):
    """Whether x is of the annotated type (its Literals' values, its lists' items)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return True
    if hint is type(None):
        return x is None
    if origin is typing.Literal:
        return x in args
    if origin is typing.Union:
        return any(fits(x, a) for a in args)
    if origin is list:
        return isinstance(x, list) and all(fits(e, args[0]) for e in x)
    if origin is tuple:
        return isinstance(x, tuple) and len(x) == len(args) and all(map(fits, x, args))
    if hint is int:
        return isinstance(x, int) and not isinstance(x, bool)
    cls = origin or hint
    return isinstance(x, cls)


def assert_same(attr, want, where):
    if dataclasses.is_dataclass(attr):
        assert_typed(attr, want, where)
    elif isinstance(attr, np.ndarray):
        assert attr.tolist() == want, where  # a masked entry's item is None
    elif isinstance(attr, list) and attr and dataclasses.is_dataclass(attr[0]):
        assert len(attr) == len(want), where
        for i, (a, w) in enumerate(zip(attr, want)):
            assert_typed(a, w, f"{where}[{i}]")
    elif isinstance(attr, list) and attr and isinstance(attr[0], tuple):
        assert [list(t) for t in attr] == want, where
    else:
        assert attr == want and type(attr) is type(want), where


CATALOGUE = nimlab.games()


def test_games_is_the_clis_catalogue():
    if CLI:
        theirs = cli_json("games")
        assert CATALOGUE == theirs
        for ours, entry in zip(CATALOGUE, theirs):
            assert_typed(ours, entry)
    assert len(CATALOGUE) > 30
    assert all(isinstance(g, nimlab.GameInfo) for g in CATALOGUE)
    assert {"id", "name", "example_game", "example_position", "summary"} <= set(CATALOGUE[0])


@needs_cli
@pytest.mark.parametrize("entry", CATALOGUE, ids=[g.id for g in CATALOGUE])
def test_every_example_solves_as_the_cli_does(entry):
    ours = nimlab.solve(entry.example_game, entry.example_position)
    theirs = cli_json("solve", entry.example_game, entry.example_position)
    assert isinstance(ours, nimlab.Solution)
    assert_typed(ours, theirs)
    assert ours == theirs and ours["outcome"] == ours.outcome
    # The same keys in the same order, as printed.
    assert json.dumps(ours.to_dict()) == json.dumps(theirs)


@needs_cli
def test_misere_and_partizan_solutions_match_the_cli():
    assert nimlab.solve("nim", "1,1,2", misere=True) == cli_json("solve", "nim", "1,1,2", "--misere")
    # The partizan search keeps the positions it valued per thread, and its `note` counts
    # those valued for this request: a new thread starts as empty as the CLI's process.
    with ThreadPoolExecutor(1) as pool:
        partizan = pool.submit(nimlab.solve, "domineering", "3x3").result()
    assert partizan == cli_json("solve", "domineering", "3x3")
    assert "canonical" in partizan and partizan["note"]
    again = nimlab.solve("domineering", "3x3")
    assert again["note"] is None and {**again, "note": partizan["note"]} == partizan


@pytest.mark.parametrize("entry", CATALOGUE, ids=[g.id for g in CATALOGUE])
def test_every_example_draws_its_board_and_marks_its_moves(entry):
    sol = nimlab.solve(entry.example_game, entry.example_position)
    svg = sol._repr_svg_()
    root = ET.fromstring(svg)  # well-formed
    assert root.tag.endswith("svg")
    body = "".join(root.itertext())
    # Each kind of move present is marked by its symbol, not by colour alone.
    if any(m.winning for m in sol.moves):
        assert "✓" in body
    if any(not m.winning and m.worth != "draw" for m in sol.moves):
        assert "✗" in body
    assert sol.board and "<svg" in sol._repr_html_()


def test_a_large_position_draws_a_bounded_picture():
    sol = nimlab.solve("nim", "1000,7")
    svg = sol.svg()
    ET.fromstring(svg)
    assert len(sol.moves) == 1007
    assert "more moves" in svg and len(svg) < 100_000


def _titles(svg):
    return [t.text or "" for t in ET.fromstring(svg).iter() if t.tag.endswith("title")]


def test_a_partizan_board_is_drawn_for_each_side_and_judged_for_that_side():
    sol = nimlab.solve("domineering", "4x5")
    svg = sol.svg()
    body = "".join(ET.fromstring(svg).itertext())
    assert "Left's moves" in body and "Right's moves" in body
    # One mark per move (a domino across its two squares), losing ones said losing.
    titles = _titles(svg)
    losing = [m for m in sol.moves if not m.winning]
    assert 0 < len(losing) < len(sol.moves)
    assert sum("losing move" in t for t in titles) == len(losing)
    assert sum("winning move" in t for t in titles) == len(sol.moves) - len(losing)
    # Each side's values are listed: "✓ to <value>: <moves>".
    for m in sol.moves:
        assert f"to {m.canonical}:" in body


def test_placed_dominoes_are_drawn_as_one_tile_each_with_their_owner():
    sol = nimlab.solve("domineering", "#.##/#.../....")
    svg = sol.svg()
    titles = _titles(svg)
    # The board is drawn once for each side's moves, each drawing with both tiles.
    assert titles.count("Left's piece") == 2 and titles.count("Right's piece") == 2
    tiles = [e for e in ET.fromstring(svg).iter() if e.tag.endswith("rect") and any(
        t.text in ("Left's piece", "Right's piece") for t in e if t.tag.endswith("title"))]
    # The upright one is taller than wide, the lying one wider than tall.
    shapes = sorted((float(e.get("width")) > float(e.get("height"))) for e in tiles)
    assert shapes == [False, False, True, True]


def test_coloured_edges_are_drawn_with_their_letters_and_each_cut_marked():
    sol = nimlab.solve("hackenbush", "0-1:b,1-2:r,2-3:b,0-4:r,4-5:b,0-6:g,6-7:g")
    svg = sol.svg()
    titles = _titles(svg)
    for m in sol.moves:
        word = "winning" if m.winning else "losing"
        assert any(t.startswith("cut edge") and f"{word} move, reaches {m.canonical}" in t for t in titles), m
    body = "".join(ET.fromstring(svg).itertext())
    assert "ground" in body and {"B", "R", "G"} <= set(body)


def test_a_graph_is_drawn_with_its_vertices_and_each_colouring_marked():
    sol = nimlab.solve("snort", "a-b-c-a,c-d;a=L")
    svg = sol.svg()
    titles = _titles(svg)
    # b is next to Left's a, so only Left may colour it; c and d are open to both.
    for name in "bcd":
        assert any(t.startswith(f"colour {name}:") and "move, reaches" in t for t in titles), (name, titles)
    body = "".join(ET.fromstring(svg).itertext())
    assert "L" in body and {"a", "b", "c", "d"} <= set(body)


def test_a_very_long_strip_is_summarised():
    sol = nimlab.solve("kayles", "1000")
    svg = sol.svg()
    ET.fromstring(svg)
    assert "a row of 1000 cells" in svg and "more moves" in svg and len(svg) < 100_000
    assert int(ET.fromstring(svg).get("width")) < 1000


@needs_cli
def test_grundy_to_2_17_is_the_clis_bin_output(tmp_path):
    n = 2**17
    ours = nimlab.sequence("grundy", n)
    out = cli("sequence", "grundy", "--to", str(n), "--format", "bin", binary=True)
    assert out.returncode == 0
    theirs = nimlab.read_sequence(out.stdout)
    assert ours.dtype == theirs.dtype == np.uint8  # the values stay below 256 that far
    assert len(ours) == n + 1
    assert np.array_equal(ours, theirs)
    path = tmp_path / "grundy.bin"
    path.write_bytes(out.stdout)
    from_file = nimlab.read_sequence(path)
    assert np.array_equal(from_file, ours) and from_file.game == "grundy"
    from_file[0] = 1  # a writable array
    report = cli_json("sequence", "grundy", "--to", str(n))
    assert (ours.period, ours.preperiod, ours.proved, ours.reason) == (
        report["period"],
        report["preperiod"],
        report["proved"],
        report["reason"],
    )


@needs_cli
def test_a_periodic_sequence_carries_its_period():
    ours = nimlab.sequence("kayles", 1000)
    report = cli_json("sequence", "kayles", "--to", "1000")
    assert ours.tolist() == report["values"]
    assert ours.period == report["period"] == 12
    assert ours.preperiod == report["preperiod"]
    assert ours.proved is report["proved"] is True
    # A slice's period is not the sequence's.
    assert ours[5:].period is None
    assert np.asarray(ours).dtype == np.uint8


def test_sequence_dtype_is_the_smallest_that_holds_the_values():
    assert nimlab.sequence("kayles", 100).dtype == np.uint8
    # Taking any of 1..299 counters: g(n) = n mod 300.
    wide = nimlab.sequence("subtract:" + ",".join(map(str, range(1, 300))), 400)
    assert wide.max() > 255 and wide.dtype == np.uint16


def test_sequences_survive_pickling_and_copying_and_reduce_to_numbers():
    s = nimlab.sequence("kayles", 200)
    assert s.period == 12
    for back in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s), copy.copy(s), s.copy()):
        assert type(back) is nimlab.Sequence and np.array_equal(back, s)
        assert (back.game, back.period, back.preperiod, back.proved, back.reason) == (
            s.game, s.period, s.preperiod, s.proved, s.reason)
    # Reductions are NumPy scalars, equal to Python's own sums over the values.
    values = s.tolist()
    for got, want in ((s.max(), max(values)), (s.sum(), sum(values)), (np.min(s), min(values))):
        assert isinstance(got, np.generic) and not isinstance(got, np.ndarray) and got == want
    assert isinstance(s.max(axis=0), np.generic)
    assert s.cumsum().period is None and s.cumsum()[-1] == sum(values)


def test_results_survive_pickling():
    sol = nimlab.solve("domineering", "2x3")
    back = pickle.loads(pickle.dumps(sol))
    assert back == sol and back.moves[0].canonical == sol.moves[0].canonical


@needs_cli
def test_a_bad_position_raises_value_error_with_the_clis_message_and_offset():
    with pytest.raises(ValueError) as caught:
        nimlab.solve("nim", "3,x,5")
    err = caught.value
    assert isinstance(err, nimlab.NimlabError)
    assert err.offset == 2
    out = cli("solve", "nim", "3,x,5", "--json")
    assert out.returncode == 2
    assert out.stderr.strip() == f"nimlab: {err}"


@needs_cli
@pytest.mark.parametrize(
    "call, args",
    [
        (lambda: nimlab.solve("nosuchgame", "1"), ["solve", "nosuchgame", "1"]),
        (lambda: nimlab.sequence("chomp", 10), ["sequence", "chomp", "--to", "10"]),
        (lambda: nimlab.compare("nim:3", "domineering:2y3"), ["compare", "nim:3", "domineering:2y3"]),
        (lambda: nimlab.quotient("chomp", 10), ["quotient", "chomp", "--heaps", "10"]),
        (lambda: nimlab.table("nim"), ["table", "nim"]),
        (lambda: nimlab.value("{0|"), ["value", "{0|"]),
        (lambda: nimlab.value("^", cool="x"), ["value", "^", "--cool", "x"]),
        (lambda: nimlab.value("1/2", overheat="1"), ["value", "1/2", "--overheat", "1"]),
    ],
)
def test_failures_carry_the_clis_messages(call, args):
    with pytest.raises(nimlab.NimlabError) as caught:
        call()
    out = cli(*args)
    assert out.returncode == 2
    # The same message, with an argument named as Python names it (cool='x', not --cool 'x').
    said = re.sub(r"--(\w+) ('[^']*')", r"\1=\2", out.stderr.strip())
    assert said == f"nimlab: {caught.value}"
    assert caught.value.offset is None or isinstance(caught.value.offset, int)


@needs_cli
def test_read_sequence_of_a_kayles_bin_keeps_its_period(tmp_path):
    path = tmp_path / "kayles.bin"
    out = cli("sequence", "kayles", "--to", "1000", "--format", "bin", "-o", str(path))
    assert out.returncode == 0 and out.stdout == ""
    k = nimlab.read_sequence(path)
    # Kayles: period 12 from n = 71, proved by the octal periodicity theorem.
    assert (k.game, k.period, k.preperiod, k.proved) == ("kayles", 12, 71, True)
    assert len(k) == 1001 and np.array_equal(k, nimlab.sequence("kayles", 1000))


def test_read_sequence_reads_a_header_without_the_period():
    old = nimlab.read_sequence(b"nimlab-sequence kayles width=1 count=3\n\x00\x01\x02")
    assert list(old) == [0, 1, 2] and old.game == "kayles"
    assert (old.period, old.preperiod, old.proved) == (None, None, None)
    new = nimlab.read_sequence(b"nimlab-sequence grundy width=1 count=1 proved=false later=1\n\x00")
    assert (new.period, new.proved) == (None, False)


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: nimlab.sequence("kayles", -1), ["n=-1", "at least 0"]),
        (lambda: nimlab.sequence("kayles", 2**40), [f"n={2**40}", "too large for kayles", "at most"]),
        (lambda: nimlab.sequence("kayles", 2**70), [f"n={2**70}", "too large"]),
        (lambda: nimlab.quotient("kayles", -3), ["heaps=-3", "at least 0"]),
        (lambda: nimlab.table("chocolate", size=-1), ["size=-1", "at least 0"]),
        (lambda: nimlab.value("1/2", overheat=("1",)), ["overheat needs two games"]),
        (lambda: nimlab.value("^", cool=float("inf")), ["cool=inf", "finite"]),
        (lambda: nimlab.read_sequence(b"nimlab-sequence kayles width=x count=1\n\x00"), ["header"]),
        (lambda: nimlab.read_sequence(b"nimlab-sequence kayles width=1 count=1 period=x\n\x00"), ["period"]),
    ],
)
def test_bad_arguments_raise_a_one_line_nimlab_error_naming_them(call, words):
    with pytest.raises(nimlab.NimlabError) as caught:
        call()
    message = str(caught.value)
    assert all(w in message for w in words), message
    assert "\n" not in message and caught.value.offset is None


@needs_cli
def test_the_limit_said_is_the_clis():
    with pytest.raises(nimlab.NimlabError) as caught:
        nimlab.sequence("kayles", 2**40)
    limit = int(re.search(r"at most (\d+)", str(caught.value))[1])
    over = cli("sequence", "kayles", "--to", str(limit + 1))
    assert over.returncode == 2 and f"at most {limit}" in over.stderr
    assert len(nimlab.sequence("kayles", limit)) == limit + 1  # the limit itself is allowed


@pytest.mark.parametrize(
    "call, argument",
    [
        (lambda: nimlab.sequence("kayles", "10"), "n"),
        (lambda: nimlab.sequence("kayles", 10.0), "n"),
        (lambda: nimlab.sequence(10, 10), "game"),
        (lambda: nimlab.solve("nim", 345), "position"),
        (lambda: nimlab.table("chocolate", size="6"), "size"),
        (lambda: nimlab.value("^", cool=[1]), "cool"),
    ],
)
def test_wrong_types_raise_type_error_naming_the_argument(call, argument):
    with pytest.raises(TypeError, match=f"^{argument} must be"):
        call()


def test_numpy_integers_are_counts():
    assert len(nimlab.sequence("kayles", np.int64(20))) == 21


@needs_cli
@pytest.mark.parametrize("game, position", [("nim", "3,4\n5"), ("domineering", "..\n.."), ("kayles", "oo\to")])
def test_a_multi_line_position_fails_on_one_line(game, position):
    with pytest.raises(nimlab.NimlabError) as caught:
        nimlab.solve(game, position)
    message = str(caught.value)
    assert "\n" not in message and "\t" not in message
    # The CLI's message, with the control characters written as Python escapes.
    out = cli("solve", game, position)
    assert out.returncode == 2
    escaped = out.stderr.strip().replace("\n", "\\n").replace("\t", "\\t")
    assert escaped == f"nimlab: {message}"
    assert caught.value.offset is None or 0 <= caught.value.offset < len(position)


@needs_cli
def test_the_version_is_the_packages_and_the_clis():
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", nimlab.__version__)
    assert nimlab.__version__ == importlib.metadata.version("nimlab")
    assert cli("--version").stdout.split() == ["nimlab", nimlab.__version__]


def test_a_users_script_passes_mypy_strict_and_runs(tmp_path, request):
    # The package's types (py.typed, _nimlab.pyi, annotations) as a user's mypy sees them:
    # the package itself and the example pass --strict, and a script misusing the results
    # fails where it should.
    pytest.importorskip("mypy")  # scripts/py-test.sh installs it
    example = os.path.join(os.path.dirname(__file__), "typed_example.py")
    wrong = tmp_path / "wrong.py"
    wrong.write_text(
        "import nimlab\n"
        "a: int = nimlab.solve('nim', '1').outcome\n"
        "b = nimlab.solve('nim', '1').outcom\n"
        "c: str = nimlab.sequence('kayles', 9).period\n"
        "d: list[str] = nimlab.table('chomp').cells\n"
    )
    cache = request.config.cache.mkdir("mypy")

    def mypy(*args):
        out = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cache), "--no-error-summary", *args],
            capture_output=True, text=True, cwd=tmp_path, check=False,
        )
        assert out.returncode in (0, 1), out.stdout + out.stderr  # 2: mypy itself failed
        return out.stdout

    assert mypy("-p", "nimlab") == ""
    found = mypy(example, str(wrong))
    errors = [line for line in found.splitlines() if ": error:" in line]
    assert all(e.startswith("wrong.py:") for e in errors), found
    assert sorted({int(e.split(":")[1]) for e in errors}) == [2, 3, 4, 5], found
    ran = subprocess.run([sys.executable, example], capture_output=True, text=True, check=False)
    assert ran.returncode == 0, ran.stderr


@needs_cli
@pytest.mark.parametrize(
    "call, args",
    [
        (lambda: nimlab.table("chocolate", size=6), ["table", "chocolate", "--size", "6"]),
        (lambda: nimlab.table("tokenboard:12x4", rows=5, cols=4), ["table", "tokenboard:12x4", "--rows", "5", "--cols", "4"]),
        (lambda: nimlab.table("domineering", size=3), ["table", "domineering", "--size", "3"]),
        (lambda: nimlab.compare("domineering:2x3", "cutcake:1x2"), ["compare", "domineering:2x3", "cutcake:1x2"]),
        (lambda: nimlab.quotient("kayles", 30), ["quotient", "kayles", "--heaps", "30"]),
        (lambda: nimlab.quotient("octal:0.07", heaps=20), ["quotient", "octal:0.07", "--heaps", "20"]),
    ],
)
def test_table_compare_and_quotient_match_the_cli(call, args):
    ours, theirs = call(), cli_json(*args)
    assert ours == theirs and ours.to_dict() == theirs
    assert_typed(ours, theirs)


@needs_cli
def test_a_tables_undefined_cells_are_masked():
    # Three-row Chomp's table has no entry where no P-position has those two rows.
    t = nimlab.table("chomp")
    theirs = cli_json("table", "chomp")
    assert isinstance(t.cells, np.ma.MaskedArray) and t.cells.dtype == np.int64
    assert t.cells.shape == (len(theirs["row_keys"]), len(theirs["col_keys"]))
    nulls = [[x is None for x in row] for row in theirs["cells"]]
    assert t.cells.mask.tolist() == nulls and 0 < t.cells.mask.sum() < t.cells.size
    assert t.cells.filled(-1).tolist() == [[-1 if x is None else x for x in row] for row in theirs["cells"]]
    assert t.cells[0, 0] == theirs["cells"][0][0] and t.row_keys.tolist() == theirs["row_keys"]


@needs_cli
@pytest.mark.parametrize("args", [["chomp"], ["domineering", "--size", "3"], ["chocolate", "--size", "60"]])
def test_a_table_is_drawn_in_a_notebook_as_the_clis_cells(args):
    kwargs = {"size": int(args[2])} if len(args) > 2 else {}
    t, theirs = nimlab.table(args[0], **kwargs), cli_json("table", *args)
    root = ET.fromstring(f"<div>{t._repr_html_()}</div>")
    rows = [r for r in root.iter("tr")][1:]  # under the header
    shown = min(len(theirs["row_keys"]), 40)
    assert len(rows) == shown
    cut = len(theirs["row_keys"]) > 40 or len(theirs["col_keys"]) > 40
    assert ("(the first " in root.find("table/caption").text) == cut
    for row, key, cells, texts, classes in zip(
        rows, theirs["row_keys"], theirs["cells"], theirs.get("texts") or [None] * shown, theirs.get("classes") or [None] * shown
    ):
        assert row.find("th").text == str(key)
        want = [
            (("" if x is None else str(x)) if not texts or texts[c] is None else texts[c])
            + (f" ({classes[c]})" if classes and classes[c] else "")
            for c, x in enumerate(cells[:40])
        ]
        assert [td.text or "" for td in row.findall("td")] == want


@needs_cli
def test_value_matches_the_cli_and_says_what_it_computed():
    v = nimlab.value("{0|{0|-1}}")
    theirs = cli_json("value", "{0|{0|-1}}")
    assert v == theirs
    assert_typed(v, theirs)
    assert v.transformed is None and v["transformed"] is None
    # Up is all-small with atomic weight 1 (Lessons in Play: aw(^) = 1).
    assert nimlab.value("^").value.theory.atomic_weight == "1"
    assert nimlab.value("^")["value"]["theory"]["atomic_weight"] == "1"
    cooled = nimlab.value("domineering:3x3", cool=1)
    theirs = cli_json("value", "domineering:3x3", "--cool", "1")
    assert cooled == theirs
    assert_typed(cooled, theirs)
    assert cooled.transformed.op == "cool" and cooled.transformed.by == "1"
    # A float or Fraction temperature is the dyadic rational it is.
    half = cli_json("value", "{2|-1}", "--cool", "1/2")
    assert nimlab.value("{2|-1}", cool=0.5) == nimlab.value("{2|-1}", cool=Fraction(1, 2)) == half
    assert nimlab.value("*", heat="1") == cli_json("value", "*", "--heat", "1")
    assert nimlab.value("1/2", overheat=("1", "1*")) == cli_json("value", "1/2", "--overheat", "1,1*")
    assert nimlab.value("1/2", overheat="1,1*") == nimlab.value("1/2", overheat=("1", "1*"))
    with pytest.raises(nimlab.NimlabError, match="at most one of"):
        nimlab.value("^", cool=1, heat="1")


def test_ctrl_c_stops_a_long_sequence_and_the_interpreter_goes_on():
    out, stopped = ctrl_c(
        """
        import time, nimlab
        print("computing", flush=True)
        start = time.monotonic()
        try:
            nimlab.sequence("grundy", 2**24)
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted after %.2f s" % (time.monotonic() - start), flush=True)
        print("still running:", sum(nimlab.sequence("kayles", 100)), flush=True)
        """,
        after=1.0,
    )
    lines = out.splitlines()
    # Interrupted, not finished: the sequence stopped at the signal. How fast is printed, not
    # asserted (a time is a guess about the machine); a child that never stops fails
    # ctrl_c's timeout instead.
    assert lines[0].startswith("interrupted after"), out
    assert lines[1].startswith("still running: ")
    print(f"{stopped:.2f} s from SIGINT to exit")


def test_sequences_release_the_gil():
    # While a sequence computes in a thread, the main thread runs Python code.
    spins = 0
    with ThreadPoolExecutor(1) as pool:
        job = pool.submit(nimlab.sequence, "grundy", 2**16)
        while not job.done():
            spins += 1
            time.sleep(0)
        job.result()
    assert spins > 100


def test_two_sequences_run_at_once_in_threads():
    # A long sequence and a short one started after it in a pool of two threads: the short
    # one ends first only if the long one let go of the GIL (with it held, the second thread
    # could not even start). Cores need not be free for this, unlike a speed-up would.
    with ThreadPoolExecutor(2) as pool:
        started = time.perf_counter()
        long = pool.submit(nimlab.sequence, "grundy", 2**18)
        time.sleep(0.2)
        short = pool.submit(nimlab.sequence, "grundy", 2**12)
        short.result(timeout=60)
        short_done = time.perf_counter() - started
        assert not long.done(), "the long sequence ended before the short one"
        values = long.result(timeout=600)
        long_done = time.perf_counter() - started
    assert np.array_equal(values[: 2**12 + 1], short.result())
    print(f"short sequence done at {short_done:.2f} s, long at {long_done:.2f} s")


def test_a_cycle_is_a_draw_with_its_loopy_value():
    sol = nimlab.solve("dag", "a>b,b>a;a")
    assert sol.outcome == "draw"
    assert sol["value"] == "draw"
    assert sol.grundy is None and sol.remoteness is None
    assert sol.loopy == {"infinite": True, "value": None, "k": [], "text": "∞{}"}
    # A loop beside an exit wins by the exit: ∞{0}.
    win = nimlab.solve("dag", "a>a,a>b;a")
    assert win.outcome == "N"
    assert [(m.move, m.loopy["text"], m.winning) for m in win.moves] == [("a>a", "∞{0}", False), ("a>b", "0", True)]
    # An acyclic graph keeps its JSON: no loopy key.
    assert "loopy" not in nimlab.solve("dag", "a>b;a").to_dict()


@needs_cli
def test_a_cycle_solves_as_the_cli_says():
    assert nimlab.solve("dag", "a>b,b>a;a").to_dict() == cli_json("solve", "dag", "a>b,b>a;a")
