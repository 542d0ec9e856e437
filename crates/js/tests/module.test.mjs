// The JavaScript module (target/js-pkg, from `make js`) against the release CLI, whose JSON is
// the contract: `make js-test`, or `NIMLAB_BIN=path/to/nimlab node --test crates/js/tests/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageAndCli, thrown } from './helpers.mjs';

const { nimlab, bin: BIN, pkg: PKG } = await packageAndCli();
const { solve, sequence, table, games, compare, quotient, value } = nimlab;

const OPTIONS = { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] };
const cliJson = (...args) => JSON.parse(execFileSync(BIN, [...args, '--json'], { ...OPTIONS, encoding: 'utf8' }));

/** The CLI's failure for `args`: its message without `nimlab: ` (and it must exit 2). */
function cliFailure(...args) {
  const r = spawnSync(BIN, args, { encoding: 'utf8' });
  assert.equal(r.status, 2, `nimlab ${args.join(' ')} should fail`);
  const line = r.stderr.trim();
  assert.match(line, /^nimlab: /);
  return line.slice('nimlab: '.length);
}

/** Field for field, in the same order, and only plain objects and arrays (no Maps). */
function sameJson(actual, expected, what) {
  assert.deepStrictEqual(actual, expected, what);
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), `${what}: key order`);
}

test('games() is the catalogue of nimlab games --json', () => {
  sameJson(games(), cliJson('games'), 'games');
});

test('every catalogue game: its example position solves to the CLI JSON', () => {
  const list = games();
  assert.ok(list.length > 30);
  for (const g of list) {
    sameJson(solve(g.example_game, g.example_position), cliJson('solve', g.example_game, g.example_position),
      `${g.example_game} ${g.example_position}`);
  }
});

test('misère solutions match the CLI', () => {
  for (const [game, position] of [['nim', '1,1,2'], ['kayles', '7'], ['grundy', '7,5']]) {
    sameJson(solve(game, position, true), cliJson('solve', game, position, '--misere'), `${game} ${position} misère`);
  }
  assert.equal(solve('nim', '1,1,2', false).misere, false);
});

test('a cycle is a draw: solve gives the outcome and the loopy value as the CLI does', () => {
  const sol = solve('dag', 'a>b,b>a;a');
  assert.equal(sol.outcome, 'draw');
  assert.equal(sol.value, 'draw');
  assert.equal(sol.grundy, null);
  assert.deepEqual(sol.loopy, { infinite: true, value: null, k: [], text: '∞{}' });
  sameJson(sol, cliJson('solve', 'dag', 'a>b,b>a;a'), 'dag a>b,b>a;a');
  // A loop beside an exit wins: ∞{0}, and the exit reaches value 0.
  const win = solve('dag', 'a>a,a>b;a');
  assert.equal(win.outcome, 'N');
  assert.deepEqual(win.loopy.k, [0]);
  assert.deepEqual(win.moves.map((m) => [m.move, m.loopy.text, m.winning]), [['a>a', '∞{0}', false], ['a>b', '0', true]]);
  // An acyclic graph's solution has no loopy key.
  assert.equal('loopy' in solve('dag', 'a>b;a'), false);
});

test('results are plain objects and arrays', () => {
  const s = solve('nim', '3,4,5');
  assert.equal(Object.getPrototypeOf(s), Object.prototype);
  assert.ok(Array.isArray(s.moves));
  assert.equal(Object.getPrototypeOf(s.moves[0].spot), Object.prototype);
  assert.equal(s.outcome, 'N');
  assert.equal(s.moves.find((m) => m.winning).to, '1,4,5');
});

/** `nimlab sequence GAME --to N --format bin`: the header's width and the values. */
function cliBin(game, to) {
  const out = execFileSync(BIN, ['sequence', game, '--to', String(to), '--format', 'bin'], OPTIONS);
  const nl = out.indexOf(10);
  const header = out.subarray(0, nl).toString();
  const m = /^nimlab-sequence (\S+) width=(\d) count=(\d+)( .*)?$/.exec(header);
  assert.ok(m, header);
  const width = Number(m[2]);
  const count = Number(m[3]);
  const body = out.subarray(nl + 1);
  assert.equal(body.length, width * count);
  const values = new Uint32Array(count);
  for (let i = 0; i < count; i++) values[i] = body.readUIntLE(i * width, width);
  return { width, values };
}

