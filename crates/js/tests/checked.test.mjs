// The package's argument checks (index.js): a wrong type is a TypeError and a count out of
// range a RangeError, each naming the argument; the engine's refusals are NimlabErrors; a call
// before init() says so; and no argument reaches the wasm as something it traps on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thrown } from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PKG = join(ROOT, 'target/js-pkg');
if (!existsSync(join(PKG, 'index.js'))) throw new Error(`no package in ${PKG}: run make js first`);

const nimlab = await import(join(PKG, 'node.js'));
await nimlab.default();
const { solve, sequence, table, games, compare, quotient, value, searchOutcome, NimlabError } = nimlab;

/** `f` throws a `kind` whose one-line message matches `message`. */
function throwsLine(f, kind, message) {
  const e = thrown(f);
  assert.ok(e instanceof kind, `${e?.constructor?.name}: ${e?.message}, not a ${kind.name}`);
  assert.match(e.message, message);
  assert.doesNotMatch(e.message, /[\n\r\u2028\u2029]/);
}

test('a wrong type is a TypeError naming the argument and what was expected', () => {
  throwsLine(() => solve('nim', 345), TypeError, /^position: expected a string such as '3,4,5', not the number 345$/);
  throwsLine(() => solve(7, '3'), TypeError, /^game: expected a string/);
  throwsLine(() => solve('nim', '3', 'yes'), TypeError, /^misere: expected true or false, not the string "yes"$/);
  throwsLine(() => sequence('kayles', '10'), TypeError, /^to: expected a whole number, not the string "10"$/);
  throwsLine(() => sequence('kayles', 10n), TypeError, /^to: expected a whole number, not the bigint 10n$/);
  throwsLine(() => table('chocolate', 8), TypeError, /^table sizes: expected an object such as \{ size: 10 \}, not the number 8$/);
  throwsLine(() => table('chocolate', [8]), TypeError, /^table sizes: expected an object .*, not an array$/);
  throwsLine(() => table('chocolate', { size: '8' }), TypeError, /^size: expected a whole number/);
  throwsLine(() => table('chocolate', { sizes: 3 }), TypeError, /^table sizes: unknown key 'sizes': expected size, rows, cols or onProgress$/);
  throwsLine(() => compare('nim:1', null), TypeError, /^second: expected a string such as 'toads:T.F', not null$/);
  throwsLine(() => quotient('grundy', undefined), TypeError, /^heaps: expected a whole number, not undefined$/);
  throwsLine(() => value('^', { cool: {} }), TypeError, /^cool: expected a number or a string/);
  throwsLine(() => value('^', { overheat: ['1'] }), TypeError, /^overheat: expected two games \[s, t\], got 1$/);
  throwsLine(() => value('^', { cold: 1 }), TypeError, /^value options: unknown key 'cold': expected cool, heat or overheat$/);
  throwsLine(() => games(1), TypeError, /^games: expected no arguments, got 1$/);
  throwsLine(() => solve('nim', '3', false, {}, 1), TypeError, /^solve: expected at most 4 arguments, got 5$/);
  throwsLine(() => solve('nim', '3', false, { onProgres: () => {} }), TypeError, /^solve options: unknown key 'onProgres': expected onProgress$/);
});

test('a count out of range is a RangeError with the limit', () => {
  throwsLine(() => sequence('kayles', 2 ** 40), RangeError, /^to: 1099511627776 is too large for kayles: at most 16777216$/);
  throwsLine(() => sequence('kayles', 2 ** 24 + 1), RangeError, /^to: 16777217 is too large for kayles: at most 16777216$/);
  // Kayles is octal:0.77 under its own name, with the code's limit.
  throwsLine(() => sequence('octal:0.77', 2 ** 24 + 1), RangeError, /^to: 16777217 is too large for octal:0.77: at most 16777216$/);
  assert.equal(sequence('kayles', 1000).values.length, 1001, 'under the limit');
  throwsLine(() => sequence('kayles', 2 ** 60), RangeError, /^to: 1152921504606847000 is too large: at most 9007199254740991$/);
  throwsLine(() => sequence('kayles', -1), RangeError, /^to: expected a whole number from 0 to 9007199254740991, not -1$/);
  throwsLine(() => sequence('kayles', 1.5), RangeError, /^to: expected a whole number .*, not 1.5$/);
  throwsLine(() => sequence('kayles', NaN), RangeError, /, not NaN$/);
  throwsLine(() => table('king', { rows: 2 ** 40 }), RangeError, /^rows: 1099511627776 is too large: at most 4294967295$/);
  throwsLine(() => quotient('grundy', Infinity), RangeError, /^heaps: expected a whole number from 0 to 4294967295, not Infinity$/);
  throwsLine(() => value('^', { cool: NaN }), RangeError, /^cool: expected a finite number, not NaN$/);
});

