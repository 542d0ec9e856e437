// Domineering written in JavaScript, valued by the module's partizan() in Node, against the same
// rules written in Python valued by pycgt (crates/python/bench_values.py's `whole` job), side by
// side, which first alternating by round. Not a test: docs/benchmarks.md keeps the figures.
//
//   node crates/js/bench-values.mjs [rounds] [boards]     (after make js; PYTHON names a Python
//                                                          with pycgt, target/py-venv's by default)
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const nimlab = await import(join(ROOT, 'target/js-pkg/node.js'));
await nimlab.default();
const { partizan } = nimlab;

const rounds = Number(process.argv[2] ?? 3);
const boards = (process.argv[3] ?? '3x4,4x4,4x5').split(',');
const python = process.env.PYTHON ?? join(ROOT, 'target/py-venv/bin/python');

// A board is its empty cells as a sorted array of [row, column]: the same positions as the
// Python rules (tests/rulesets.py), keyed by their JSON.
const place = (dr, dc) => (cells) => {
  const empty = new Set(cells.map(([r, c]) => `${r},${c}`));
  return cells
    .filter(([r, c]) => empty.has(`${r + dr},${c + dc}`))
    .map(([r, c]) => cells.filter(([r2, c2]) => !((r2 === r && c2 === c) || (r2 === r + dr && c2 === c + dc))));
};

function js() {
  const rules = partizan({ left: place(1, 0), right: place(0, 1) });
  const start = performance.now();
  const values = boards.map((b) => {
    const [rows, cols] = b.split('x').map(Number);
    const cells = [];
    for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) cells.push([r, c]);
    return rules.value(cells).canonical;
  });
  return [(performance.now() - start) / 1000, values];
}

function pycgt() {
  const r = spawnSync(python, [join(ROOT, 'crates/python/bench_values.py'), '--worker', 'whole', 'pycgt', '--whole', boards.join(',')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  const [seconds, ...values] = r.stdout.trim().split(' ');
  return [Number(seconds), values];
}

const times = { js: [], pycgt: [] };
console.log(`Domineering ${boards.join(', ')} valued whole: nimlab's partizan() in Node against pycgt, ${rounds} rounds`);
for (let i = 0; i < rounds; i += 1) {
  const order = i % 2 === 0 ? ['js', 'pycgt'] : ['pycgt', 'js'];
  for (const who of order) {
    const [seconds, values] = who === 'js' ? js() : pycgt();
    times[who].push(seconds);
    if (i === 0) console.log(`  ${who} values: ${values.join(' ')}`);
  }
  console.log(`  round ${i + 1}: nimlab (JavaScript) ${times.js.at(-1).toFixed(3)} s, pycgt ${times.pycgt.at(-1).toFixed(3)} s`);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [j, p] = [median(times.js), median(times.pycgt)];
console.log(`  median: nimlab (JavaScript) ${j.toFixed(3)} s, pycgt ${p.toFixed(3)} s, pycgt / nimlab = ${(p / j).toFixed(1)}`);
