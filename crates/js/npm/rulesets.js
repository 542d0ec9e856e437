// Impartial games whose rules the caller writes in JavaScript: impartial({ moves }). A position
// is any value; moves(position) gives the positions one move reaches. Grundy values are the mex
// of the options' values, found by a depth-first search with an explicit stack (a game a
// million moves deep does not overflow the call stack) and kept in `memo` between calls.
//
// Written in JavaScript rather than handed to the wasm: the caller's moves function is
// JavaScript, so each position costs a JavaScript call whatever does the rest, and crossing
// into the wasm for a mex of a few values would cost more than the mex.
import { apparentPeriod as wasmApparentPeriod } from './nimlab.js';
import { arity, call, count, NimlabError, typeError, U32_MAX } from './checked.js';

const isPrimitive = (v) => v === null || (typeof v !== 'object' && typeof v !== 'function');

/** The memo's key of a position by default: a primitive itself, anything else its JSON. */
function defaultKey(position) {
  if (isPrimitive(position)) return position;
  const json = JSON.stringify(position);
  if (json === undefined) throw new TypeError('position: expected a value JSON can write, or give impartial() a key function');
  return json;
}

const short = (v) => {
  let text;
  try {
    text = typeof v === 'bigint' ? `${v}n` : JSON.stringify(v) ?? String(v);
  } catch {
    text = String(v);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function mex(values) {
  const seen = new Set(values);
  let g = 0;
  while (seen.has(g)) g += 1;
  return g;
}

/** An impartial game given by its moves function; see impartial(). */
export class Ruleset {
  constructor(moves, key, name, sums) {
    this._moves = moves;
    this._key = key;
    this.name = name;
    /** Whether each option is an array of positions, a sum valued by XOR. */
    this.sums = sums;
    /** The Grundy value of every position valued so far, by its key (clear it with memo.clear()). */
    this.memo = new Map();
  }

  /** The options of `position` as the moves function gives them: positions, or with `sums` arrays of positions. */
  moves(position) {
    const options = this._moves(position);
    const what = this.sums ? 'arrays of positions' : 'positions';
    if (options === null || options === undefined || typeof options[Symbol.iterator] !== 'function' || typeof options === 'string') {
      throw new TypeError(`moves(${short(position)}): expected an iterable of ${what}, not ${short(options)}`);
    }
    const listed = Array.from(options);
    if (this.sums) {
      for (const option of listed) {
        if (!Array.isArray(option)) {
          throw new TypeError(`moves(${short(position)}) gave ${short(option)}: with sums each option is an array of positions, the sum the move leaves ([] when nothing is left)`);
        }
      }
    }
    return listed;
  }

  /** The positions to value before the options can be: the options, or their parts. */
  _parts(options) {
    return this.sums ? options.flat() : options.slice();
  }

  /** The Grundy value of `position`. */
  grundy(position) {
    const memo = this.memo;
    const start = this._key(position);
    const known = memo.get(start);
    if (known !== undefined) return known;
    // Each frame: a position's key, its options, and the parts of those options not yet looked at.
    const first = this.moves(position);
    const stack = [{ key: start, options: first, todo: this._parts(first) }];
    const onPath = new Set([start]);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      let pushed = false;
      while (top.todo.length > 0) {
        const child = top.todo.pop();
        const key = this._key(child);
        if (memo.has(key)) continue;
        if (onPath.has(key)) {
          throw new NimlabError(`the moves loop: ${short(child)} can be reached from itself, and an impartial game must end`);
        }
        const options = this.moves(child);
        stack.push({ key, options, todo: this._parts(options) });
        onPath.add(key);
        pushed = true;
        break;
      }
      if (!pushed) {
        stack.pop();
        onPath.delete(top.key);
        const seen = this.sums
          ? top.options.map((option) => option.reduce((x, part) => x ^ memo.get(this._key(part)), 0))
          : top.options.map((option) => memo.get(this._key(option)));
        memo.set(top.key, mex(seen));
      }
    }
    return memo.get(start);
  }

  /** The Grundy value of the sum of `positions`: the XOR of theirs (Sprague-Grundy). */
  sumGrundy(positions) {
    let x = 0;
    for (const p of positions) x ^= this.grundy(p);
    return x;
  }

  /** 'P' when the player to move loses (Grundy value 0), else 'N'. */
  outcome(position) {
    return this.grundy(position) === 0 ? 'P' : 'N';
  }

  /**
   * g(position(0..=n)) (by default position(k) is k, a heap of k) as sequence() gives an engine
   * game's: `values` the smallest typed array that holds them, with the period the engine's
   * finder sees (apparent only). `onProgress(k, n + 1)` is called inline after each value and
   * can throw to stop.
   */
  sequence(n, opts) {
    if (typeof n !== 'number') throw new TypeError(`n: expected a whole number, not ${short(n)}`);
    if (!Number.isInteger(n) || n < 0 || n >= 2 ** 32 - 1) throw new RangeError(`n: expected a whole number from 0 to ${2 ** 32 - 2}, not ${n}`);
    if (opts !== undefined && opts !== null && (typeof opts !== 'object' || Array.isArray(opts))) {
      throw new TypeError('sequence options: expected an object such as { position, onProgress }');
    }
    for (const k of Object.keys(opts ?? {})) {
      if (k !== 'position' && k !== 'onProgress') throw new TypeError(`sequence options: unknown key '${k}': expected position or onProgress`);
    }
    const position = opts?.position ?? ((k) => k);
    const onProgress = opts?.onProgress;
    if (typeof position !== 'function') throw new TypeError('position: expected a function k => position');
    if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
      throw new TypeError('onProgress: expected a function (done, total) => void');
    }
    const values = [];
    for (let k = 0; k <= n; k += 1) {
      values.push(this.grundy(position(k)));
      onProgress?.(k + 1, n + 1);
    }
    const top = values.reduce((a, b) => (a > b ? a : b), 0);
    const Typed = top <= 0xff ? Uint8Array : top <= 0xffff ? Uint16Array : Uint32Array;
    const { preperiod, period, reason } = apparentPeriod(values);
    return { game: this.name, values: Typed.from(values), preperiod, period, proved: false, reason };
  }
}

/**
 * An impartial game from its moves function: `moves(position)` gives the positions one move
 * reaches. Positions are told apart by `key(position)` (by default a primitive itself and
 * anything else its JSON, so [1, 2] and [1, 2] are one position). With `sums: true`, moves gives
 * instead, for each move, the array of positions it leaves as a sum ([] when nothing is left),
 * valued by the XOR of the parts' values (Sprague-Grundy): how a take-and-break game such as
 * Kayles is written. `name` names it in a sequence.
 */
export function impartial(spec) {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new TypeError('impartial: expected an object such as { moves: (n) => [n - 1, n - 2].filter((m) => m >= 0) }');
  }
  for (const k of Object.keys(spec)) {
    if (!['moves', 'key', 'name', 'sums'].includes(k)) throw new TypeError(`impartial: unknown key '${k}': expected moves, key, name or sums`);
  }
  const { moves, key = defaultKey, name = 'impartial', sums = false } = spec;
  if (typeof moves !== 'function') throw new TypeError('moves: expected a function position => positions');
  if (typeof key !== 'function') throw new TypeError('key: expected a function position => key');
  if (typeof name !== 'string') throw new TypeError('name: expected a string');
  if (typeof sums !== 'boolean') throw new TypeError('sums: expected true or false');
  return new Ruleset(moves, key, name, sums);
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
