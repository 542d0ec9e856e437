// The types of node.js: the generated module's, with init and initSync whose argument may be
// left out (node.js then reads the wasm beside it).
import type { InitInput, InitOutput, SyncInitInput } from './nimlab.js';

export * from './nimlab.js';

export default function init(
  module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>,
): Promise<InitOutput>;

export function initSync(module?: { module: SyncInitInput } | SyncInitInput): InitOutput;
