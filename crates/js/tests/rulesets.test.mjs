// Rulesets written in JavaScript (impartial), progress callbacks, and Nim's 64-bit heaps, against
// the engine's own values: `make js-test`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thrown } from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PKG = join(ROOT, 'target/js-pkg');
if (!existsSync(join(PKG, 'node.js'))) throw new Error(`no package in ${PKG}: run make js first`);

const nimlab = await import(join(PKG, 'node.js'));
await nimlab.default();
const { impartial, sequence, quotient, table, solve, apparentPeriod, NimlabError } = nimlab;

const subtraction = (set) => impartial({ moves: (n) => set.filter((k) => k <= n).map((k) => n - k), name: `subtract:${set}` });

/** Kayles on a sum of rows (a sorted array of the non-empty rows): knock down one pin or two neighbours. */
function kaylesMoves(rows) {
  const out = [];
  rows.forEach((n, i) => {
    const rest = rows.filter((_, j) => j !== i);
    for (const k of [1, 2]) {
      for (let left = 0; left + k <= n; left++) {
        out.push([...rest, left, n - k - left].filter((r) => r > 0).sort((a, b) => a - b));
      }
    }
  });
  return out;
}

test("a subtraction game written in JavaScript is the engine's", () => {
  const game = subtraction([1, 3, 4]);
  const mine = game.sequence(300);
  const engine = sequence('subtract:1,3,4', 300);
  assert.deepEqual(Array.from(mine.values), Array.from(engine.values));
  assert.ok(mine.values instanceof Uint8Array);
  assert.deepEqual([mine.preperiod, mine.period, mine.proved], [0, 7, false]);
  assert.equal(engine.period, 7);
  assert.equal(mine.game, 'subtract:1,3,4');
  assert.equal(game.outcome(7), 'P');
  assert.equal(game.memo.size, 301);
});

/** Kayles as a take-and-break game: each move leaves the sum of the rows either side. */
const kaylesSplits = (n) => [1, 2].flatMap((k) => Array.from({ length: Math.max(0, n - k + 1) }, (_, a) => [a, n - k - a]));

test("Kayles written in JavaScript is the engine's", () => {
  const kayles = impartial({ moves: kaylesSplits, sums: true, name: 'my kayles' });
  const mine = kayles.sequence(400);
  const engine = sequence('kayles', 400);
  assert.deepEqual(Array.from(mine.values), Array.from(engine.values));
  assert.deepEqual([mine.preperiod, mine.period], [71, 12]);
  assert.equal(kayles.sumGrundy([3, 5]), solve('kayles', 'ooo.ooooo').grundy);
});

test('sums searched whole agree with Sprague-Grundy', () => {
  // The same game with whole sums as positions (no XOR anywhere): the definition, searched.
  const whole = impartial({ moves: kaylesMoves });
  const mine = whole.sequence(25, { position: (k) => (k ? [k] : []) });
  assert.deepEqual(Array.from(mine.values), Array.from(sequence('kayles', 25).values));
  const split = impartial({ moves: kaylesSplits, sums: true });
  for (const [a, b] of [[3, 5], [4, 7], [1, 1], [6, 9]]) assert.equal(whole.grundy([a, b].sort((x, y) => x - y)), split.sumGrundy([a, b]));
});

test('a game a million moves deep is searched without overflowing the stack', () => {
  const chain = impartial({ moves: (n) => (n ? [n - 1] : []) });
  assert.equal(chain.grundy(1_000_000), 0);
  assert.equal(chain.grundy(1_000_001), 1);
});

test('a key function tells positions apart', () => {
  // Nim on arrays of heaps in any order: the key is the sorted heaps, so 3,5 and 5,3 are one position.
  const moves = (heaps) => heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => heaps.map((x, j) => (j === i ? k : x))));
  const nim = impartial({ moves, key: (heaps) => heaps.toSorted((a, b) => a - b).join(',') });
  assert.equal(nim.grundy([3, 5, 6]), 3 ^ 5 ^ 6);
  assert.equal(nim.grundy([6, 2, 1]), 6 ^ 2 ^ 1);
  const unkeyed = impartial({ moves });
  assert.equal(unkeyed.grundy([3, 5, 6]), 3 ^ 5 ^ 6);
  assert.ok(unkeyed.memo.size > nim.memo.size, 'the key merges orderings');
});

test('bad rulesets say what is wrong', () => {
  assert.ok(thrown(() => impartial({ moves: 3 })) instanceof TypeError);
  assert.ok(thrown(() => impartial({ move: () => [] })) instanceof TypeError);
  assert.ok(thrown(() => impartial()) instanceof TypeError);
  const notIterable = thrown(() => impartial({ moves: (n) => n - 1 }).grundy(1));
  assert.ok(notIterable instanceof TypeError);
  assert.match(notIterable.message, /^moves\(1\): expected an iterable of positions, not 0$/);
  assert.match(thrown(() => impartial({ moves: (n) => [n - 1], sums: true }).grundy(2)).message, /with sums each option is an array of positions/);
  assert.ok(thrown(() => impartial({ moves: () => [], sums: 1 })) instanceof TypeError);
  const loop = thrown(() => impartial({ moves: (n) => [(n + 1) % 3] }).grundy(0));
  assert.ok(loop instanceof NimlabError);
  assert.match(loop.message, /the moves loop: 0 can be reached from itself/);
  assert.ok(thrown(() => subtraction([1]).sequence(-1)) instanceof RangeError);
  assert.ok(thrown(() => subtraction([1]).sequence(3, { onProgress: 1 })) instanceof TypeError);
  // What the moves function throws is the caller's, unchanged.
  const own = new SyntaxError('mine');
  assert.equal(thrown(() => impartial({ moves: () => { throw own; } }).grundy(1)), own);
});