test('sequence(grundy, 2^17) equals the CLI --format bin, as a Uint8Array', () => {
  const to = 2 ** 17;
  const s = sequence('grundy', to);
  const cli = cliBin('grundy', to);
  assert.equal(cli.width, 1);
  assert.ok(s.values instanceof Uint8Array);
  assert.equal(s.values.length, to + 1);
  assert.deepStrictEqual(Array.from(s.values), Array.from(cli.values));
});

test('sequence fields beside the values are the CLI JSON', () => {
  for (const [game, to] of [['kayles', 300], ['subtract:1,3,4', 50], ['octal:0.137', 200], ['grundy', 500]]) {
    const { values, ...rest } = sequence(game, to);
    const { values: cliValues, ...cliRest } = cliJson('sequence', game, '--to', String(to));
    sameJson(rest, cliRest, `${game} to ${to}`);
    assert.deepStrictEqual(Array.from(values), cliValues);
  }
});

test('sequence values take the smallest typed array: Uint16Array past 255', () => {
  const set = Array.from({ length: 300 }, (_, i) => i + 1).join(',');
  const s = sequence(`subtract:${set}`, 1000);
  assert.ok(s.values instanceof Uint16Array);
  const cli = cliBin(`subtract:${set}`, 1000);
  assert.equal(cli.width, 2);
  assert.deepStrictEqual(Array.from(s.values), Array.from(cli.values));
});

test('table, compare and quotient match the CLI', () => {
  sameJson(table('chocolate', { size: 10 }), cliJson('table', 'chocolate', '--size', '10'), 'chocolate 10');
  sameJson(table('chomp3', { size: 20 }), cliJson('table', 'chomp3', '--size', '20'), 'chomp3 20');
  sameJson(table('tokenboard:12x4'), cliJson('table', 'tokenboard:12x4'), 'tokenboard defaults');
  sameJson(table('king', { rows: 5, cols: 7 }), cliJson('table', 'king', '--rows', '5', '--cols', '7'), 'king 5x7');
  sameJson(compare('toads:T.F', 'nim:1'), cliJson('compare', 'toads:T.F', 'nim:1'), 'compare');
  sameJson(compare('domineering:2x2', 'cutcake:1x2'), cliJson('compare', 'domineering:2x2', 'cutcake:1x2'), 'compare');
  sameJson(quotient('octal:0.07', 20), cliJson('quotient', 'octal:0.07', '--heaps', '20'), 'quotient 0.07');
  sameJson(quotient('grundy', 12), cliJson('quotient', 'grundy', '--heaps', '12'), 'quotient grundy');
});

test('value() matches nimlab value, cooled, heated and overheated', () => {
  sameJson(value('{0|{0|-1}}'), cliJson('value', '{0|{0|-1}}'), 'a form in braces');
  // Up is all-small with atomic weight 1 (Lessons in Play: aw(^) = 1).
  assert.equal(value('^').value.theory.atomic_weight, '1');
  sameJson(value('domineering:3x3', { cool: 1 }), cliJson('value', 'domineering:3x3', '--cool', '1'), 'cooled');
  sameJson(value('*', { heat: '1' }), cliJson('value', '*', '--heat', '1'), 'heated');
  sameJson(value('1/2', { overheat: ['1', '1*'] }), cliJson('value', '1/2', '--overheat', '1,1*'), 'overheated');
  assert.throws(() => value('^', { cool: 1, heat: 1 }), /at most one of/);
  assert.throws(() => value('^', { cold: 1 }), /unknown key 'cold'/);
  assert.throws(() => value('{0|'), (e) => e.message === cliFailure('value', '{0|'));
});

test('a malformed position throws an Error with the CLI message and the offset', () => {
  const e = thrown(() => solve('nim', '3,x,5'));
  assert.ok(e instanceof nimlab.NimlabError && e instanceof Error);
  assert.equal(e.message, cliFailure('solve', 'nim', '3,x,5'));
  assert.equal(e.offset, 2);
  assert.match(e.message, /at character 3/);
});

