"""What a lesson trips on: the README's examples as a user's mypy and Python see them, bad
numbers and the error they raise, messages that name Python's arguments, the quotient's
P-portion, the sequence file written from Python, and three-row Chomp's list."""

import os
import subprocess
import sys
from fractions import Fraction

import numpy as np
import pytest

import nimlab
from nimlab import Game

CLI = os.environ.get("NIMLAB_CLI")
needs_cli = pytest.mark.skipif(not CLI or not os.path.exists(CLI), reason="NIMLAB_CLI is not a built CLI")
README = os.path.join(os.path.dirname(__file__), "..", "README.md")


def readme_blocks():
    text = open(README, encoding="utf-8").read()
    return [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]


def test_every_readme_example_passes_mypy_strict_and_runs(tmp_path):
    pytest.importorskip("mypy")
    blocks = readme_blocks()
    assert len(blocks) == 4
    # Each block as a user pastes it, after `import nimlab` where the README says it above.
    scripts = []
    for i, block in enumerate(blocks):
        script = tmp_path / f"readme_{i}.py"
        script.write_text(block if "import nimlab" in block else f"import nimlab\n{block}")
        scripts.append(script)
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *map(str, scripts)],
        capture_output=True, text=True, cwd=tmp_path, check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    # The first block reads the file `nimlab sequence grundy ... --format bin` writes.
    nimlab.write_sequence(nimlab.sequence("grundy", 100), tmp_path / "grundy.bin")
    for script in scripts:
        ran = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path, check=False)
        assert ran.returncode == 0, f"{script.name}: {ran.stderr}"


@pytest.mark.parametrize(
    "make",
    [
        lambda: nimlab.game(float("nan")),
        lambda: nimlab.game(float("inf")),
        lambda: nimlab.game(2**60),
        lambda: nimlab.game(2**100),
        lambda: nimlab.game(0.3),
        lambda: nimlab.game(Fraction(1, 3)),
        lambda: Game(1) + 2**60,
        lambda: Game(1).cool(float("nan")),
        lambda: Game(1).cool(0.3),
        lambda: Game(1).heat(float("nan")),
        lambda: nimlab.value("^", cool=float("nan")),
        lambda: nimlab.value("^", cool=0.3),
        lambda: nimlab.value("^", overheat=(1, 0.3)),
    ],
)
def test_a_number_no_game_can_be_raises_nimlab_error(make):
    # One documented type for bad input, whatever the number and wherever it is given.
    with pytest.raises(nimlab.NimlabError) as caught:
        make()
    assert type(caught.value) is nimlab.NimlabError
    assert "\n" not in str(caught.value)


def test_cool_by_a_float_that_is_not_dyadic_says_so():
    with pytest.raises(nimlab.NimlabError) as caught:
        Game("{2|-1}").cool(0.3)
    assert str(caught.value) == "0.3 is not a dyadic rational with a denominator up to 2^20 (such as 3/4 or 0.75)"
    with pytest.raises(nimlab.NimlabError) as caught:
        nimlab.value("{2|-1}", cool=0.3)
    assert str(caught.value).startswith("cool=0.3 is not a dyadic rational")
    # Dyadic floats are exact, and cool as their fractions do.
    assert Game("{2|-1}").cool(0.75) == Game("{2|-1}").cool(Fraction(3, 4)) == Game("{2|-1}").cool("3/4")
    assert nimlab.value("{2|-1}", cool=0.5).transformed == nimlab.value("{2|-1}", cool="1/2").transformed


def test_messages_name_pythons_arguments_not_the_clis_flags():
    said = []
    for call in [
        lambda: nimlab.value("^", cool="x"),
        lambda: nimlab.value("^", heat="{1"),
        lambda: nimlab.value("^", overheat="1"),
        lambda: nimlab.value("^", cool=1, heat=1),
        lambda: nimlab.search_outcome("nim", "3"),
        lambda: nimlab.sequence("kayles", 2**40),
    ]:
        with pytest.raises(nimlab.NimlabError) as caught:
            call()
        said.append(str(caught.value))
    assert all("--" not in m for m in said), said
    assert said[0] == "cool='x': a number is needed, such as 1 or 3/4"
    assert said[1].startswith("heat='{1': ")
    assert said[2] == "overheat='1': two games S,T are needed, such as 1,1*"
    assert said[3] == "give at most one of cool=, heat= and overheat="
    assert said[4].endswith("call nimlab.solve instead")
    assert said[5] == f"n={2**40} is too large for kayles: at most {2**24}"


