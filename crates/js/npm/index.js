// The package's entry point for browsers and bundlers (node.js wraps it for Node): the
// generated module's functions behind a check of every argument. The generated code copies a
// string argument into the wasm's memory by its length, so a number where a string belongs
// reached the wasm as garbage and trapped ("memory access out of bounds"); here a wrong type is
// a TypeError and a count out of range a RangeError, each naming the argument, and a call
// before init() says so. What the engine refuses is a NimlabError with the CLI's message.
import generatedInit, {
  initSync as generatedInitSync,
  apparentPeriod as wasmApparentPeriod,
  compare as wasmCompare,
  games as wasmGames,
  quotient as wasmQuotient,
  searchOutcome as wasmSearchOutcome,
  sequence as wasmSequence,
  solve as wasmSolve,
  table as wasmTable,
  value as wasmValue,
} from './nimlab.js';
import { connect, Game, game, partizan } from './game.js';

export { Game, game, partizan };

/** What the engine refuses: the CLI's message after `nimlab: `, with the offset of malformed text. */
export class NimlabError extends Error {
  constructor(message, offset) {
    super(message);
    this.name = 'NimlabError';
    if (offset !== undefined) this.offset = offset;
  }
}

let ready = false;

/** Loads the wasm; `input` is anything the generated init accepts (by default the file beside nimlab.js). */
export default async function init(input) {
  const out = await generatedInit(input);
  ready = true;
  return out;
}

/** Loads the wasm synchronously from its bytes or a compiled module. */
export function initSync(input) {
  if (input === undefined) {
    throw new TypeError('initSync: expected the wasm (its bytes or a WebAssembly.Module); in a page, await init() instead');
  }
  const out = generatedInitSync(input);
  ready = true;
  return out;
}

// Messages quote what the caller passed, which may hold line breaks; a message stays one line.
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/g;
const oneLine = (text) => text.replace(LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A value as a message names it: its type, and the value itself when it is short. */
function describe(v) {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
    case 'number':
      return `the number ${v}`;
    case 'bigint':
      return `the bigint ${v}n`;
    case 'boolean':
      return String(v);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (Array.isArray(v)) return 'an array';
      return Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null
        ? 'an object'
        : `an object (${v.constructor?.name ?? 'without a class'})`;
  }
}

// Argument errors start with the argument's name, as the engine's messages start with what they
// are about.
const typeError = (what, expected, v) => new TypeError(oneLine(`${what}: expected ${expected}, not ${describe(v)}`));

function text(what, example, v) {
  if (typeof v !== 'string') throw typeError(what, `a string such as '${example}'`, v);
  return v;
}

/** The largest table size or heap bound the wasm takes (its usize is 32 bits); games have lower limits of their own. */
const U32_MAX = 2 ** 32 - 1;

function count(what, v, max) {
  if (typeof v !== 'number') throw typeError(what, 'a whole number', v);
  if (!Number.isInteger(v) || v < 0) {
    throw new RangeError(`${what}: expected a whole number from 0 to ${max}, not ${v}`);
  }
  if (v > max) throw new RangeError(`${what}: ${v} is too large: at most ${max}`);
  return v;
}

function arity(fn, args, most) {
  if (args.length > most) {
    const expected = most === 0 ? 'no arguments' : `at most ${most} argument${most === 1 ? '' : 's'}`;
    throw new TypeError(`${fn}: expected ${expected}, got ${args.length}`);
  }
}

/** An options object: undefined or null for none, else a plain object with only `keys`. */
function options(what, v, keys, example) {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw typeError(what, `an object such as ${example}`, v);
  for (const key of Object.keys(v)) {
    if (!keys.includes(key)) {
      const expected = keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} or ${keys.at(-1)}`;
      throw new TypeError(oneLine(`${what}: unknown key '${key}': expected ${expected}`));
    }
  }
  return v;
}

/** The function whose wasm call is under way, or null. */
let running = null;

/** Runs a generated function once the wasm is loaded, turning what the engine throws into a NimlabError. */
function call(fn, f, ...args) {
  if (!ready) throw new NimlabError(`${fn}: call init() first (await init() once before any other function; initSync() in Node)`);
  // An onProgress runs inside the wasm's call, whose state (the partizan search's tables) is in
  // use: a call from there would trap, so it is refused.
  if (running !== null) throw new NimlabError(`${fn}: called from inside ${running}'s onProgress; call it once ${running} has returned`);
  running = fn;
  try {
    return f(...args);
  } catch (e) {
    if (e instanceof Thrown) throw e.value;
    // The engine's failures are plain Errors; its RangeErrors (a game's own limits) keep their class.
    if (e?.constructor === Error) throw new NimlabError(oneLine(e.message), e.offset);
    if (e instanceof RangeError || e instanceof TypeError) e.message = oneLine(e.message);
    throw e;
  } finally {
    running = null;
  }
}

/**
 * The `onProgress` of an options object, checked: a function called as `onProgress(done, total)`
 * inline (the wasm is synchronous), which can throw to stop the work.
 */
function progressOf(o) {
  const f = o?.onProgress;
  if (f === undefined || f === null) return undefined;
  if (typeof f !== 'function') throw typeError('onProgress', 'a function (done, total) => void', f);
  // What the callback throws comes back through the wasm; wrapped, call() tells it from the
  // engine's own failures and throws it unchanged.
  return (done, total) => {
    try {
      f(done, total);
    } catch (e) {
      throw new Thrown(e);
    }
  };
}

class Thrown {
  constructor(value) {
    this.value = value;
  }
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

/** `progressOf` for work that stops keeping what it has: the callback returning false stops it. */
function stoppableProgressOf(o) {
  const f = o?.onProgress;
  if (f === undefined || f === null) return undefined;
  if (typeof f !== 'function') throw typeError('onProgress', 'a function (done, total) => boolean | void', f);
  return (done, total) => {
    try {
      return f(done, total) !== false;
    } catch (e) {
      throw new Thrown(e);
    }
  };
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

/** The misère quotient up to `heaps`: `nimlab quotient GAME --heaps N --json`. */
export function quotient(game, heaps, opts) {
  arity('quotient', arguments, 3);
  text('game', 'octal:0.07', game);
  count('heaps', heaps, U32_MAX);
  const o = options('quotient options', opts, ['onProgress'], '{ onProgress }');
  return call('quotient', wasmQuotient, game, heaps, progressOf(o));
}

/** The engine's period finder on values computed elsewhere (a ruleset of your own): apparent only. */
export function apparentPeriod(values) {
  arity('apparentPeriod', arguments, 1);
  if (!(Array.isArray(values) || values instanceof Uint8Array || values instanceof Uint16Array || values instanceof Uint32Array)) {
    throw typeError('values', 'an array of whole numbers', values);
  }
  const checked = Uint32Array.from(values, (v, i) => count(`values[${i}]`, v, U32_MAX));
  return call('apparentPeriod', wasmApparentPeriod, checked);
}

export { impartial, Ruleset } from './rulesets.js';

/** A number or a text as the CLI takes a game or a temperature. */
function operand(what, v, expected) {
  if (typeof v === 'string') return v;
  if (typeof v !== 'number') throw typeError(what, expected, v);
  if (!Number.isFinite(v)) throw new RangeError(`${what}: expected a finite number, not ${v}`);
  return v;
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

// game.js checks its arguments and calls the wasm the same way as the functions above.
connect({ call, typeError, options, NimlabError });
