// The package's entry point for browsers and bundlers (node.js wraps it for Node): the
// generated module's functions behind a check of every argument. The generated code copies a
// string argument into the wasm's memory by its length, so a number where a string belongs
// reached the wasm as garbage and trapped ("memory access out of bounds"); here a wrong type is
// a TypeError and a count out of range a RangeError, each naming the argument, and a call
// before init() says so. What the engine refuses is a NimlabError with the CLI's message.
import generatedInit, {
  initSync as generatedInitSync,
  compare as wasmCompare,
  games as wasmGames,
  loopySequence as wasmLoopySequence,
  loopyValue as wasmLoopyValue,
  quotient as wasmQuotient,
  searchOutcome as wasmSearchOutcome,
  sequence as wasmSequence,
  solve as wasmSolve,
  table as wasmTable,
  value as wasmValue,
} from './nimlab.js';
import {
  arity,
  call,
  count,
  describe,
  dyadicText,
  loaded,
  oneLine,
  options,
  progressOf,
  stoppableProgressOf,
  text,
  typeError,
  U32_MAX,
} from './checked.js';
import { Game, game, partizan } from './game.js';

export { NimlabError } from './checked.js';
export { Game, game, partizan };

/** Loads the wasm; `input` is anything the generated init accepts (by default the file beside nimlab.js). */
export default async function init(input) {
  const out = await generatedInit(input);
  loaded();
  return out;
}

/** Loads the wasm synchronously from its bytes or a compiled module. */
export function initSync(input) {
  if (input === undefined) {
    throw new TypeError('initSync: expected the wasm (its bytes or a WebAssembly.Module); in a page, await init() instead');
  }
  const out = generatedInitSync(input);
  loaded();
  return out;
}

/** Solves a position: `nimlab solve GAME POSITION [--misere] --json`. */
export function solve(game, position, misere, opts) {
  arity('solve', arguments, 4);
  text('game', 'nim', game);
  text('position', '3,4,5', position);
  if (misere !== undefined && misere !== null && typeof misere !== 'boolean') {
    throw typeError('misere', 'true or false', misere);
  }
  const o = options('solve options', opts, ['onProgress'], '{ onProgress }');
  return call('solve', wasmSolve, game, position, misere ?? false, progressOf(o));
}

/**
 * Who wins a partizan position by the outcome search, which needs no canonical form (boards too
 * large for one): `nimlab solve GAME POSITION --outcome [--side L|R] [--nodes N] [--seconds S]
 * [--all-moves] --json`. `side` is 'L' (the default), 'R' or 'both' (both searches and the
 * outcome class). `onProgress(searched, most)` returning false stops the search, which returns
 * what it proved.
 */
export function searchOutcome(game, position, opts) {
  arity('searchOutcome', arguments, 3);
  text('game', 'domineering', game);
  text('position', '8x8', position);
  const o = options('searchOutcome options', opts, ['side', 'nodes', 'seconds', 'allMoves', 'onProgress'], "{ side: 'L', nodes: 1000000 }");
  const side = o?.side ?? 'L';
  if (typeof side !== 'string') throw typeError('side', "'L', 'R' or 'both'", side);
  if (!['L', 'R', 'left', 'right', 'both'].includes(side)) {
    throw new RangeError(oneLine(`side: expected 'L', 'R' or 'both', not ${describe(side)}`));
  }
  let nodes = o?.nodes ?? undefined;
  if (nodes !== undefined) {
    count('nodes', nodes, Number.MAX_SAFE_INTEGER);
    if (nodes === 0) throw new RangeError('nodes: a search budget of 0 positions proves nothing: give at least 1');
  }
  const seconds = o?.seconds ?? undefined;
  if (seconds !== undefined) {
    if (typeof seconds !== 'number') throw typeError('seconds', 'a number of seconds', seconds);
    if (!(Number.isFinite(seconds) && seconds > 0)) throw new RangeError(`seconds: expected a number above 0, not ${seconds}`);
  }
  const allMoves = o?.allMoves ?? false;
  if (typeof allMoves !== 'boolean') throw typeError('allMoves', 'true or false', allMoves);
  const progress = stoppableProgressOf(o);
  return call('searchOutcome', wasmSearchOutcome, game, position, side === 'both' ? undefined : side, nodes, seconds, allMoves, progress);
}

