"""A ruleset written in Python: nimlab.impartial against pycgt 0.2.0, the same rules for both.

    python crates/python/bench_rulesets.py [--rounds 3] [--subtract-n 2000] [--kayles-n 120]

pycgt 0.2.0 has no impartial type of its own: an impartial game is a `Game` whose Left and
Right options are the same, built with `game(options, options)` (as its own Nim heap is) and
made canonical, and a take-and-break move's option is the `add` of the heaps it leaves. Its
value is then a nimber, read here from its canonical form (*n has n options). nimlab's
ruleset is the moves function, with `sums=True` for the take-and-break game.

Two rulesets: the subtraction game S(1, 3, 4) on heaps 0..=N and Kayles (0.77) on heaps
0..=N. Each measurement runs in a fresh process (both libraries keep memo tables for the life
of the process), timing only the computation, not the import; which library goes first
alternates between rounds. Both sequences are checked against `nimlab.sequence`, the engine's
own. Not a test: docs/benchmarks.md keeps the figures.
"""

import argparse
import json
import statistics
import subprocess
import sys

PYCGT = """
import functools, sys, time
sys.setrecursionlimit(100000)
from pycgt.game import add, game, ZERO

def nimber_of(g):
    # The canonical form of *n is {0, *, ..., *(n-1) | the same}: n options. (pycgt 0.2.0's
    # render writes nimbers past *5 as switches, so the text is not read.)
    assert g.left == g.right, "an impartial game"
    return len(g.left)

@functools.cache
def subtract(n):
    options = [subtract(n - k) for k in (1, 3, 4) if k <= n]
    return game(options, options)

@functools.cache
def kayles(n):
    options = [add(kayles(a), kayles(n - k - a)) for k in (1, 2) for a in range(n - k + 1)]
    return game(options, options)

rules = {"subtract": subtract, "kayles": kayles}[sys.argv[1]]
n = int(sys.argv[2])
start = time.perf_counter()
values = [nimber_of(rules(k)) for k in range(n + 1)]
print(time.perf_counter() - start, values)
"""

NIMLAB = """
import sys, time
import nimlab

rules = {
    "subtract": nimlab.impartial(moves=lambda n: [n - k for k in (1, 3, 4) if k <= n]),
    "kayles": nimlab.impartial(moves=lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)], sums=True),
}[sys.argv[1]]
n = int(sys.argv[2])
start = time.perf_counter()
values = rules.sequence(n).tolist()
print(time.perf_counter() - start, values)
"""


def run(script, ruleset, n):
    out = subprocess.run([sys.executable, "-c", script, ruleset, str(n)], capture_output=True, text=True, check=True)
    seconds, values = out.stdout.split(" ", 1)
    return float(seconds), json.loads(values)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--subtract-n", type=int, default=2000)
    ap.add_argument("--kayles-n", type=int, default=120)
    args = ap.parse_args()

    import nimlab

    for ruleset, game_id, n in [("subtract", "subtract:1,3,4", args.subtract_n), ("kayles", "kayles", args.kayles_n)]:
        engine = nimlab.sequence(game_id, n).tolist()
        times = {"nimlab": [], "pycgt": []}
        for r in range(args.rounds):
            order = [("nimlab", NIMLAB), ("pycgt", PYCGT)]
            for name, script in order if r % 2 == 0 else order[::-1]:
                seconds, values = run(script, ruleset, n)
                assert values == engine, f"{name}'s {ruleset} differs from nimlab.sequence('{game_id}', {n})"
                times[name].append(seconds)
        a, b = statistics.median(times["nimlab"]), statistics.median(times["pycgt"])
        rounds = ", ".join(f"{x:.3f}/{y:.3f}" for x, y in zip(times["nimlab"], times["pycgt"]))
        print(f"{ruleset} to {n}: nimlab {a:.3f} s, pycgt {b:.3f} s (medians of {args.rounds}; rounds nimlab/pycgt: {rounds}); pycgt/nimlab = {b / a:.1f}")


if __name__ == "__main__":
    main()
