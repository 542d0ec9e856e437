// What every entry point of the package shares, below them all (index.js, game.js and
// rulesets.js import it, and it imports none of them): the NimlabError class, the checks of
// arguments, which throw a TypeError or a RangeError naming the argument, and call(), which
// refuses a call before init() and turns what the engine throws into a NimlabError.

/** What the engine refuses: the CLI's message after `nimlab: `, with the offset of malformed text. */
export class NimlabError extends Error {
  constructor(message, offset) {
    super(message);
    this.name = 'NimlabError';
    if (offset !== undefined) this.offset = offset;
  }
}

// Messages quote what the caller passed, which may hold line breaks; a message stays one line.
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/g;
export const oneLine = (text) => text.replace(LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A value as a message names it: its type, and the value itself when it is short. */
export function describe(v) {
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
export const typeError = (what, expected, v) => new TypeError(oneLine(`${what}: expected ${expected}, not ${describe(v)}`));

export function text(what, example, v) {
  if (typeof v !== 'string') throw typeError(what, `a string such as '${example}'`, v);
  return v;
}

/** The largest table size or heap bound the wasm takes (its usize is 32 bits); games have lower limits of their own. */
export const U32_MAX = 2 ** 32 - 1;

/** The engine's numbers: at most 2^40 either way, denominators up to 2^20. */
export const MAX_EXP = 20;
export const MAX_NUMBER = 2 ** 40;

/**
 * A number a game can be, as `[num, exp]` with x = num / 2^exp, or a RangeError naming `what`:
 * NaN, the infinities, a number past 2^40 either way and one whose denominator is not a power
 * of 2 up to 2^20 (the double 0.3 is 5404319552844595 / 2^54) are all refused here, as one
 * error type, before the engine sees them.
 */
export function dyadic(what, x) {
  if (!Number.isFinite(x)) throw new RangeError(`${what}: expected a finite number, not ${x}`);
  if (Math.abs(x) > MAX_NUMBER) throw new RangeError(`${what}: ${x} is too large: a game's number is at most 2^40 either way`);
  let exp = 0;
  let num = x;
  // Doubling is exact, so num stays x * 2^exp.
  while (!Number.isInteger(num) && exp <= MAX_EXP) {
    num *= 2;
    exp += 1;
  }
  if (exp > MAX_EXP) {
    throw new RangeError(`${what}: ${x} is not a dyadic rational with a denominator up to 2^${MAX_EXP} (such as 0.75)`);
  }
  return [num, exp];
}

/** A number as the engine reads one (`3/4`), refused as `dyadic` refuses it. */
export function dyadicText(what, x) {
  const [num, exp] = dyadic(what, x);
  return exp === 0 ? String(num) : `${num}/${2 ** exp}`;
}

export function count(what, v, max) {
  if (typeof v !== 'number') throw typeError(what, 'a whole number', v);
  if (!Number.isInteger(v) || v < 0) {
    throw new RangeError(`${what}: expected a whole number from 0 to ${max}, not ${v}`);
  }
  if (v > max) throw new RangeError(`${what}: ${v} is too large: at most ${max}`);
  return v;
}

export function arity(fn, args, most) {
  if (args.length > most) {
    const expected = most === 0 ? 'no arguments' : `at most ${most} argument${most === 1 ? '' : 's'}`;
    throw new TypeError(`${fn}: expected ${expected}, got ${args.length}`);
  }
}

/** An options object: undefined or null for none, else a plain object with only `keys`. */
export function options(what, v, keys, example) {
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

/** Whether init() or initSync() has loaded the wasm. */
let ready = false;

/** Called by index.js once the wasm is loaded. */
export function loaded() {
  ready = true;
}

/** The function whose wasm call is under way, or null. */
let running = null;

/** Runs a generated function once the wasm is loaded, turning what the engine throws into a NimlabError. */
export function call(fn, f, ...args) {
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
export function progressOf(o) {
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

/** `progressOf` for work that stops keeping what it has: the callback returning false stops it. */
export function stoppableProgressOf(o) {
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

class Thrown {
  constructor(value) {
    this.value = value;
  }
}
