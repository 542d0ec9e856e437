"""A census of octal games with Dask (or Ray): one task per code, each computing g(0..=n) with
the nimlab package, gathered into one table (docs/census.md).

    python examples/census.py --n 20000 --workers 2                  # a local cluster, 2 processes
    python examples/census.py --codes 0.001-0.777 --n 5000            # every three-digit code
    python examples/census.py --codes 0.07,0.137,4.07 --scheduler tcp://scheduler:8786 --timeout 30
    python examples/census.py --ray --n 20000                          # the same on local Ray
    python examples/census.py --codes 0.001-0.777 --n 100000 --results census.jsonl  # resumable

Each row gives the code's period and preperiod when one was seen in g(0..=n) (and whether
the octal periodicity theorem proves it), or else the largest value. A code the engine
refuses at that n is reported as skipped, with the engine's message.

With `--results FILE` each code's row is added to FILE (JSON lines after a header naming n) as
soon as its task ends; run the same command again after Ctrl-C or a crash and the codes already
in FILE are read back rather than computed again.

The table and a summary go to stdout (`--json` writes them as one JSON object); the progress
bar (on a terminal, or with `--progress`), the dashboard's address and the errors go to stderr.
A bad argument, a scheduler that does not answer or no worker within `--timeout` seconds end
the script with status 2 and a one-line message.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import re
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

PROG = "census.py"

# A range is spelled with the codes' own digits, so its ends are written as octal numbers
# `d0.d1...dk` (d0 may be left out, as in `.137`).
_RANGE_END = re.compile(r"([0-7]?)\.([0-7]*)")

# More codes than this in one census is almost surely a typo (0.0000001-0.7777777 is two
# million tasks); refusing it answers at once instead of expanding the range for minutes.
MAX_CODES = 100_000


class CensusError(Exception):
    """A bad argument or an unreachable cluster: printed as one line, exit status 2."""


def _engine_refusal(code: str) -> Optional[str]:
    """Why the engine refuses `octal:CODE`, or None when it takes it: the engine is the one
    authority on codes (`nimlab sequence octal:CODE` accepts the same ones), and g(0..=0)
    costs nothing."""
    try:
        import nimlab
    except ImportError as e:
        raise CensusError(f"the nimlab package is not installed ({e}): pip install ./crates/python") from e

    try:
        nimlab.sequence(f"octal:{code}", 0)
    except nimlab.NimlabError as e:
        return str(e)
    return None


def _range_end(item: str, end: str) -> Tuple[int, int]:
    """A range's end `d0.d1...dk` as the octal number it reads as, and its k."""
    m = _RANGE_END.fullmatch(end)
    if m is None:
        raise CensusError(f"range '{item}': '{end}' is not an octal code such as 0.07 or 4.137")
    return int((m.group(1) or "0") + m.group(2), 8), len(m.group(2))


def _expand_range(item: str, lo: str, hi: str) -> Iterator[str]:
    """Every code the engine takes from `lo` to `hi`, both written with k digits after the
    point, in octal order (the codes read as octal numbers)."""
    (first, k), (last, k_last) = _range_end(item, lo), _range_end(item, hi)
    if k_last != k:
        raise CensusError(
            f"range '{item}': both ends need the same number of digits after the point ({k} and {k_last})"
        )
    if first > last:
        raise CensusError(f"range '{item}' is empty: {lo} comes after {hi}")
    if last - first + 1 > MAX_CODES:
        raise CensusError(f"range '{item}' holds {last - first + 1} codes: at most {MAX_CODES} in one census")
    for number in range(first, last + 1):
        digits = format(number, "o").rjust(k + 1, "0")
        code = f"{digits[:-k] if k else digits}.{digits[-k:] if k else ''}"
        # Between the ends lie numbers that are no game (1.x, or 0.00 that allows no move).
        if _engine_refusal(code) is None:
            yield code


