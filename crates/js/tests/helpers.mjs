// Shared by the module's tests (not a test file itself: node --test runs *.test.mjs).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `f` throws. */
export function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('nothing was thrown');
}

/** The package built by `make js` (target/js-pkg), initialised, the folder it is in (`pkg`),
 * and the CLI it is checked against (NIMLAB_BIN, or the dev build `make cli` makes). */
export async function packageAndCli() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const pkg = join(root, 'target/js-pkg');
  const bin = process.env.NIMLAB_BIN || join(process.env.CARGO_TARGET_DIR || join(root, 'target'), 'debug/nimlab');
  if (!existsSync(join(pkg, 'node.js'))) throw new Error(`no package in ${pkg}: run make js first`);
  if (!existsSync(bin)) throw new Error(`no CLI at ${bin}: set NIMLAB_BIN or run make cli`);
  const nimlab = await import(join(pkg, 'node.js'));
  await nimlab.default();
  return { nimlab, bin, pkg };
}
