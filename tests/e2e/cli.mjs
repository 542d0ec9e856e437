// The engine's CLI as the specs' oracle: the list of games and the solution of any position.
// The binary is brought up to date once per run, by the runner process while it lists the tests;
// the workers it starts inherit NIMLAB_CLI and use that binary as it is. NIMLAB_BIN names a binary
// to use instead (no build then).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

function binary() {
  if (process.env.NIMLAB_CLI !== undefined) return process.env.NIMLAB_CLI;
  let bin = process.env.NIMLAB_BIN;
  if (!bin) {
    bin = join(process.env.CARGO_TARGET_DIR || 'target', 'debug', 'nimlab');
    try {
      execFileSync('cargo', ['build', '-q', '-p', 'nimlab-cli'], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      console.log(`note: could not rebuild the CLI (${String(e.stderr || e).split('\n')[0]}); using ${bin} as it is`);
    }
  }
  // Empty: no binary, so `cargo run` answers (slow, but the suite still runs).
  process.env.NIMLAB_CLI = existsSync(bin) ? bin : '';
  return process.env.NIMLAB_CLI;
}

const BIN = binary();
const OPTIONS = { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] };

/** Runs the CLI with `args`; its standard output. */
export function cli(args) {
  return BIN ? execFileSync(BIN, args, OPTIONS)
    : execFileSync('cargo', ['run', '-q', '-p', 'nimlab-cli', '--', ...args], OPTIONS);
}

/** Every game of the catalogue: [{ id, example_game, example_position, ... }]. */
export const GAMES = JSON.parse(cli(['games', '--json']));

const solved = new Map();
/** The CLI's solution of a position: { position, outcome: 'N'|'P'|'draw', moves: [{ move, to, winning, ... }] }. */
export function solve(game, position) {
  const key = `${game}\n${position}`;
  if (!solved.has(key)) solved.set(key, JSON.parse(cli(['solve', game, position, '--json'])));
  return solved.get(key);
}

/** The status's data-outcome for the player to move in a position the CLI solved. */
export const statusFor = (sol) => ({ N: 'win', P: 'lose' })[sol.outcome] ?? String(sol.outcome).toLowerCase();

/** Whether a game's example is partizan (its solution has a canonical form): its play page asks
 * who moves, and tests/e2e/partizan.spec.mjs checks it. */
export const isPartizan = (g) => solve(g.example_game, g.example_position).canonical !== undefined;

/** The game of the catalogue with this id. */
export const game = (id) => GAMES.find((g) => g.id === id);

/** The ids of the games the CLI has a table for (asked once per run, like the binary above, with
 * 2, the smallest size every table takes). */
export const TABLE_GAMES = (() => {
  if (process.env.NIMLAB_CLI_TABLES === undefined) {
    process.env.NIMLAB_CLI_TABLES = GAMES.filter((g) => {
      try { cli(['table', g.example_game, '--size', '2']); return true; } catch { return false; }
    }).map((g) => g.id).join(' ');
  }
  return process.env.NIMLAB_CLI_TABLES.split(' ').filter(Boolean);
})();