def parse_codes(text: str) -> List[str]:
    """`--codes`: a comma-separated list of codes (`0.07,0.137,4.07`) and ranges (`0.01-0.77`:
    every code of that many digits in between, in octal order), without repeats, in the
    order given. Raises CensusError naming the first bad item."""
    codes: Dict[str, None] = {}
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise CensusError(f"'{text}' has an empty item: write codes such as 0.07,0.137 or 0.01-0.77")
        code = item.removeprefix("octal:")
        if "-" in code:
            lo, _, hi = code.partition("-")
            found = list(_expand_range(item, lo.strip(), hi.strip()))
            if not found:
                raise CensusError(f"range '{item}' holds no code that makes a game")
            codes.update(dict.fromkeys(found))
            continue
        refusal = _engine_refusal(code)
        if refusal is not None:
            raise CensusError(refusal)
        codes[code] = None
    if len(codes) > MAX_CODES:
        raise CensusError(f"{len(codes)} codes: at most {MAX_CODES} in one census")
    return list(codes)


def census_one(code: str, n: int) -> Dict[str, Any]:
    """One task: the sequence of octal:CODE to n, summarised (the array stays on the worker)."""
    import nimlab  # imported on the worker

    start = time.perf_counter()
    try:
        g = nimlab.sequence(f"octal:{code}", n)
    except ValueError as e:
        return {"code": code, "skipped": str(e)}
    return {
        "code": code,
        "period": g.period,
        "preperiod": g.preperiod,
        "proved": bool(g.proved),
        "max": int(g.max()),
        "seconds": time.perf_counter() - start,
    }


def table(rows: List[Dict[str, Any]], n: int) -> str:
    lines = [
        f"| code | period | preperiod | proved | largest value in g(0..={n}) | seconds |",
        "| --- | ---: | ---: | --- | ---: | ---: |",
    ]
    for r in rows:
        if "skipped" in r:
            lines.append(f"| {r['code']} | – | – | – | skipped: {r['skipped']} | |")
            continue
        period = r["period"] if r["period"] is not None else "none seen"
        pre = r["preperiod"] if r["preperiod"] is not None else "–"
        lines.append(
            f"| {r['code']} | {period} | {pre} | {'yes' if r['proved'] else 'no'} | {r['max']} | {r['seconds']:.2f} |"
        )
    return "\n".join(lines)


# The first line of a results file; the rows follow, one JSON object a line.
RESULTS_KIND = "nimlab octal census"


