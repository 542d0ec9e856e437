// The entry point Node (and runtimes matching the "node" export condition) loads: index.js,
// whose init() fetches the wasm from import.meta.url, and Node's fetch cannot read file: URLs,
// so the bytes are read from disk here and handed to it.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import webInit, { initSync as webInitSync } from './index.js';

// Local exports take precedence over these, so init and initSync are the ones below.
export * from './index.js';

const WASM = new URL('./nimlab_bg.wasm', import.meta.url);

/** Loads the module; `input` is optional (anything the generated init accepts). */
export default async function init(input) {
  return webInit(input ?? { module_or_path: await readFile(WASM) });
}

/** Loads the module synchronously; without an argument it reads the wasm beside this file. */
export function initSync(input) {
  return webInitSync(input ?? { module: readFileSync(WASM) });
}
