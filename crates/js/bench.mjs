// The JavaScript module in Node against the release CLI on one value sequence, side by side in
// interleaved rounds (the machine is shared, so only figures from one run are compared):
//   make js-bench      or   NIMLAB_BIN=path/to/nimlab node crates/js/bench.mjs
// BENCH_GAME (grundy), BENCH_TO (2^21) and BENCH_ROUNDS (5) change the work.
// Three times per round:
//   cli      `nimlab sequence GAME --to N --format bin > /dev/null`, the whole process
//   js call  sequence(GAME, N) in this process, the module already loaded
//   js node  a fresh `node` that imports the package, loads the wasm and calls sequence()
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PKG = join(ROOT, 'target/js-pkg/node.js');
const BIN = process.env.NIMLAB_BIN || join(process.env.CARGO_TARGET_DIR || join(ROOT, 'target'), 'release/nimlab');
const GAME = process.env.BENCH_GAME || 'grundy';
const TO = Number(process.env.BENCH_TO || 2 ** 21);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
for (const [what, path] of [['package (make js)', PKG], ['CLI (make cli-release)', BIN]]) {
  if (!existsSync(path)) throw new Error(`no ${what} at ${path}`);
}

const t0 = performance.now();
const nimlab = await import(PKG);
await nimlab.default();
const loadMs = performance.now() - t0;

const devNull = openSync('/dev/null', 'w');
const cliArgs = ['sequence', GAME, '--to', String(TO), '--format', 'bin'];
const fresh = `const m = await import(${JSON.stringify(PKG)}); await m.default(); m.sequence(${JSON.stringify(GAME)}, ${TO});`;

const runs = {
  cli: () => {
    const r = spawnSync(BIN, cliArgs, { stdio: ['ignore', devNull, 'inherit'] });
    if (r.status !== 0) throw new Error(`nimlab exited ${r.status}`);
  },
  'js call': () => nimlab.sequence(GAME, TO),
  'js node': () => execFileSync(process.execPath, ['--input-type=module', '-e', fresh], { stdio: 'inherit' }),
};

// The two give the same values (checked once, outside the timings).
const bin = execFileSync(BIN, cliArgs, { maxBuffer: 1 << 30 });
const body = bin.subarray(bin.indexOf(10) + 1);
const width = Number(/width=(\d)/.exec(bin.subarray(0, bin.indexOf(10)).toString())[1]);
const values = nimlab.sequence(GAME, TO).values;
if (values.BYTES_PER_ELEMENT !== width || !Buffer.from(values.buffer, values.byteOffset, values.byteLength).equals(body)) {
  throw new Error('the module and the CLI disagree');
}

const times = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order, so neither side always runs on a machine the other has just warmed.
  const order = round % 2 ? Object.keys(runs).reverse() : Object.keys(runs);
  for (const name of order) {
    const start = performance.now();
    runs[name]();
    times[name].push(performance.now() - start);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cli = median(times.cli);
console.log(`${GAME} g(0..${TO}), ${ROUNDS} interleaved rounds; module loaded in ${loadMs.toFixed(0)} ms (${process.version})`);
console.log('| run | median | min | max | / cli |');
console.log('|---|---|---|---|---|');
for (const [name, xs] of Object.entries(times)) {
  const m = median(xs);
  const fmt = (x) => `${(x / 1000).toFixed(2)} s`;
  console.log(`| ${name} | ${fmt(m)} | ${fmt(Math.min(...xs))} | ${fmt(Math.max(...xs))} | ${(m / cli).toFixed(2)} |`);
}
