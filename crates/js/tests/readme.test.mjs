// The README's ```ts examples run as a user runs them: each block alone, in a fresh Node process
// (so one that forgets `await init()` fails as it would for a user), its types stripped by the
// TypeScript of the root package.json, 'nimlab' being the package `make js` built. types.test.mjs
// compiles the same blocks under `tsc --strict`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PKG = join(ROOT, 'target/js-pkg');
if (!existsSync(join(PKG, 'node.js'))) throw new Error(`no package in ${PKG}: run make js first`);
const ts = createRequire(import.meta.url)(join(ROOT, 'node_modules/typescript'));

const blocks = [...readFileSync(join(ROOT, 'crates/js/README.md'), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

/** A block as a module Node runs: types stripped, 'nimlab' the built package's Node entry. */
function runnable(block) {
  const js = ts.transpileModule(block, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return js.replace(/from 'nimlab'/g, `from '${pathToFileURL(join(PKG, 'node.js')).href}'`);
}

test("every README example loads the wasm itself and runs without throwing", () => {
  assert.ok(blocks.length >= 4, `${blocks.length} blocks`);
  const dir = mkdtempSync(join(tmpdir(), 'nimlab-readme-'));
  try {
    blocks.forEach((block, i) => {
      const file = join(dir, `readme${i}.mjs`);
      writeFileSync(file, runnable(block));
      const r = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 300_000 });
      assert.equal(r.status, 0, `README block ${i} (${block.split('\n')[0]}):\n${r.stderr.slice(0, 2000)}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a block without init() throws what the README warns of (the check is only as good as this)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nimlab-readme-'));
  try {
    const file = join(dir, 'noinit.mjs');
    writeFileSync(file, runnable("import { impartial } from 'nimlab';\nimpartial({ moves: (n: number) => (n > 0 ? [n - 1] : []) }).sequence(10);\n"));
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /call init\(\) first/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