test("the engine's messages name the module's arguments, never the CLI's flags", () => {
  const said = [
    () => value('^', { cool: 'x' }),
    () => value('^', { heat: '{1' }),
    () => value('^', { overheat: '1' }),
    () => value('^', { cool: 1, heat: 1 }),
    () => searchOutcome('nim', '3'),
  ].map((f) => {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof NimlabError, `${e}`);
      return e.message;
    }
    return assert.fail('nothing was thrown');
  });
  assert.deepEqual(said.filter((m) => m.includes('--')), []);
  assert.equal(said[0], "cool: 'x': a number is needed, such as 1 or 3/4");
  assert.match(said[1], /^heat: '\{1': /);
  assert.equal(said[2], "overheat: '1': two games S,T are needed, such as 1,1*");
  assert.equal(said[3], 'give at most one of cool, heat and overheat');
  assert.match(said[4], /call solve\(\) instead$/);
});

test("the engine's refusals are NimlabErrors, one line even when the input has line breaks", () => {
  const e = thrown(() => solve('nim', '3,x,5'));
  assert.ok(e instanceof NimlabError && e instanceof Error);
  assert.equal(e.name, 'NimlabError');
  assert.equal(e.offset, 2);
  throwsLine(() => solve('nim', '3\n4'), NimlabError, /^position '3\\u000a4': /);
  throwsLine(() => solve('nimm', '3'), NimlabError, /^game 'nimm': /);
  // A game's own limit on a size is the engine's, which names it.
  throwsLine(() => table('chocolate', { size: 100000 }), NimlabError, /between 1 and 1000/);
});

test('a call before init() says to call init() first', () => {
  const script = `
    const m = await import(${JSON.stringify(join(PKG, 'node.js'))});
    const out = [];
    for (const f of [() => m.solve('nim', '3'), () => m.games(), () => m.sequence('kayles', 5)]) {
      try { f(); out.push('returned'); } catch (e) { out.push(e.constructor.name + ': ' + e.message); }
    }
    m.initSync();
    out.push(m.solve('nim', '3').outcome);
    console.log(JSON.stringify(out));
  `;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
  assert.equal(out.length, 4);
  for (const line of out.slice(0, 3)) assert.match(line, /^NimlabError: \w+: call init\(\) first \(/);
  assert.equal(out[3], 'N');
});

/** A small deterministic generator (mulberry32), so a failing case is the same on every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('no argument reaches the wasm as something it traps on', () => {
  const next = random(2026);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const texts = ['nim', 'kayles', 'grundy', 'chocolate', 'octal:0.07', 'domineering', 'toads', 'nim:3', 'toads:T.F',
    'king', '', 'nimm', '3,4,5', '7', '2x2', '3\n4', '\u0000', '\ud800', 'x'.repeat(5000), '{1|0}', '^*', '1*'];
  const weird = [undefined, null, true, 0, 3, 7, -1, 1.5, NaN, Infinity, 2 ** 32, 2 ** 40, 2 ** 53, 10n, Symbol('s'),
    {}, [], [1, 2], () => 1, new Uint8Array(3), new Date(0), Object.create(null)];
  const counts = [0, 1, 3, 12, 20, 2 ** 31, 2 ** 32 - 1, 2 ** 32, -0, 1e300];
  const sizes = () => pick([{}, { size: pick(counts) }, { rows: pick([2, 5]), cols: pick(weird) }, { size: pick(weird) }, { rows: 'x' }]);
  const transforms = () => pick([{}, { cool: pick([1, '1/2', ...weird]) }, { heat: pick(texts) }, { overheat: pick([['1', '1*'], '1,1*', [1], [1, 2, 3], ...weird]) }]);
  const arg = (kind) => (next() < 0.3 ? pick(weird) : kind());
  const calls = [
    () => ['solve', () => solve(arg(() => pick(texts)), arg(() => pick(texts)), ...(next() < 0.5 ? [arg(() => next() < 0.5)] : []))],
    () => ['sequence', () => sequence(arg(() => pick(texts)), arg(() => pick(counts)))],
    () => ['table', () => table(arg(() => pick(texts)), arg(sizes))],
    () => ['games', () => games(...(next() < 0.8 ? [] : [pick(weird)]))],
    () => ['compare', () => compare(arg(() => pick(texts)), arg(() => pick(texts)))],
    () => ['quotient', () => quotient(arg(() => pick(texts)), arg(() => pick(counts)))],
    () => ['value', () => value(arg(() => pick(texts)), arg(transforms))],
  ];
  const seen = { returned: 0, TypeError: 0, RangeError: 0, NimlabError: 0 };
  for (let i = 0; i < 400; i++) {
    const [name, f] = pick(calls)();
    try {
      f();
      seen.returned++;
    } catch (e) {
      const kind = e?.constructor?.name;
      assert.ok(e instanceof TypeError || e instanceof RangeError || e instanceof NimlabError, `case ${i} (${name}): ${kind}: ${e?.message}`);
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `case ${i} (${name}) trapped: ${e.message}`);
      assert.doesNotMatch(e.message, /[\n\r\u2028\u2029]/, `case ${i} (${name}): one line`);
      seen[kind]++;
    }
  }
  // Every kind of outcome was reached, and the module still answers.
  for (const [kind, n] of Object.entries(seen)) assert.ok(n > 0, `${kind}: ${JSON.stringify(seen)}`);
  assert.equal(solve('nim', '3,4,5').outcome, 'N');
});
