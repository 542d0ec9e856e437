// Empty Domineering rectangles valued natively by nimlab (the release CLI) and by the cgt crate
// of cgt-tools (benches/cgt-peer, from crates.io), side by side in one run: rounds interleaved,
// the order alternating, wall time of each process. Prints every time, the medians and the ratio
// nimlab / cgt. Sizes in BENCH_BOARDS (default 4x6,5x5), rounds in BENCH_RUNS (default 3).
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

const boards = (process.env.BENCH_BOARDS || '4x6,5x5').split(',');
const runs = Number(process.env.BENCH_RUNS || 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function timed(cmd, args) {
  const t0 = process.hrtime.bigint();
  const out = execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  return [Number(process.hrtime.bigint() - t0) / 1e9, out];
}

console.log('board | nimlab s (median) | cgt s (median) | nimlab / cgt');
for (const b of boards) {
  const ours = [];
  const theirs = [];
  const values = {};
  for (let i = 0; i < runs; i++) {
    const pair = [
      () => {
        const [t, out] = timed(cli, ['solve', 'domineering', b, '--json']);
        ours.push(t);
        values.nimlab = JSON.parse(out).canonical;
      },
      () => {
        const [t, out] = timed(peer, [b]);
        theirs.push(t);
        values.cgt = out.split('\t')[0];
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