def test_the_p_portion_is_a_typed_record():
    q = nimlab.quotient("octal:0.07", 20)
    p = q.p_portion
    assert isinstance(p, nimlab.PPortion)
    assert p.size == len(p.elements) == 5
    assert set(p.elements) <= set(q.elements)
    assert p.to_dict() == q.to_dict()["p_portion"] == {"size": p.size, "elements": p.elements}


def test_write_sequence_round_trips(tmp_path):
    for game, n in [("kayles", 400), ("grundy", 300), ("lasker", 300)]:
        s = nimlab.sequence(game, n)
        data = nimlab.write_sequence(s, tmp_path / f"{game}.bin")
        assert (tmp_path / f"{game}.bin").read_bytes() == data
        back = nimlab.read_sequence(data)
        assert np.array_equal(back, s) and back.dtype == s.dtype
        assert (back.game, back.period, back.preperiod, back.proved) == (s.game, s.period, s.preperiod, s.proved)
    with pytest.raises(TypeError):
        nimlab.write_sequence([0, 1, 2])  # type: ignore[arg-type]
    with pytest.raises(nimlab.NimlabError, match="no game"):
        nimlab.write_sequence(nimlab.sequence("kayles", 10)[2:])


@needs_cli
@pytest.mark.parametrize("game, n", [("kayles", 1000), ("grundy", 5000), ("lasker", 20000), ("subtract:1,3,4", 50)])
def test_write_sequence_writes_the_clis_bytes(tmp_path, game, n):
    path = tmp_path / "cli.bin"
    out = subprocess.run([CLI, "sequence", game, "--to", str(n), "--format", "bin", "-o", str(path)], capture_output=True, check=False)
    assert out.returncode == 0, out.stderr
    assert nimlab.write_sequence(nimlab.sequence(game, n)) == path.read_bytes()


def test_three_row_chomp_has_the_clis_limit():
    # Past the grid (b = 2000) the table is listed, as the CLI lists it, to b = 10,000.
    with pytest.raises(nimlab.NimlabError, match=r"nimlab.table_list\('chomp3', 2500\)"):
        nimlab.table("chomp3", size=2500)
    with pytest.raises(nimlab.NimlabError, match="listed up to b = 15000, not 15001"):
        nimlab.table_list("chomp3", 15001)
    small = nimlab.table_list("chomp3", 30)
    assert small.shape[1] == 3 and small.dtype == np.uint32
    # Against the drawn grid: the cell in row c, column b holds the a making (a, b, c) a P-position.
    grid = nimlab.table("chomp3", size=30)
    drawn = {
        (int(grid.cells[i, j]), b, c)
        for i, c in enumerate(grid.row_keys)
        for j, b in enumerate(grid.col_keys)
        if not np.ma.is_masked(grid.cells[i, j])
    }
    assert {tuple(map(int, r)) for r in small} == drawn
    assert len(drawn) > 30


def test_four_row_chomp_is_listed_with_four_columns():
    # OEIS A395126: 4,316,097 P-positions with a first row of at most 500; here the first ones.
    listed = nimlab.table_list("chomp4", 3)
    assert listed.shape == (7, 4) and listed.dtype == np.uint32
    assert sorted(map(tuple, listed.tolist())) == [
        (1, 0, 0, 0), (2, 1, 0, 0), (2, 2, 1, 0), (2, 2, 2, 1), (3, 1, 1, 0), (3, 2, 0, 0), (3, 3, 1, 1)
    ]
    with pytest.raises(nimlab.NimlabError, match="listed up to a = 500, not 501"):
        nimlab.table_list("chomp4", 501)
    # Its table, as the app draws it: the d of each P-position (a, b, c, d) of one first row a.
    grid = nimlab.table("chomp4", 8)
    assert grid.title.startswith("Four-row Chomp with a first row of 8")
    drawn = {
        (8, b, c, int(grid.cells[i, j]))
        for i, c in enumerate(grid.row_keys)
        for j, b in enumerate(grid.col_keys)
        if not np.ma.is_masked(grid.cells[i, j])
    }
    assert drawn == {tuple(map(int, r)) for r in nimlab.table_list("chomp4", 8) if r[0] == 8}
    assert len(drawn) > 5


@needs_cli
def test_three_row_chomp_lists_what_the_cli_lists():
    out = subprocess.run([CLI, "table", "chomp3", "--size", "2100"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    # After the title and "a b c", one "a b c" line per P-position, then the count line.
    lines = out.stdout.splitlines()
    assert lines[1] == "a b c" and lines[-1].endswith(" P-positions"), lines[:2] + lines[-1:]
    rows = [tuple(map(int, line.split())) for line in lines[2:-1]]
    assert len(rows) == int(lines[-1].split()[0])
    listed = nimlab.table_list("chomp3", 2100)
    assert [tuple(map(int, r)) for r in listed] == rows
