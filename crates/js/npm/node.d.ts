// The types of node.js: index.js's, with an initSync whose argument may be left out (node.js
// then reads the wasm beside it; init's may be left out everywhere).
import type { SyncInitInput, InitOutput } from './index.js';

export * from './index.js';
export { default } from './index.js';

export function initSync(module?: { module: SyncInitInput } | SyncInitInput): InitOutput;
