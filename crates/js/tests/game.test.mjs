// Game values as objects (Game, game) and partizan rulesets written in JavaScript (partizan),
// against the CLI: `nimlab value` for a value's fields, `nimlab solve` for the engine's own games
// and their sums. `make js-test`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { packageAndCli, thrown } from './helpers.mjs';

const { nimlab, bin: BIN } = await packageAndCli();
const { Game, game, partizan, solve, value, NimlabError } = nimlab;
const cliJson = (...args) => JSON.parse(execFileSync(BIN, [...args, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 }));

test('the notations are read and name the same values', () => {
  assert.ok(game('{0|*}').eq('^') && game('↑').eq(Game.fromOptions([0], ['*'])));
  assert.equal(game('3/4').number, '3/4');
  assert.ok(game(0.75).eq('3/4') && game(-2).eq('-2'));
  assert.ok(game('+-1').eq(Game.fromOptions([1], [-1])) && game('{1|-1}').canonical === '+-1');
  assert.equal(game('*2').nimber, 2);
  assert.equal(game('^').nimber, null);
  assert.equal(String(game('^').add('*')), '^*');
  assert.equal(JSON.stringify({ g: game('{2|-1/2}') }), '{"g":"{2|-1/2}"}');
  assert.deepEqual(game('+-1').left.map(String), ['1']);
  assert.deepEqual([game('^').outcome, game('*').outcome, game(0).outcome, game(-1).outcome], ['L', 'N', 'P', 'R']);
});

test('expressions and multiples', () => {
  const up = game('^');
  assert.ok(game('^+^+*').eq('^^*') && game('^ + ^ + *').eq(game('⇑⋆')));
  assert.equal(game('^+^+*').canonical, '^^*');
  assert.ok(up.times(3).eq('3.^') && up.times(3).eq(Game.sum(up, up, up)) && up.times(-2).eq('vv'));
  assert.equal(up.times(3).canonical, '^3');
  assert.ok(game('*+*').eq(0) && game('1+1').eq(2) && up.times(0).eq(0));
  assert.throws(() => up.times(1.5), TypeError);
  assert.throws(() => up.times(10 ** 9), RangeError);
  const e = thrown(() => game('3.'));
  assert.ok(e instanceof NimlabError && /'\.' needs a game/.test(e.message), e.message);
});

test('sums, negation and the four relations', () => {
  const [up, star, pm] = [game('^'), game('*'), game('+-1')];
  assert.equal(up.compare(star), '||');
  assert.ok(up.confused(star) && !up.lt(star) && !up.geq(star));
  assert.ok(up.gt(0) && up.neg().lt(0) && up.add(up.neg()).eq(0));
  assert.ok(pm.add(pm).eq(0) && pm.sub(pm).eq(0));
  assert.equal(Game.sum(up, up, star).canonical, '^^*');
  assert.ok(Game.arenaSize() > 3);
  // On random forms: a - b compares with 0 as a with b, and sums commute.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const pool = [game(0)];
  for (let i = 0; i < 40; i += 1) {
    const pick = () => Array.from({ length: next() % 3 }, () => pool[next() % pool.length]);
    pool.push(Game.fromOptions(pick(), pick()));
  }
  const seen = new Set();
  for (let i = 0; i < 200; i += 1) {
    const [a, b] = [pool[next() % pool.length], pool[next() % pool.length]];
    const rel = a.compare(b);
    seen.add(rel);
    assert.equal(a.sub(b).compare(0), rel);
    assert.ok(a.add(b).eq(b.add(a)));
    assert.equal(a.leq(b), rel === '<' || rel === '=');
  }
  assert.deepEqual([...seen].sort(), ['<', '=', '>', '||']);
});

test("a value's fields are those of nimlab value", () => {
  for (const form of ['^*', '{0|{0|-1}}', '+-1', '{2|-1/2}', 'domineering:3x3']) {
    const g = game(form);
    const theirs = cliJson('value', form).value;
    assert.deepEqual(g.describe(), theirs, form);
    assert.deepEqual([g.canonical, g.braces, g.leftStop, g.rightStop, g.mean, g.temperature],
      [theirs.canonical, theirs.braces, theirs.left_stop, theirs.right_stop, theirs.mean, theirs.temperature]);
    assert.deepEqual(g.thermograph, theirs.thermograph);
    assert.deepEqual(g.theory, theirs.theory);
    assert.equal(g.atomicWeight?.canonical ?? null, theirs.theory.atomic_weight);
    assert.equal(g.reduced.canonical, theirs.theory.reduced);
    assert.equal(g.cool(1).canonical, cliJson('value', form, '--cool', '1').transformed.form);
    assert.equal(g.heat('1*').canonical, cliJson('value', form, '--heat', '1*').transformed.form);
    assert.equal(g.overheat(1, '1*').canonical, cliJson('value', form, '--overheat', '1,1*').transformed.form);
  }
});