/** g(0..=to) of a heap game with its period: `nimlab sequence GAME --to N --json`. */
export function sequence(game, to, opts) {
  arity('sequence', arguments, 3);
  text('game', 'kayles', game);
  // Past the game's own limit the wasm throws a RangeError naming it.
  count('to', to, Number.MAX_SAFE_INTEGER);
  const o = options('sequence options', opts, ['onProgress'], '{ onProgress }');
  return call('sequence', wasmSequence, game, to, progressOf(o));
}

/** A loopy game's values over its places (Wind-up's clock), nimbers and ∞(K): `nimlab sequence
 * GAME --to N --json` for such a game. */
export function loopySequence(game, to) {
  arity('loopySequence', arguments, 2);
  text('game', 'windup:1,2/5', game);
  count('to', to, Number.MAX_SAFE_INTEGER);
  return call('loopySequence', wasmLoopySequence, game, to);
}

/** A game's table: `nimlab table GAME [--size N] [--rows N] [--cols M] --json`. */
export function table(game, params) {
  arity('table', arguments, 2);
  text('game', 'chocolate', game);
  const p = options('table sizes', params, ['size', 'rows', 'cols', 'onProgress'], '{ size: 10 }');
  // A fresh object of numbers only: the wasm reads no getter or proxy of the caller's.
  const sizes = {};
  for (const key of ['size', 'rows', 'cols']) {
    const v = p?.[key];
    if (v !== undefined) sizes[key] = count(key, v, U32_MAX);
  }
  return call('table', wasmTable, game, sizes, progressOf(p));
}

/** The catalogue: `nimlab games --json`. */
export function games() {
  arity('games', arguments, 0);
  return call('games', wasmGames);
}

/** Compares two positions: `nimlab compare G H --json`. */
export function compare(first, second) {
  arity('compare', arguments, 2);
  text('first', 'nim:3', first);
  text('second', 'toads:T.F', second);
  return call('compare', wasmCompare, first, second);
}

/** A game that need not end or two compared: `nimlab value EXPR --json` for a loopy text
 * (`on + off`, `a{0|{a|*}}`, `{0|pass}`, `over > 0`): `{ expr, loopy }` or `{ expr, comparison }`. */
export function loopyValue(expr) {
  arity('loopyValue', arguments, 1);
  text('expr', 'on + off', expr);
  return call('loopyValue', wasmLoopyValue, expr);
}

/** The misère quotient up to `heaps`: `nimlab quotient GAME --heaps N --json`. */
export function quotient(game, heaps, opts) {
  arity('quotient', arguments, 3);
  text('game', 'octal:0.07', game);
  count('heaps', heaps, U32_MAX);
  const o = options('quotient options', opts, ['onProgress'], '{ onProgress }');
  return call('quotient', wasmQuotient, game, heaps, progressOf(o));
}

export { apparentPeriod, impartial, Ruleset } from './rulesets.js';

/** A number or a text as the CLI takes a game or a temperature. */
function operand(what, v, expected) {
  if (typeof v === 'string') return v;
  if (typeof v !== 'number') throw typeError(what, expected, v);
  return dyadicText(what, v);
}

/** A value with its theory, transformed as `options` asks: `nimlab value EXPR [--cool T | --heat T | --overheat S,T] --json`. */
export function value(expr, opts) {
  arity('value', arguments, 2);
  text('expr', '{1|0}', expr);
  const o = options('value options', opts, ['cool', 'heat', 'overheat'], '{ cool: 1 }');
  const checked = {};
  for (const key of ['cool', 'heat']) {
    const v = o?.[key];
    if (v !== undefined) checked[key] = operand(key, v, `a number or a string such as '1*'`);
  }
  const over = o?.overheat;
  if (Array.isArray(over)) {
    if (over.length !== 2) throw new TypeError(`overheat: expected two games [s, t], got ${over.length}`);
    checked.overheat = over.map((v) => operand('overheat', v, `a number or a string such as '1*'`));
  } else if (over !== undefined) {
    if (typeof over !== 'string') throw typeError('overheat', `a pair [s, t] or a string such as '1,1*'`, over);
    checked.overheat = over;
  }
  return call('value', wasmValue, expr, checked);
}
