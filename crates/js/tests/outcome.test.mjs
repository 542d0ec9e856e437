// searchOutcome against the CLI and the canonical solve: the same JSON, the class the canonical
// form gives, budgets, onProgress returning false, and the arguments checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { packageAndCli, thrown } from './helpers.mjs';

const { nimlab, bin: BIN } = await packageAndCli();
const { searchOutcome, solve, NimlabError } = nimlab;

const cliJson = (...args) => JSON.parse(execFileSync(BIN, [...args, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 }));

/** The report without the transposition table's size and the positions searched, which are
 * not part of what was proved: the module keeps its last search's table for the next request
 * on the same board (Right's search after Left's proves much from it), the CLI's process starts
 * with nothing kept. */
const proved = ({ table_entries: _, nodes: __, summary, ...rest }) =>
  ({ ...rest, summary: summary.replace(/\(\d+ positions searched\)/, '(N positions searched)') });

test('one side matches the CLI field for field', () => {
  for (const side of ['L', 'R']) {
    const ours = searchOutcome('domineering', '5x5', { side, allMoves: true });
    const theirs = cliJson('solve', 'domineering', '5x5', '--outcome', '--side', side, '--all-moves');
    assert.deepStrictEqual(proved(ours), proved(theirs), side);
    assert.equal(JSON.stringify(Object.keys(ours)), JSON.stringify(Object.keys(theirs)), 'key order');
    assert.equal(ours.complete, true);
  }
});

test('both sides give the canonical solve’s class, and each move its proof', () => {
  for (const position of ['5x5', '3x3', '2x3', '4x4']) {
    const both = searchOutcome('domineering', position, { side: 'both' });
    assert.equal(both.outcome, solve('domineering', position).outcome, position);
    assert.equal(both.outcome, cliJson('solve', 'domineering', position, '--outcome').outcome, position);
  }
  const sol = solve('domineering', '4x5');
  for (const [side, letter] of [['left', 'L'], ['right', 'R']]) {
    const found = searchOutcome('domineering', '4x5', { side: letter, allMoves: true });
    const moves = sol.moves.filter((m) => m.side === side);
    assert.deepEqual(found.moves.map((m) => m.move), moves.map((m) => m.move));
    found.moves.forEach((m, i) => assert.equal(m.wins, moves[i].outcome === 'P' || moves[i].outcome === letter, m.move));
  }
});

test('a budget ends the search with what was proved', () => {
  const found = searchOutcome('domineering', '8x8', { nodes: 2000 });
  assert.deepEqual([found.complete, found.wins, found.stopped], [false, null, 'the budget of 2000 positions was reached']);
  assert.equal(found.moves.length, 56);
  const timed = searchOutcome('domineering', '8x8', { side: 'both', seconds: 0.01 });
  assert.equal(timed.stopped, 'the time budget of 0.01 seconds was reached');
  assert.equal(timed.outcome, null);
});

test('onProgress reports, false stops keeping what was proved, a throw is thrown', () => {
  const seen = [];
  const found = searchOutcome('domineering', '8x8', {
    side: 'both',
    nodes: 1e6,
    onProgress: (done, most) => {
      seen.push([done, most]);
      return seen.length < 3;
    },
  });
  // How often the engine reports is its own choice; three reports, counting up, are not.
  assert.equal(seen.length, 3);
  assert.ok(seen.every(([, most]) => most === 2e6));
  assert.ok(0 < seen[0][0] && seen[0][0] < seen[1][0] && seen[1][0] < seen[2][0]);
  assert.deepEqual([found.stopped, found.complete, found.right], ['interrupted', false, null]);
  assert.equal(found.left.moves.length, 56);
  const oops = new Error('from the callback');
  assert.equal(thrown(() => searchOutcome('domineering', '8x8', { onProgress: () => { throw oops; } })), oops);
});

test('bad arguments name what is wrong, as the CLI does', () => {
  const fails = (f, kind, message) => {
    const e = thrown(f);
    assert.ok(e instanceof kind, `${e?.constructor?.name}: ${e?.message}`);
    assert.match(e.message, message);
  };
  fails(() => searchOutcome('domineering', '8x8', { nodes: 0 }), RangeError, /^nodes: a search budget of 0 positions proves nothing/);
  fails(() => searchOutcome('domineering', '8x8', { nodes: 1.5 }), RangeError, /^nodes: expected a whole number/);
  fails(() => searchOutcome('domineering', '8x8', { seconds: 0 }), RangeError, /^seconds: expected a number above 0, not 0$/);
  fails(() => searchOutcome('domineering', '8x8', { seconds: '1' }), TypeError, /^seconds: expected a number of seconds/);
  fails(() => searchOutcome('domineering', '8x8', { side: 'up' }), RangeError, /^side: expected 'L', 'R' or 'both'/);
  fails(() => searchOutcome('domineering', '8x8', { all_moves: true }), TypeError, /unknown key 'all_moves'/);
  fails(() => searchOutcome('domineering', '8x8', { allMoves: 1 }), TypeError, /^allMoves: expected true or false/);
  fails(() => searchOutcome('domineering', 88), TypeError, /^position: expected a string/);
  fails(() => searchOutcome('domineering', '12x12'), NimlabError, /more than 128 cells/);
  fails(() => searchOutcome('nim', '3,4'), NimlabError, /partizan/);
  const cli = spawnSync(BIN, ['solve', 'domineering', '12x12', '--outcome'], { encoding: 'utf8' });
  assert.equal(cli.status, 2);
  assert.match(cli.stderr, /more than 128 cells/);
});
