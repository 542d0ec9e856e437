"""examples/census.py: its --codes, its errors, and the census itself on a local Dask cluster,
each row checked against g(0..=n) computed here from the rules of octal games (GAMES.md) and
against the CLI. Ray's run is skipped when Ray is not installed (it is optional)."""

import importlib.util
import itertools
import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "examples" / "census.py"
CLI = os.environ.get("NIMLAB_CLI")
needs_cli = pytest.mark.skipif(not CLI or not os.path.exists(CLI), reason="NIMLAB_CLI is not a built CLI")
# Long enough for the periods of 0.07 and Kayles (0.77) to be proved, short enough for seconds.
N = 400
# Guards against a hang only: a census that finishes runs in seconds.
HANG = 300


def load_census():
    spec = importlib.util.spec_from_file_location("census", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


census = load_census()


def run(*args):
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=HANG, check=False
    )


def every_code(digits):
    """The octal games with that many digits after the point, from GAMES.md: head 0 or 4,
    each digit 0-7, and some move allowed (0.00... allows none)."""
    return [
        f"{head}.{''.join(map(str, ds))}"
        for head in (0, 4)
        for ds in itertools.product(range(8), repeat=digits)
        if head == 4 or any(ds)
    ]


def octal_values(code, n):
    """g(0..=n) of octal:CODE from the definition: digit d_k lets k counters go when they
    are the whole heap (bit 1), leaving one heap (bit 2) or two non-empty heaps (bit 4); head 4
    splits a heap in two without taking."""
    head, _, tail = code.partition(".")
    digits = [int(c) for c in tail]
    g = []
    for h in range(n + 1):
        options = set()
        if head == "4":
            options.update(g[a] ^ g[h - a] for a in range(1, h // 2 + 1))
        for k, d in enumerate(digits, start=1):
            rest = h - k
            if rest < 0:
                break
            if d & 1 and rest == 0:
                options.add(0)
            if d & 2 and rest >= 1:
                options.add(g[rest])
            if d & 4 and rest >= 2:
                options.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        g.append(next(v for v in itertools.count() if v not in options))
    return g


def test_codes_lists_and_ranges():
    two = every_code(2)[:63]
    assert census.parse_codes("0.01-0.77") == two
    assert census.parse_codes("0.00-0.77") == two, "a range's ends need not be games themselves"
    assert census.parse_codes("0.001-0.777") == every_code(3)[:511]
    assert census.parse_codes("0.07,0.137, 4.07") == ["0.07", "0.137", "4.07"]
    assert census.parse_codes("0.6-4.1") == ["0.6", "0.7", "4.0", "4.1"], "octal order, 1. to 3. are no games"
    assert census.parse_codes(".5-.7") == ["0.5", "0.6", "0.7"]
    assert census.parse_codes("4.-4.") == ["4."]
    assert census.parse_codes("octal:0.07") == ["0.07"]
    assert census.parse_codes("0.05,0.01-0.07,0.05") == ["0.05", "0.01", "0.02", "0.03", "0.04", "0.06", "0.07"]


@pytest.mark.parametrize(
    "codes, says",
    [
        ("0.78", "'8' is not an octal digit"),
        ("3.1", "must be 0 or 4"),
        ("0.00", "allows no move"),
        ("0.07,,0.1", "empty item"),
        ("", "empty item"),
        ("0.1-0.77", "same number of digits after the point (1 and 2)"),
        ("0.77-0.01", "is empty: 0.77 comes after 0.01"),
        ("0.00-0.00", "holds no code that makes a game"),
        ("0.8-0.9", "'0.8' is not an octal code"),
        ("0.07-", "'' is not an octal code"),
        ("0.0000001-0.7777777", "holds 2097151 codes: at most 100000"),
    ],
)
def test_bad_codes_are_named_in_one_line(codes, says):
    with pytest.raises(census.CensusError, match=re.escape(says)):
        census.parse_codes(codes)
    out = run("--codes", codes)
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("census.py: argument --codes: "), out.stderr
    assert says in out.stderr


@pytest.mark.parametrize(
    "args, says",
    [
        (["--n", "-1"], "argument --n: '-1' is not a heap size (0 or more)"),
        (["--workers", "0"], "argument --workers: '0' is not a number of workers (1 or more)"),
        (["--timeout", "nan"], "argument --timeout: 'nan' is not a number of seconds above 0"),
        (["--timeout", "0"], "argument --timeout: '0' is not a number of seconds above 0"),
        (["--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["--ray", "--scheduler", "tcp://127.0.0.1:8786"], "--scheduler is for Dask: --ray starts a local Ray instance"),
    ],
)
def test_bad_arguments_are_named_in_one_line(args, says):
    out = run(*args)
    assert (out.returncode, out.stdout, out.stderr) == (2, "", f"census.py: {says}\n")


@pytest.fixture(scope="module")
def local_census():
    out = run("--codes", "0.01-0.77", "--n", str(N), "--workers", "2", "--json", "--progress", "--dashboard", ":0")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout), out.stderr


def test_census_on_a_local_cluster(local_census):
    report, stderr = local_census
    assert report["n"] == N and report["engine"] == "dask" and report["on"] == "2 local worker(s)"
    rows = report["rows"]
    assert [r["code"] for r in rows] == every_code(2)[:63]
    for r in rows:
        g = octal_values(r["code"], N)
        assert r["max"] == max(g), r
        if r["period"] is None:
            continue
        p, q = r["period"], r["preperiod"]
        assert all(g[i] == g[i + p] for i in range(q, N + 1 - p)), r
        if r["proved"]:
            # The theorem's promise, checked further than the census looked.
            longer = octal_values(r["code"], 3 * N)
            assert all(longer[i] == longer[i + p] for i in range(q, 3 * N + 1 - p)), r
    proved = {r["code"] for r in rows if r["proved"]}
    assert {"0.07", "0.77", "0.17"} <= proved
    # Dask's progress bar reached the end, on stderr, and the dashboard was accounted for.
    assert "100% Completed" in stderr
    dashboard = re.search(r"^dashboard: (.*)$", stderr, re.M)
    assert dashboard, stderr
    if importlib.util.find_spec("bokeh") is None:
        assert dashboard.group(1).startswith("unavailable, the scheduler has no bokeh"), dashboard.group(0)
    else:
        assert re.fullmatch(r"http://[^ ]+/status", dashboard.group(1)), dashboard.group(0)


@needs_cli
def test_census_rows_are_the_clis(local_census):
    for r in local_census[0]["rows"]:
        out = subprocess.run([CLI, "sequence", f"octal:{r['code']}", "--to", str(N), "--json"],
                             capture_output=True, text=True, check=True)
        cli = json.loads(out.stdout)
        assert (r["period"], r["preperiod"], r["proved"], r["max"]) == (
            cli["period"], cli["preperiod"], cli["proved"], max(cli["values"])
        ), r["code"]


def test_a_census_with_a_results_file_resumes_where_it_stopped(tmp_path):
    results = tmp_path / "census.jsonl"
    common = ("--n", str(N), "--workers", "1", "--dashboard", "none", "--no-progress", "--json",
              "--results", str(results))
    first = run("--codes", "0.07,0.17", *common)
    assert first.returncode == 0, first.stderr
    lines = results.read_text().splitlines()
    assert json.loads(lines[0]) == {"census": "nimlab octal census", "n": N}
    assert sorted(json.loads(line)["code"] for line in lines[1:]) == ["0.07", "0.17"]
    before = {r["code"]: r for r in json.loads(first.stdout)["rows"]}
    # A crash while a row was written leaves a line cut short; it is dropped, and its code computed.
    with results.open("a") as f:
        f.write('{"code": "0.37", "per')
    again = run("--codes", "0.07,0.17,0.37", *common)
    assert again.returncode == 0, again.stderr
    assert f"resumed from {results}: 2 of 3 codes already counted" in again.stderr
    rows = json.loads(again.stdout)["rows"]
    assert [r["code"] for r in rows] == ["0.07", "0.17", "0.37"]
    # The rows read back are the first run's (its timings too: nothing was computed again).
    assert rows[:2] == [before["0.07"], before["0.17"]]
    assert rows[2]["max"] == max(octal_values("0.37", N))
    lines = results.read_text().splitlines()
    assert [json.loads(line)["code"] for line in lines[1:]] == ["0.07", "0.17", "0.37"]
    # Everything known: no cluster is started, and the table is printed from the file alone.
    done = run("--codes", "0.17,0.07", *common[:-3], "--results", str(results))
    assert done.returncode == 0, done.stderr
    assert "dashboard" not in done.stderr
    assert "| 0.17 |" in done.stdout.splitlines()[2]


@pytest.mark.parametrize("content, says", [
    ('{"census": "nimlab octal census", "n": 5}\n', "holds a census to n = 5, not 400: give --n 5 or another file"),
    ("code,period\n0.07,4\n", "is not a census results file (line 1 is not its header)"),
    ('{"census": "nimlab octal census", "n": 400}\n[1]\n{"code": "0.07"}\n', "line 2 is not a row (no code)"),
    ('{"census": "nimlab octal census", "n": 400}\n{"code\n{"code": "0.07"}\n', "line 2 is not a row: "),
])
def test_a_results_file_that_is_not_this_census_is_refused(tmp_path, content, says):
    results = tmp_path / "other.jsonl"
    results.write_text(content)
    out = run("--codes", "0.07", "--n", str(N), "--results", str(results), "--dashboard", "none")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines()[-1].startswith(f"census.py: --results '{results}' {says}"), out.stderr
    # Refused, not overwritten.
    assert results.read_text() == content


def test_a_code_refused_at_that_n_is_skipped():
    rows = [census.census_one("0.77", 5), census.census_one("0.6", 10**9)]
    assert rows[0]["max"] == max(octal_values("0.77", 5))
    assert rows[1]["code"] == "0.6" and "too large" in rows[1]["skipped"]
    assert "skipped: " in census.table(rows, 5)


def test_no_worker_joins_within_the_timeout():
    from dask.distributed import LocalCluster

    with LocalCluster(n_workers=0, processes=False, protocol="tcp://", host="127.0.0.1",
                      scheduler_port=0, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        out = run("--scheduler", address, "--timeout", "1", "--codes", "0.07")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines()[-1] == (
        f"census.py: no worker joined the scheduler at {address} within 1 s "
        f"(start one with: dask worker {address} --nthreads 1)"
    ), out.stderr


@pytest.mark.parametrize(
    "address, says",
    [
        ("foo", "missing port number in address 'foo'"),
        ("xyz://127.0.0.1:1", "unknown address scheme 'xyz'"),
    ],
)
def test_a_bad_scheduler_address_is_named(address, says):
    out = run("--scheduler", address, "--timeout", "1", "--codes", "0.07")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith(f"census.py: --scheduler '{address}' is not a scheduler's address: "), out.stderr
    assert says in out.stderr and out.stderr.count("\n") == 1, out.stderr


def test_a_bad_dashboard_address_is_named():
    # An address of no interface here: binding to it fails at once, sending nothing.
    out = run("--dashboard", "203.0.113.7:8787", "--codes", "0.07", "--n", "10")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines()[-1].startswith(
        "census.py: the local cluster did not start with --dashboard '203.0.113.7:8787': "
    ), out.stderr


def test_no_scheduler_answers_within_the_timeout():
    with socket.socket() as s:  # a port that nothing listens on once it is closed
        s.bind(("127.0.0.1", 0))
        address = f"tcp://127.0.0.1:{s.getsockname()[1]}"
    out = run("--scheduler", address, "--timeout", "1", "--codes", "0.07")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines()[-1].startswith(f"census.py: no scheduler answered at {address} within 1 s"), out.stderr


def test_census_on_ray_gives_daskss_rows(local_census):
    reason = "Ray is not installed: the census on Ray is optional (docs/census.md)"
    ray = pytest.importorskip("ray", reason=reason)
    if getattr(ray, "__file__", None) is None:  # Ray's session folder /tmp/ray, met from /tmp
        pytest.skip(reason)
    out = run("--ray", "--codes", "0.01-0.17", "--n", str(N), "--workers", "2", "--json", "--progress")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["engine"] == "ray"
    strip = lambda rows: [{k: v for k, v in r.items() if k != "seconds"} for r in rows]  # noqa: E731
    dask_rows = [r for r in local_census[0]["rows"] if r["code"] <= "0.17"]
    assert strip(report["rows"]) == strip(dask_rows)
