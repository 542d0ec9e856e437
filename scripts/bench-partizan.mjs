// Positions of the games both programs have, valued natively by nimlab (the release CLI) and by
// the cgt crate of cgt-tools (benches/cgt-peer, from crates.io), side by side in one run: rounds
// interleaved, the order alternating, wall time of each process. Prints every time, both values,
// the medians and the ratio nimlab / cgt. Positions in BENCH_BOARDS as game:position, comma
// separated (a bare RxC is Domineering's; default below), rounds in BENCH_RUNS (default 3).
// Run by `make bench`; the peer is built on first use (about a minute).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const target = process.env.CARGO_TARGET_DIR || 'target';
const cli = join(target, 'release', 'nimlab');
if (!existsSync(cli)) execFileSync('cargo', ['build', '--release', '--locked', '-p', 'nimlab-cli'], { stdio: 'inherit' });
// Its own target folder: the peer is its own workspace with its own lockfile.
const peerTarget = join(target, 'cgt-peer');
execFileSync('cargo', ['build', '--release', '--manifest-path', 'benches/cgt-peer/Cargo.toml'], {
  stdio: 'inherit', env: { ...process.env, CARGO_TARGET_DIR: peerTarget },
});
const peer = join(peerTarget, 'release', 'cgt-peer');

// Each default takes cgt between a fraction of a second and a few seconds on this machine.
const DEFAULT = [
  '4x6', '5x5', 'snort:2x7', 'snort:4x4', 'col:3x6', 'col:4x4', 'konane:xoxo./oxox./xoxo./oxoxo',
  'toppling:LRLLRRLRLRRLLRLRLLRR', 'skijumps:L...R/.R..L/.....', 'amazons:L..#/..../.#.R',
];
const boards = (process.env.BENCH_BOARDS || DEFAULT.join(',')).split(',');
// cgt-peer's input for a position: Domineering a size argument, the others a line on stdin in
// nimlab's notation, but for Toppling Dominoes (x blue, o red) and Ski Jumps (rows joined by |).
function peerInput(game, pos) {
  if (game === 'domineering') return { args: [pos], input: '' };
  if (game === 'toppling') return { args: [game], input: [...pos].map((c) => (c === 'L' ? 'x' : 'o')).join('') };
  if (game === 'skijumps') return { args: [game], input: pos.replaceAll('/', '|') };
  return { args: [game], input: pos };
}
const runs = Number(process.env.BENCH_RUNS || 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function timed(cmd, args, input = '') {
  const t0 = process.hrtime.bigint();
  const out = execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, input });
  return [Number(process.hrtime.bigint() - t0) / 1e9, out];
}

console.log('board | nimlab s (median) | cgt s (median) | nimlab / cgt');
for (const b of boards) {
  const [game, pos] = b.includes(':') ? [b.slice(0, b.indexOf(':')), b.slice(b.indexOf(':') + 1)] : ['domineering', b];
  const peerIn = peerInput(game, pos);
  const ours = [];
  const theirs = [];
  const values = {};
  for (let i = 0; i < runs; i++) {
    const pair = [
      () => {
        const [t, out] = timed(cli, ['solve', game, pos, '--json']);
        ours.push(t);
        values.nimlab = JSON.parse(out).canonical;
      },
      () => {
        const [t, out] = timed(peer, peerIn.args, peerIn.input);
        theirs.push(t);
        // Domineering prints value and time; the others the position and the value.
        values.cgt = game === 'domineering' ? out.split('\t')[0] : out.trim().split('\t')[1];
      },
    ];
    // Alternate which goes first, so a burst of load on this shared machine falls on both.
    const [first, second] = i % 2 ? [pair[1], pair[0]] : pair;
    first();
    second();
  }
  // Both values are printed to be read side by side (cgt writes Tiny and Miny out in braces).
  console.log(`${b}: nimlab ${ours.map((t) => t.toFixed(2)).join(', ')} s; cgt ${theirs.map((t) => t.toFixed(2)).join(', ')} s; ` +
    `values: nimlab ${values.nimlab}, cgt ${values.cgt}`);
  console.log(`${b} | ${median(ours).toFixed(2)} | ${median(theirs).toFixed(2)} | ${(median(ours) / median(theirs)).toFixed(2)}`);
}
