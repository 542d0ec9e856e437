"""A census of the two-digit octal games 0.d1d2 with Dask: one task per code, each computing
g(0..=n) with the nimlab package, gathered into one table (docs/census.md).

    python examples/census.py --n 20000 --workers 2             # a local cluster, 2 processes
    python examples/census.py --n 20000 --scheduler tcp://scheduler:8786   # a running cluster

Each row gives the code's period and preperiod when one was seen in g(0..=n) (and whether
the octal periodicity theorem proves it), or else the largest value. Codes that make no game
(0.00: no move at all) are reported as skipped, with the engine's message.
"""

import argparse
import time

from dask.distributed import Client, LocalCluster


def census_one(code: str, n: int) -> dict:
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


def codes():
    """0.d1d2 for d1, d2 in 0..7, but 0.00, which allows no move."""
    return [f"0.{a}{b}" for a in range(8) for b in range(8) if (a, b) != (0, 0)]


def table(rows, n):
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


def main():
    ap = argparse.ArgumentParser(description="Census of the octal games 0.d1d2 on Dask")
    ap.add_argument("--n", type=int, default=20000, help="the last heap size (default 20000)")
    ap.add_argument("--workers", type=int, default=2, help="local worker processes (default 2)")
    ap.add_argument("--scheduler", help="address of a running scheduler, e.g. tcp://scheduler:8786")
    args = ap.parse_args()

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        # One thread per worker process: each task is one core's work in Rust.
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=None)
        client = Client(cluster)
    try:
        client.wait_for_workers(1)
        todo = codes()
        start = time.perf_counter()
        futures = client.map(census_one, todo, n=args.n, pure=False)
        rows = client.gather(futures)
        wall = time.perf_counter() - start
    finally:
        client.close()
        if not args.scheduler:
            cluster.close()

    print(table(rows, args.n))
    busy = sum(r.get("seconds", 0) for r in rows)
    workers = args.scheduler or f"{args.workers} local worker(s)"
    print(f"\n{len(todo)} codes to n = {args.n} on {workers}: {wall:.1f} s wall, {busy:.1f} s in tasks")


if __name__ == "__main__":
    main()