test("a position's value, from solve() and value(), adds as a game", () => {
  const sum = game(solve('domineering', '3x3')).add(value('{1|-1}'));
  const theirs = cliJson('solve', 'sum', 'domineering:3x3 + domineering:2x2');
  assert.equal(sum.canonical, theirs.canonical);
  assert.ok(game(solve('nim', '3,4,5')).eq('*2'));
  const e = thrown(() => game(solve('nim', '1,1,2', true)));
  assert.ok(e instanceof NimlabError && /no game value/.test(e.message), e.message);
});

test('bad input is a TypeError, a RangeError or a NimlabError, on one line', () => {
  const cases = [
    [() => game('{1|'), NimlabError, /'\{1\|': '\{' is never closed/],
    [() => game([1]), TypeError, /game: expected a Game/],
    [() => game(0.1), RangeError, /dyadic/],
    // Every number no game can be is a RangeError, whichever way it is wrong.
    [() => game(2 ** 50), RangeError, /^game: 1125899906842624 is too large: a game's number is at most 2\^40 either way$/],
    [() => game(2 ** 60), RangeError, /at most 2\^40/],
    [() => game(-(2 ** 41) - 0.5), RangeError, /at most 2\^40/],
    [() => game(NaN), RangeError, /finite/],
    [() => game('^').add(2 ** 60), RangeError, /^add: .* at most 2\^40/],
    [() => game('^').cool(0.3), RangeError, /^cool: 0.3 is not a dyadic rational with a denominator up to 2\^20/],
    [() => game('^').cool(NaN), RangeError, /^cool: expected a finite number, not NaN$/],
    [() => value('{2|-1}', { cool: 0.3 }), RangeError, /^cool: 0.3 is not a dyadic rational/],
    [() => game('^').add({}), TypeError, /add: expected a Game/],
    [() => game('^').cool('x'), NimlabError, /cool by 'x'/],
    [() => game('^').cool([1]), TypeError, /cool/],
    [() => Game.fromOptions(1), TypeError, /left/],
    [() => new Game(), TypeError, /use game\(x\)/],
    [() => partizan({ left: 1, right: () => [] }), TypeError, /left: expected a function/],
    [() => partizan({ left: () => [], right: () => [], lft: 1 }), TypeError, /unknown key 'lft'/],
  ];
  for (const [f, cls, words] of cases) {
    const e = thrown(f);
    assert.ok(e instanceof cls, `${f}: ${e}`);
    assert.match(e.message, words);
    assert.ok(!e.message.includes('\n'));
  }
  assert.equal(thrown(() => game('{1|x}')).offset, 3);
});

/** A board as rows of '.' (empty) and '#': the positions of Domineering written here. */
const moves = (step) => (rows) => {
  const out = [];
  for (let r = 0; r < rows.length; r += 1) {
    for (let c = 0; c < rows[r].length; c += 1) {
      const [r2, c2] = [r + step[0], c + step[1]];
      if (rows[r][c] === '.' && rows[r2]?.[c2] === '.') {
        const next = rows.map((row) => row.split(''));
        next[r][c] = '#';
        next[r2][c2] = '#';
        out.push(next.map((row) => row.join('')));
      }
    }
  }
  return out;
};
const empty = (r, c) => Array.from({ length: r }, () => '.'.repeat(c));

test('Domineering written in JavaScript is the engine’s', () => {
  const domineering = partizan({ left: moves([1, 0]), right: moves([0, 1]), key: (rows) => rows.join('/') });
  for (const [r, c] of [[2, 2], [2, 3], [3, 3], [3, 4]]) {
    const ours = domineering.value(empty(r, c));
    assert.ok(ours.eq(solve('domineering', `${r}x${c}`)), `${r}x${c}`);
  }
  assert.deepEqual(domineering.value(empty(3, 4)).describe(), cliJson('value', 'domineering:3x4').value);
  assert.ok(domineering.known > 100);
});

test('components, progress, deep games and loops', () => {
  const seen = [];
  const chain = partizan({ left: (n) => (n > 0 ? [n - 1] : []), right: (n) => (n > 1 ? [n - 2] : []) });
  chain.value(3000, { progress: (n) => seen.push(n) });
  assert.deepEqual([seen[0], seen[1], seen.at(-1)], [1024, 2048, 3001]);
  const deep = partizan({ left: (n) => (n > 0 ? [n - 1] : []), right: () => [] });
  assert.ok(deep.value(100000).eq(100000));
  // A heap of n split into heaps by components: n copies of 1 (a row of Left's moves).
  const heaps = partizan({ left: (n) => (n > 0 ? [n - 1] : []), right: () => [], components: (p) => (Array.isArray(p) ? p : [p]) });
  assert.ok(heaps.value([2, 3, 4]).eq(9));
  const loopy = partizan({ left: (n) => [(n + 1) % 3], right: () => [] });
  const e = thrown(() => loopy.value(0));
  assert.ok(e instanceof NimlabError && /loopy/.test(e.message));
  const sets = partizan({ left: () => [], right: () => [], key: () => ({}) });
  assert.ok(thrown(() => sets.value(new Set())) instanceof TypeError);
});
