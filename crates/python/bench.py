"""Wall time of nimlab.sequence against the CLI's `nimlab sequence --format bin`, side by side.

    python crates/python/bench.py [--n 2097152] [--rounds 3] [--game grundy] [--cli PATH]

Each round runs the CLI (its bin output read whole from a pipe, as a program would) and the
package in this process, one after the other (which goes first alternates), so both meet the
same load on a shared machine. Prints each round's wall and CPU time and the medians.
The package's figure includes making the NumPy array; the CLI's includes starting the process
and writing the bytes. Not a test: docs/benchmarks.md keeps the figures.
"""

import argparse
import os
import resource
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

    cli_times, py_times, cli_cpu, py_cpu = [], [], [], []
    print(f"{args.game} to {args.n}: CLI `{args.cli} sequence {args.game} --to {args.n} --format bin` "
          f"against nimlab.sequence, {args.rounds} rounds")

    def run_cli():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        out = subprocess.run(
            [args.cli, "sequence", args.game, "--to", str(args.n), "--format", "bin"],
            stdout=subprocess.PIPE,
            check=True,
        ).stdout
        cli_times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cli_cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        return out

    def run_python():
        cpu, start = time.process_time(), time.perf_counter()
        values = nimlab.sequence(args.game, args.n)
        py_times.append(time.perf_counter() - start)
        py_cpu.append(time.process_time() - cpu)
        return values

    for r in range(args.rounds):
        # Each side goes first in every other round, so neither always meets a quieter machine.
        if r % 2 == 0:
            out, values = run_cli(), run_python()
        else:
            values, out = run_python(), run_cli()
        assert np.array_equal(values, nimlab.read_sequence(out)), "the two disagree"
        print(f"round {r + 1}: wall CLI {cli_times[-1]:.2f} s, Python {py_times[-1]:.2f} s "
              f"({py_times[-1] / cli_times[-1] - 1:+.1%}); CPU CLI {cli_cpu[-1]:.2f} s, Python {py_cpu[-1]:.2f} s")
    cli, py = statistics.median(cli_times), statistics.median(py_times)
    print(f"median wall: CLI {cli:.2f} s, Python {py:.2f} s, Python/CLI {py / cli:.3f}")
    cli, py = statistics.median(cli_cpu), statistics.median(py_cpu)
    print(f"median CPU:  CLI {cli:.2f} s, Python {py:.2f} s, Python/CLI {py / cli:.3f}")

if __name__ == "__main__":
    main()