// Before any other Domineering here: the module keeps what its partizan searches valued, and
// this one must search.
test('a partizan solve reports its progress, and throwing stops it', () => {
  const stop = new RangeError('enough');
  let calls = 0;
  const e = thrown(() => solve('domineering', '4x5', false, { onProgress: () => { calls += 1; throw stop; } }));
  assert.equal(e, stop);
  assert.equal(calls, 1);
  const seen = [];
  const sol = solve('domineering', '4x5', false, { onProgress: (d, n) => seen.push([d, n]) });
  assert.equal(sol.canonical, solve('domineering', '4x5').canonical);
  assert.ok(seen.length > 0, 'the search went on where the stopped one left off');
  assert.equal(solve('nim', '3,4,5', false, { onProgress: () => { throw stop; } }).grundy, 2, 'impartial solves do not report');
});

test('a sequence reports its progress up to the end', () => {
  const seen = [];
  const s = sequence('kayles', 300_000, { onProgress: (done, total) => seen.push([done, total]) });
  assert.equal(s.values.length, 300_001);
  assert.ok(seen.length >= 2);
  assert.ok(seen.every(([, total]) => total === 300_001));
  assert.deepEqual(seen.at(-1), [300_001, 300_001]);
});

test('throwing in onProgress stops the work and is thrown unchanged', () => {
  const stop = new Error('enough');
  let calls = 0;
  const onProgress = () => {
    calls += 1;
    if (calls === 2) throw stop;
  };
  assert.equal(thrown(() => sequence('grundy', 2 ** 22, { onProgress })), stop);
  assert.equal(calls, 2);
  calls = 0;
  assert.equal(thrown(() => quotient('kayles', 30, { onProgress })), stop);
  assert.equal(calls, 2);
  calls = 0;
  assert.equal(thrown(() => subtraction([1, 2]).sequence(1000, { onProgress })), stop);
  assert.equal(calls, 2);
  // A table cannot stop half-way: what the callback threw is thrown when it is done.
  calls = 0;
  assert.equal(thrown(() => table('domineering', { size: 4, onProgress: () => { calls += 1; throw stop; } })), stop);
  assert.equal(calls, 1);
  // The module works on afterwards.
  assert.equal(sequence('kayles', 10).values.length, 11);
});

test('a call from inside onProgress is refused, and the outer call goes on', () => {
  const inner = [];
  const s = sequence('kayles', 100_000, {
    onProgress: () => {
      const e = thrown(() => solve('domineering', '3x4'));
      inner.push(e instanceof NimlabError && e.message);
    },
  });
  assert.equal(s.values.length, 100_001);
  assert.ok(inner.length > 0);
  assert.match(inner[0], /^solve: called from inside sequence's onProgress; call it once sequence has returned$/);
  // A partizan solve's callback too, where a call would find the search's tables in use.
  let refused;
  solve('domineering', '3x7', false, {
    onProgress: () => {
      refused ??= thrown(() => table('domineering', { size: 2 }));
    },
  });
  assert.ok(refused instanceof NimlabError, String(refused));
  assert.equal(solve('domineering', '3x4').canonical, solve('domineering', '3x4').canonical);
});

test('quotients and tables report progress and give the same result', () => {
  const heaps = [];
  const q = quotient('kayles', 20, { onProgress: (h, n) => heaps.push([h, n]) });
  assert.deepEqual(q, quotient('kayles', 20));
  assert.ok(heaps.length > 0 && heaps.every(([h, n]) => n === 20 && h <= 20));
  const cells = [];
  assert.deepEqual(table('domineering', { size: 4, onProgress: (d, n) => cells.push([d, n]) }), table('domineering', { size: 4 }));
  assert.ok(cells.length > 0);
  assert.ok(thrown(() => sequence('kayles', 5, { onProgress: 'x' })) instanceof TypeError);
  assert.ok(thrown(() => sequence('kayles', 5, { progress: () => {} })) instanceof TypeError);
});

test("the period finder is the engine's", () => {
  const p = apparentPeriod(Array.from({ length: 60 }, (_, n) => [7, 7, 9][n] ?? n % 4));
  assert.deepEqual([p.preperiod, p.period], [3, 4]);
  assert.match(p.reason, /apparent only/);
  assert.ok(thrown(() => apparentPeriod([1, -1])) instanceof RangeError);
});

test('Nim takes heaps up to 2^64 - 1', () => {
  const sol = solve('nim', '1000000,7');
  assert.equal(sol.grundy, 1000000 ^ 7);
  assert.deepEqual(sol.moves.filter((m) => m.winning).map((m) => m.move), [`h1-${1000000 - 7}`]);
  assert.ok(sol.moves.length <= 12);
  const top = 2n ** 64n - 1n;
  const big = solve('nim', `${top},${top - 1n}`);
  assert.equal(big.grundy, 1);
  assert.deepEqual(big.moves.filter((m) => m.winning).map((m) => m.to), [`${top - 1n},${top - 1n}`]);
  // Heaps past Number.MAX_SAFE_INTEGER are exact, as bigints; smaller numbers stay numbers.
  assert.deepEqual(big.board.Heaps.heaps, [top, top - 1n]);
  assert.deepEqual(solve('nim', '3,4').board.Heaps.heaps, [3, 4]);
  assert.ok(thrown(() => solve('nim', `${2n ** 64n}`)) instanceof NimlabError);
});