class Results:
    """`--results FILE`: the rows of a census as they come, one JSON line each after a header
    naming n, so that a census stopped by Ctrl-C or a crash resumes where it was. A last line
    cut short (the process died while writing it) is dropped; anything else unreadable, or a
    census to another n, is refused rather than overwritten."""

    def __init__(self, path: Path, n: int):
        self.path, self.n = path, n
        self.rows: Dict[str, Dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._file: Optional[Any] = None
        if path.exists():
            self._read()
        try:
            # Rewritten whole (the header and the rows read), then appended to: a line cut short
            # by a crash does not stay in front of the next one.
            self._file = path.open("w", encoding="utf-8")
            self._write({"census": RESULTS_KIND, "n": n})
            for row in self.rows.values():
                self._write(row)
        except OSError as e:
            raise CensusError(f"--results '{path}' cannot be written: {e.strerror or e}") from e

    def _read(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise CensusError(f"--results '{self.path}' cannot be read: {e}") from e
        lines = text.split("\n")
        whole = lines[:-1]  # the last piece ends without a newline: empty, or cut short
        if not whole:
            if lines[-1].strip():
                raise CensusError(f"--results '{self.path}' is not a census results file (no header line)")
            return
        try:
            header = json.loads(whole[0])
        except json.JSONDecodeError:
            header = None
        if not isinstance(header, dict) or header.get("census") != RESULTS_KIND:
            raise CensusError(f"--results '{self.path}' is not a census results file (line 1 is not its header)")
        if header.get("n") != self.n:
            raise CensusError(
                f"--results '{self.path}' holds a census to n = {header.get('n')}, not {self.n}: "
                f"give --n {header.get('n')} or another file"
            )
        for number, line in enumerate(whole[1:], start=2):
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                raise CensusError(f"--results '{self.path}' line {number} is not a row: {e.msg}") from None
            if not isinstance(row, dict) or not isinstance(row.get("code"), str):
                raise CensusError(f"--results '{self.path}' line {number} is not a row (no code)")
            self.rows[row["code"]] = row

    def _write(self, row: Dict[str, Any]) -> None:
        assert self._file is not None
        self._file.write(json.dumps(row) + "\n")
        self._file.flush()

    def add(self, row: Dict[str, Any]) -> None:
        """Keeps a row (from any thread); one already kept is not written again."""
        with self._lock:
            if self._file is None or row["code"] in self.rows:
                return
            self.rows[row["code"]] = row
            self._write(row)

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None


def note(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


OnRow = Callable[[Dict[str, Any]], None]


def run_dask(
    todo: List[str], args: argparse.Namespace, show_progress: bool, on_row: OnRow
) -> Tuple[List[Dict[str, Any]], float]:
    """The census on a Dask cluster: the one at `--scheduler`, or a local one of `--workers`
    processes. Returns the rows in the order of `todo` and the seconds from the first task
    sent to the last result gathered (starting a cluster is not counted); `on_row` is given
    each row as its task ends (from another thread)."""
    try:
        from dask.distributed import Client, LocalCluster, progress
    except ImportError as e:
        raise CensusError(f"Dask is not installed ({e}): pip install 'dask[distributed]'") from e

    cluster = None
    if args.scheduler:
        address = args.scheduler
        try:
            client = Client(address, timeout=args.timeout)
        except ValueError as e:
            raise CensusError(f"--scheduler '{address}' is not a scheduler's address: {e}") from e
        except OSError as e:
            raise CensusError(f"no scheduler answered at {address} within {args.timeout:g} s ({e})") from e
    else:
        # One thread per worker process: each task is one core's work in Rust, so k workers
        # keep k cores busy.
        try:
            cluster = LocalCluster(
                n_workers=args.workers,
                threads_per_worker=1,
                dashboard_address=None if args.dashboard == "none" else args.dashboard,
            )
        except RuntimeError as e:  # Dask's word for any failure to start, a bad address among them
            raise CensusError(f"the local cluster did not start with --dashboard '{args.dashboard}': {e}") from e
        client = Client(cluster)
        address = cluster.scheduler_address
    try:
        note(dask_dashboard(client))
        try:
            client.wait_for_workers(1, timeout=args.timeout)
        except TimeoutError as e:
            raise CensusError(
                f"no worker joined the scheduler at {address} within {args.timeout:g} s "
                f"(start one with: dask worker {address} --nthreads 1)"
            ) from e
        start = time.perf_counter()
        futures = client.map(census_one, todo, n=args.n, pure=False)
        for future in futures:
            # Dask calls this in a thread of its own once the task has ended.
            future.add_done_callback(lambda f: f.status == "finished" and on_row(f.result()))
        if show_progress:
            # Dask's text bar writes to stdout, which holds the table.
            with contextlib.redirect_stdout(sys.stderr):
                progress(futures)
        rows = list(client.gather(futures))
        for row in rows:  # a callback may still be on its way
            on_row(row)
        return rows, time.perf_counter() - start
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _dashboard_loaded() -> bool:
    # Runs on the scheduler, which imports its dashboard module only when bokeh is there.
    return "distributed.dashboard.scheduler" in sys.modules


def dask_dashboard(client: Any) -> str:
    """Where the scheduler's dashboard is, or why there is none."""
    try:
        link = client.dashboard_link
    except KeyError:  # a scheduler started without an HTTP server
        link = None
    if not link:
        return "dashboard: off (--dashboard ADDRESS turns it on for a local cluster)"
    try:
        loaded = client.run_on_scheduler(_dashboard_loaded)
    except Exception:  # a scheduler that refuses to run code keeps its reasons
        return f"dashboard: {link} (if the scheduler has bokeh)"
    if not loaded:
        # The scheduler serves a page saying so at the link; the census runs the same.
        return f"dashboard: unavailable, the scheduler has no bokeh (pip install bokeh); {link} says so"
    return f"dashboard: {link}"


def run_ray(
    todo: List[str], args: argparse.Namespace, show_progress: bool, on_row: OnRow
) -> Tuple[List[Dict[str, Any]], float]:
    """The same census on a local Ray instance with `--workers` CPUs. (Not on a running Ray
    cluster: connecting to an address that does not answer waits minutes, which `--timeout`
    cannot bound; Dask's client can, and is the way to a cluster here.)"""
    try:
        import ray
    except ImportError as e:
        raise CensusError(f"Ray is not installed ({e}): pip install ray") from e

    # "local": a new instance even where RAY_ADDRESS names a running one.
    ray.init(address="local", num_cpus=args.workers, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(census_one)
        start = time.perf_counter()
        refs = [task.remote(code, args.n) for code in todo]
        waiting = list(refs)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=min(len(waiting), max(1, len(refs) // 40)))
            for row in ray.get(ready):
                on_row(row)
            if show_progress:
                print(f"\r{len(refs) - len(waiting)}/{len(refs)} codes done", end="", file=sys.stderr, flush=True)
        if show_progress:
            note("")
        rows = list(ray.get(refs))
        return rows, time.perf_counter() - start
    finally:
        ray.shutdown()


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
        # One line naming what is wrong, as the CLI does (argparse's own adds the usage).
        self.exit(2, f"{self.prog}: {message}\n")


def _number(kind: Callable[[str], Any], what: str, zero: bool = False) -> Callable[[str], Any]:
    def check(text: str) -> Any:
        try:
            v = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}") from None
        if not math.isfinite(v) or v < 0 or (v == 0 and not zero):
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}")
        return v

    return check


def _codes(text: str) -> List[str]:
    try:
        return parse_codes(text)
    except CensusError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def parser() -> argparse.ArgumentParser:
    ap = _Parser(prog=PROG, description="A census of octal games on Dask (or Ray)")
    ap.add_argument(
        "--codes",
        type=_codes,
        default="0.01-0.77",
        help="codes and ranges, comma-separated: 0.07,0.137,4.07 or 0.01-0.77 "
        "(every code of that many digits in between; default 0.01-0.77)",
    )
    ap.add_argument("--n", type=_number(int, "a heap size (0 or more)", zero=True), default=20000,
                    help="the last heap size (default 20000)")
    ap.add_argument("--workers", type=_number(int, "a number of workers (1 or more)"), default=2,
                    help="worker processes of a local cluster (default 2)")
    ap.add_argument("--scheduler", help="a running Dask scheduler's address: tcp://scheduler:8786")
    ap.add_argument("--timeout", type=_number(float, "a number of seconds above 0"), default=60.0,
                    help="seconds to wait for the scheduler and its first worker (default 60)")
    ap.add_argument("--dashboard", default=":8787",
                    help="a local cluster's dashboard address, or none (default :8787; needs bokeh)")
    ap.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                    help="the progress bar on stderr (default: when stderr is a terminal)")
    ap.add_argument("--ray", action="store_true", help="run on a local Ray instance instead of Dask")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--results", type=Path, metavar="FILE",
                    help="keep each code's row in FILE as it ends; a census run again with the same FILE "
                    "reads those back and computes only the rest (JSON lines)")
    return ap


def main(argv: Optional[List[str]] = None) -> int:
    ap = parser()
    args = ap.parse_args(argv)
    if args.ray and args.scheduler:
        ap.error("--scheduler is for Dask: --ray starts a local Ray instance")
    codes: List[str] = args.codes  # argparse reads the default through _codes too
    show_progress = sys.stderr.isatty() if args.progress is None else args.progress
    run = run_ray if args.ray else run_dask
    results: Optional[Results] = None
    try:
        if args.results is not None:
            results = Results(args.results, args.n)
            known = sum(code in results.rows for code in codes)
            if known:
                note(f"resumed from {args.results}: {known} of {len(codes)} codes already counted")
        todo = [c for c in codes if results is None or c not in results.rows]
        on_row: OnRow = results.add if results is not None else (lambda _row: None)
        fresh, wall = run(todo, args, show_progress, on_row) if todo else ([], 0.0)
    except CensusError as e:
        note(f"{PROG}: {e}")
        return 2
    finally:
        if results is not None:
            results.close()
    computed = dict(zip(todo, fresh))
    rows = fresh if results is None else [computed.get(c) or results.rows[c] for c in codes]

    busy = sum(r.get("seconds", 0) for r in rows)
    where = args.scheduler or f"{args.workers} local worker(s)"
    if args.json:
        print(json.dumps({"n": args.n, "on": where, "engine": "ray" if args.ray else "dask",
                          "wall_seconds": wall, "task_seconds": busy, "rows": rows}))
    else:
        print(table(rows, args.n))
        print(f"\n{len(codes)} codes to n = {args.n} on {where}: {wall:.1f} s wall, {busy:.1f} s in tasks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