test('other failures throw the CLI message, with an offset only where the text is malformed', () => {
  const cases = [
    [() => solve('nimm', '3'), ['solve', 'nimm', '3']],
    [() => solve('chocolate', '9x'), ['solve', 'chocolate', '9x']],
    [() => sequence('domineering', 5), ['sequence', 'domineering', '--to', '5']],
    [() => compare('toads:T.F', 'nim:x'), ['compare', 'toads:T.F', 'nim:x']],
    [() => quotient('nim', 5), ['quotient', 'nim', '--heaps', '5']],
    [() => table('nim'), ['table', 'nim']],
  ];
  for (const [f, args] of cases) {
    const e = thrown(f);
    assert.ok(e instanceof Error, args.join(' '));
    assert.equal(e.message, cliFailure(...args), args.join(' '));
    if (e.offset !== undefined) assert.ok(Number.isInteger(e.offset) && e.offset >= 0, args.join(' '));
  }
  assert.equal(thrown(() => solve('nimm', '3')).offset, undefined);
  assert.equal(thrown(() => sequence('domineering', 5)).offset, undefined);
});

test('counts that are not whole numbers throw', () => {
  for (const bad of [-1, 1.5, NaN, Infinity]) {
    assert.match(thrown(() => sequence('kayles', bad)).message, /^to: expected a whole number/);
  }
  assert.match(thrown(() => table('chocolate', { size: -3 })).message, /^size: expected a whole number/);
  assert.match(thrown(() => table('chocolate', { sizes: 3 })).message, /^table sizes: /);
  assert.match(thrown(() => quotient('grundy', -1)).message, /^heaps: expected a whole number/);
});

test('npm pack gives a package `nimlab` that Node imports by name', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nimlab-pack-'));
  try {
    execFileSync('npm', ['pack', PKG, '--pack-destination', dir, '--silent'], { stdio: 'pipe' });
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    assert.ok(tarball, 'a tarball');
    const modules = join(dir, 'node_modules/nimlab');
    mkdirSync(modules, { recursive: true });
    execFileSync('tar', ['-xzf', join(dir, tarball), '-C', modules, '--strip-components=1']);
    for (const f of ['package.json', 'index.js', 'index.d.ts', 'nimlab.js', 'node.js', 'nimlab_bg.wasm', 'nimlab.d.ts', 'node.d.ts', 'README.md']) {
      assert.ok(existsSync(join(modules, f)), `${f} is packed`);
    }
    writeFileSync(join(dir, 'use.mjs'), `
      import init, { solve, sequence, games } from 'nimlab';
      await init();
      const s = sequence('kayles', 12);
      console.log(JSON.stringify([solve('nim', '3,4,5').outcome, s.values.constructor.name, s.period, games().length]));
    `);
    const out = execFileSync(process.execPath, [join(dir, 'use.mjs')], { cwd: dir, encoding: 'utf8' });
    assert.deepStrictEqual(JSON.parse(out), ['N', 'Uint8Array', cliJson('sequence', 'kayles', '--to', '12').period, games().length]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('initSync() loads the module in Node without an argument', () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `
    const m = await import(${JSON.stringify(join(PKG, 'node.js'))});
    m.initSync();
    console.log(m.solve('kayles', '10').grundy);
  `], { encoding: 'utf8' });
  assert.equal(out.trim(), String(cliJson('solve', 'kayles', '10').grundy));
});

