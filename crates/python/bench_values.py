"""Game values and a ruleset written in Python: nimlab against pycgt, the same work side by side.

    python crates/python/bench_values.py [--rounds 3] [--forms 40] [--sums 400] [--boards 3x4,4x4,4x5] [--whole 3x4,4x4,4x5]

Two jobs, each done by both libraries in a fresh process per round (both keep global memos, so
a warm second pass would measure only lookups), one after the other, which goes first
alternating:

- sums: the same random forms (born by day 4, from a seed) built option by option, then the same
  random triples added, each sum compared with another form and its outcome and temperature
  taken;
- ruleset: Domineering written once in Python (tests/rulesets.py: boards as frozensets of
  empty cells, connected parts as components, translated to the corner as the memo's key),
  valued by `nimlab.partizan` and by the same memoised search building pycgt games
  (`pycgt.game`, `pycgt.add`);
- whole: the same without components or key, every position valued whole.

Prints each round's seconds and the median ratio pycgt / nimlab. Not a test: docs/benchmarks.md
keeps the figures.
"""

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

# The ruleset, as the tests write it.
sys.path.insert(0, str(Path(__file__).parent / "tests"))
from rulesets import connected, domino_moves, normal  # noqa: E402


def random_forms(pycgt, seed, count, days):
    rng = random.Random(seed)
    pool = [pycgt.ZERO]
    for _ in range(days):
        born = []
        for _ in range(count):
            left = rng.sample(pool, rng.randint(0, min(3, len(pool))))
            right = rng.sample(pool, rng.randint(0, min(3, len(pool))))
            born.append((left, right))
        pool = list(dict.fromkeys(pool + [pycgt.game(l, r) for l, r in born]))
    return pool


def sums_job(lib, forms, sums):
    """Seconds to build the forms and do the sums in `lib`; the forms come from pycgt's
    generator (not timed) as trees of options, rebuilt in the library measured."""
    import pycgt

    trees = random_forms(pycgt, 1, forms, 4)
    # Forget pycgt's memos of the generation, so both libraries start cold.
    for f in (pycgt.game.__globals__["canonical"], pycgt.game.__globals__["_add_raw"], pycgt.game.__globals__["negate"]):
        f.cache_clear()
    pycgt.game.__globals__["_geq_cache"].clear()
    rng = random.Random(2)
    triples = [(rng.randrange(len(trees)), rng.randrange(len(trees)), rng.randrange(len(trees)), rng.randrange(len(trees))) for _ in range(sums)]
    # Imports are not timed (nimlab's brings NumPy).
    import nimlab

    start = time.perf_counter()
    if lib == "nimlab":
        memo = {}

        def build(g):
            if g not in memo:
                memo[g] = nimlab.Game.from_options([build(x) for x in g.left], [build(x) for x in g.right])
            return memo[g]

        made = [build(g) for g in trees]
        for a, b, c, d in triples:
            s = made[a] + made[b] + made[c]
            s.compare(made[d])
            s.outcome
            s.temperature
    else:
        memo = {}

        def build(g):
            if g not in memo:
                memo[g] = pycgt.game([build(x) for x in g.left], [build(x) for x in g.right])
            return memo[g]

        made = [build(g) for g in trees]
        for a, b, c, d in triples:
            s = pycgt.add(pycgt.add(made[a], made[b]), made[c])
            pycgt.compare(s, made[d])
            pycgt.outcome(s)
            pycgt.temperature(s)
    return time.perf_counter() - start


def ruleset_job(lib, boards, split=True):
    """Seconds to value the boards with the ruleset in `lib`, and the values as text; without
    `split`, every position is valued whole (no components, no key), so that the libraries'
    own work weighs more against the rules' Python."""
    left, right = (lambda p: domino_moves(p, (1, 0))), (lambda p: domino_moves(p, (0, 1)))
    sizes = [tuple(int(x) for x in b.split("x")) for b in boards]
    cells = [frozenset((r, c) for r in range(rows) for c in range(cols)) for rows, cols in sizes]
    import nimlab
    import pycgt

    start = time.perf_counter()
    if lib == "nimlab":
        if split:
            rules = nimlab.partizan(left=left, right=right, components=connected, key=normal)
        else:
            rules = nimlab.partizan(left=left, right=right)
        values = [rules.value(b).canonical for b in cells]
    else:
        memo = {}

        def component(p):
            k = normal(p) if split else p
            if k not in memo:
                memo[k] = pycgt.game([value(x) for x in left(p)], [value(x) for x in right(p)])
            return memo[k]

        def value(p):
            if not split:
                return component(p)
            total = pycgt.ZERO
            for part in connected(p):
                total = pycgt.add(total, component(part))
            return total

        sys.setrecursionlimit(100_000)
        values = [pycgt.render(value(b)) for b in cells]
    return time.perf_counter() - start, values


def worker(args):
    if args.job == "sums":
        print(sums_job(args.lib, args.forms, args.sums))
    else:
        boards = (args.boards if args.job == "ruleset" else args.whole).split(",")
        seconds, values = ruleset_job(args.lib, boards, split=args.job == "ruleset")
        print(seconds, " ".join(values))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--forms", type=int, default=40, help="forms born on each of days 1 to 4")
    ap.add_argument("--sums", type=int, default=400)
    ap.add_argument("--boards", default="3x4,4x4,4x5", help="valued with components and a key")
    ap.add_argument("--whole", default="3x4,4x4,4x5", help="valued whole, every position a memo entry")
    ap.add_argument("--worker", nargs=2, metavar=("JOB", "LIB"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        args.job, args.lib = args.worker
        return worker(args)

    def run(job, lib):
        out = subprocess.run(
            [sys.executable, __file__, "--worker", job, lib, "--forms", str(args.forms), "--sums", str(args.sums),
             "--boards", args.boards, "--whole", args.whole],
            capture_output=True, text=True, check=True,
        ).stdout.split()
        return float(out[0]), out[1:]

    for job, what in [
        ("sums", f"{args.forms} forms a day to day 4 built from options, {args.sums} sums of three compared"),
        ("ruleset", f"Domineering written in Python, boards {args.boards} split into components"),
        ("whole", f"the same, boards {args.whole} valued whole"),
    ]:
        print(f"{job}: {what}")
        times = {"nimlab": [], "pycgt": []}
        for r in range(args.rounds):
            order = ["nimlab", "pycgt"] if r % 2 == 0 else ["pycgt", "nimlab"]
            shown = {}
            for lib in order:
                seconds, values = run(job, lib)
                times[lib].append(seconds)
                shown[lib] = values
            if job != "sums":
                print(f"  values: nimlab {shown['nimlab']}, pycgt {shown['pycgt']}")
            print(f"  round {r + 1}: nimlab {times['nimlab'][-1]:.3f} s, pycgt {times['pycgt'][-1]:.3f} s")
        n, p = statistics.median(times["nimlab"]), statistics.median(times["pycgt"])
        print(f"  median: nimlab {n:.3f} s, pycgt {p:.3f} s, pycgt / nimlab = {p / n:.1f}")


if __name__ == "__main__":
    main()
