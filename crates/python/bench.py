"""Wall time of nimlab.sequence against the CLI's `nimlab sequence --format bin`, side by side.

    python crates/python/bench.py [--n 2097152] [--rounds 3] [--game grundy] [--cli PATH]

Each round runs the CLI (its bin output read whole from a pipe, as a program would) and then
the package in this process, so both meet the same load on a shared machine; the rounds are
interleaved rather than one side's after the other's. Prints each round and the medians.
The package's figure includes making the NumPy array; the CLI's includes starting the process
and writing the bytes. Not a test: docs/benchmarks.md keeps the figures.
"""

import argparse
import os
import statistics
import subprocess
import time

import numpy as np

import nimlab


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="grundy")
    ap.add_argument("--n", type=int, default=2**21)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cli", default=os.environ.get("NIMLAB_CLI", "target/release/nimlab"))
    args = ap.parse_args()

    cli_times, py_times = [], []
    print(f"{args.game} to {args.n}: CLI `{args.cli} sequence {args.game} --to {args.n} --format bin` "
          f"against nimlab.sequence, {args.rounds} rounds")
    for r in range(args.rounds):
        start = time.perf_counter()
        out = subprocess.run(
            [args.cli, "sequence", args.game, "--to", str(args.n), "--format", "bin"],
            stdout=subprocess.PIPE,
            check=True,
        ).stdout
        cli_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        values = nimlab.sequence(args.game, args.n)
        py_times.append(time.perf_counter() - start)
        assert np.array_equal(values, nimlab.read_sequence(out)), "the two disagree"
        print(f"round {r + 1}: CLI {cli_times[-1]:.2f} s, Python {py_times[-1]:.2f} s "
              f"({py_times[-1] / cli_times[-1] - 1:+.1%})")
    cli, py = statistics.median(cli_times), statistics.median(py_times)
    print(f"median: CLI {cli:.2f} s, Python {py:.2f} s, Python/CLI {py / cli:.3f}")


if __name__ == "__main__":
    main()