test('the type declarations name the result types', async () => {
  const { readFileSync } = await import('node:fs');
  const dts = readFileSync(join(PKG, 'index.d.ts'), 'utf8');
  // In Node, initSync may be called without the wasm.
  const node = readFileSync(join(PKG, 'node.d.ts'), 'utf8');
  assert.match(node, /export function initSync\(module\?:/);
  for (const decl of [
    /export default function init\(\s*module_or_path\?:/,
    /export function solve\(game: string, position: string, misere\?: boolean \| null, options\?: ProgressOptions \| null\): Solution;/,
    /export function sequence\(game: string, to: number, options\?: ProgressOptions \| null\): Sequence;/,
    /export function table\(game: string, params\?: TableParams \| null\): Table;/,
    /export function games\(\): GameEntry\[\];/,
    /export interface Sequence \{/,
    /export type SequenceValues = \(Uint8Array \| Uint16Array \| Uint32Array\) & ReducibleValues;/,
  ]) {
    assert.match(dts, decl);
  }
});

test("the README example's values are the CLI's", () => {
  const s = solve('nim', '3,4,5');
  const cli = cliJson('solve', 'nim', '3,4,5');
  assert.equal(s.outcome, 'N');
  assert.equal(s.moves.filter((m) => m.winning)[0].to, '1,4,5');
  assert.equal(cli.moves.filter((m) => m.winning)[0].to, '1,4,5');
  const g = sequence('grundy', 2 ** 12);
  assert.deepStrictEqual(Array.from(g.values.subarray(0, 8)), [0, 0, 0, 1, 0, 2, 1, 0]);
  assert.equal(g.values.reduce((a, b) => Math.max(a, b)), Math.max(...cliJson('sequence', 'grundy', '--to', String(2 ** 12)).values));
  assert.equal(g.period, null);
  const t = table('chocolate', { size: 8 });
  assert.deepStrictEqual([t.row_keys[6], t.col_keys[4]], [7, 5]);
  assert.equal(t.cells[6][4], cliJson('table', 'chocolate', '--size', '8').cells[6][4]);
  assert.equal(quotient('octal:0.07', 20).order, 24);
  assert.equal(cliJson('quotient', 'octal:0.07', '--heaps', '20').order, 24);
  const e = thrown(() => solve('nim', '3,x,5'));
  assert.equal(e.message, "position '3,x,5': unexpected 'x' in heap size 'x': use digits separated by commas (at character 3)");
  assert.equal(e.offset, 2);
});

test('loopyValue: loopy values and comparisons as nimlab value gives them', () => {
  const { loopyValue } = nimlab;
  for (const expr of ['on + off', '{0|pass}', 'a{0|{a|*}}', 'upon', 'over & 0', 'over > 0', 'dud == dud + 1']) {
    sameJson(loopyValue(expr), cliJson('value', expr), expr);
  }
  // Siegel: on + off is dud, whose play is drawn whoever starts; over is a stopper Left wins.
  assert.equal(loopyValue('on + off').loopy.value, 'dud');
  assert.equal(loopyValue('on + off').loopy.play.left_first, 'draw');
  assert.equal(loopyValue('{0|pass}').loopy.value, 'over');
  assert.equal(loopyValue('over > 0').comparison.holds, true);
  // A sum needing a new cycle gets its sides on the sum's own graph; Bach's carousel is not
  // stopper-sided (CGSuite's tests) and is refused, with the CLI's message.
  assert.equal(loopyValue('over - over').loopy.value, 'over & under');
  const carousel = 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}';
  assert.equal(thrown(() => loopyValue(carousel)).message, cliFailure('value', carousel));
  assert.throws(() => loopyValue(3), TypeError);
});

test('loopySequence: a clock of Wind-up, ∞(K) values and all, as nimlab sequence gives it', () => {
  const { loopySequence } = nimlab;
  for (const [game, to] of [['windup:1,2/5', 10], ['windup:1,3,4/10', 9], ['windup:2,5/9', 4]]) {
    sameJson(loopySequence(game, to), cliJson('sequence', game, '--to', String(to)), `${game} to ${to}`);
  }
  // Worked by hand in the game's file: places 1, 2 and 4 are ∞{0}, wins for the player to move.
  const s = loopySequence('windup:2,1/5', 4);
  assert.equal(s.game, 'windup:1,2/5');
  assert.deepEqual(s.values, ['0', '∞{0}', '∞{0}', '0', '∞{0}']);
  assert.deepEqual(s.gamma[1], { infinite: true, value: null, k: [0] });
  // A draw: ∞ with 0 not in K.
  assert.ok(loopySequence('windup:1,3,4/10', 9).values.includes('∞{}'));
  // The whole-number sequence refuses the clock and names loopySequence; a heap game has no loopy one.
  assert.match(thrown(() => sequence('windup:1,2/5', 4)).message, /loopySequence\("windup:1,2\/5", to\) gives them/);
  assert.match(thrown(() => loopySequence('kayles', 4)).message, /kayles has no loopy value sequence/);
  assert.throws(() => loopySequence('windup:1,2/5', -1), RangeError);
  assert.throws(() => loopySequence(5, 4), TypeError);
});
