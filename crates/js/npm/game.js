// Game values as objects (`Game`, `game()`) and partizan rulesets written in JavaScript
// (`partizan()`), re-exported by index.js. A Game holds the index of its canonical form in the
// wasm's arena of forms (one per wasm instance); forms are stored once per value, so two Games
// are equal exactly when their indices are. The arena only grows, so an index never goes stale.
import {
  form_add,
  form_atomic_weight,
  form_birthday,
  form_braces,
  form_compare,
  form_count,
  form_cool,
  form_describe,
  form_dyadic,
  form_from_options,
  form_heat,
  form_integer,
  form_kind,
  form_leq,
  form_neg,
  form_options,
  form_outcome,
  form_overheat,
  form_parse,
  form_reduced,
  form_short,
  form_stops,
  form_sub,
  form_sum,
  form_thermograph,
  form_times,
} from './nimlab.js';
import { call as run, dyadic, dyadicText, NimlabError, options as optionsOf, typeError } from './checked.js';

/** The index of each Game; a WeakMap keeps it out of reach of callers. */
const IDS = new WeakMap();
const TOKEN = Symbol('nimlab.Game');

const wrap = (id) => new Game(TOKEN, id);

function numberId(what, x) {
  const [num, exp] = dyadic(what, x);
  return exp === 0 ? run(what, form_integer, num) : run(what, form_dyadic, num, exp);
}

/** The index of anything a game is made from, or a TypeError naming `what`. */
function idOf(what, x) {
  if (x instanceof Game) return IDS.get(x);
  if (typeof x === 'string') return run(what, form_parse, x);
  if (typeof x === 'number') return numberId(what, x);
  if (x !== null && typeof x === 'object') {
    // A result of value(): its value; of solve() or one of its moves: the position's value.
    const v = typeof x.expr === 'string' && x.value !== null && typeof x.value === 'object' ? x.value : x;
    if (typeof v.braces === 'string') return run(what, form_parse, v.braces);
    if (Number.isInteger(v.grundy) && v.misere !== true) return run(what, form_parse, `*${v.grundy}`);
    if ('outcome' in v) {
      throw new NimlabError(`${what}: this position has no game value (misère play or a draw); its outcome is ${v.outcome}`);
    }
  }
  throw typeError(what, "a Game, a number or a string such as '{0|*}'", x);
}

/**
 * A short partizan game as its canonical form. Make one with game(x) (or Game.from(x)) or
 * Game.fromOptions(left, right); they add (add, sub, neg) and compare (eq, leq, geq, lt, gt,
 * confused, compare).
 */
export class Game {
  constructor(token, id) {
    if (token !== TOKEN) throw new TypeError("Game: use game(x) or Game.fromOptions(left, right), not new Game()");
    IDS.set(this, id);
    Object.freeze(this);
  }

  /** A game from text ('{0|*}', '^', '3/4', '+-1', 'domineering:3x3'), a number, a Game, or a result of solve() or value(). */
  static from(x) {
    return wrap(idOf('game', x));
  }

  /** The canonical form of { left | right }; options are anything game() takes. */
  static fromOptions(left = [], right = []) {
    for (const [what, side] of [['left', left], ['right', right]]) {
      if (!Array.isArray(side)) throw typeError(what, 'an array of games', side);
    }
    const l = Uint32Array.from(left, (x) => idOf('left option', x));
    const r = Uint32Array.from(right, (x) => idOf('right option', x));
    return wrap(run('Game.fromOptions', form_from_options, l, r));
  }

  /** The sum of any number of games (0 for none). */
  static sum(...games) {
    return wrap(run('Game.sum', form_sum, Uint32Array.from(games, (x) => idOf('Game.sum', x))));
  }

  /** How many canonical forms the wasm's arena holds: it only grows. */
  static arenaSize() {
    return run('Game.arenaSize', form_count);
  }

  /** CGSuite's short notation: '^*', '+-1', '{2|-1/2}'. */
  get canonical() {
    return run('canonical', form_short, IDS.get(this));
  }

  /** The value with braces, integers, dyadic fractions and *n only. */
  get braces() {
    return run('braces', form_braces, IDS.get(this));
  }

  toString() {
    return this.canonical;
  }

  toJSON() {
    return this.canonical;
  }

  /** Left's options of the canonical form. */
  get left() {
    return run('left', form_options, IDS.get(this)).left.map(wrap);
  }

  /** Right's options of the canonical form. */
  get right() {
    return run('right', form_options, IDS.get(this)).right.map(wrap);
  }

  /** The number this game is, as text ('3/4'), or null. */
  get number() {
    return run('number', form_kind, IDS.get(this)).number;
  }

  get isNumber() {
    return this.number !== null;
  }

  /** The n of the nimber *n this game is (0 for 0), or null. */
  get nimber() {
    return run('nimber', form_kind, IDS.get(this)).nimber;
  }

  get birthday() {
    return run('birthday', form_birthday, IDS.get(this));
  }

  add(other) {
    return wrap(run('add', form_add, IDS.get(this), idOf('add', other)));
  }

  sub(other) {
    return wrap(run('sub', form_sub, IDS.get(this), idOf('sub', other)));
  }

  neg() {
    return wrap(run('neg', form_neg, IDS.get(this)));
  }

  /** n.G: the sum of n copies of this game (of its negative for n < 0); |n| ≤ 1000. */
  times(n) {
    if (typeof n !== 'number' || !Number.isInteger(n)) throw typeError('times(n)', 'an integer', n);
    if (Math.abs(n) > 1000) {
      throw new RangeError(`times(n): a multiple n.G is limited to |n| ≤ 1000: ${n} is too many`);
    }
    return wrap(run('times', form_times, IDS.get(this), n));
  }

  /** '>', '<', '=' or '||' (confused: whoever moves first in this - other wins). */
  compare(other) {
    return run('compare', form_compare, IDS.get(this), idOf('compare', other));
  }

  eq(other) {
    return IDS.get(this) === idOf('eq', other);
  }

  leq(other) {
    return run('leq', form_leq, IDS.get(this), idOf('leq', other));
  }

  geq(other) {
    return run('geq', form_leq, idOf('geq', other), IDS.get(this));
  }

  /** Strictly less: false for confused games, as gt is. */
  lt(other) {
    return this.compare(other) === '<';
  }

  gt(other) {
    return this.compare(other) === '>';
  }

  confused(other) {
    return this.compare(other) === '||';
  }

  /** 'L' (Left wins whoever starts), 'R', 'P' (the second player wins) or 'N'. */
  get outcome() {
    return run('outcome', form_outcome, IDS.get(this));
  }

  /** The left stop, as text ('3/4'), like every number of the JSON contract. */
  get leftStop() {
    return run('leftStop', form_stops, IDS.get(this))[0];
  }

  get rightStop() {
    return run('rightStop', form_stops, IDS.get(this))[1];
  }

  get mean() {
    return run('mean', form_stops, IDS.get(this))[2];
  }

  get temperature() {
    return run('temperature', form_stops, IDS.get(this))[3];
  }

  /** { left, right, mast, temperature }: the walls' [temperature, value] corners, as `nimlab value --json`. */
  get thermograph() {
    return run('thermograph', form_thermograph, IDS.get(this));
  }

  /** Cooled by the number t (3/4 as 0.75 or '3/4'). */
  cool(t) {
    if (typeof t !== 'string' && typeof t !== 'number') throw typeError('cool', "a number such as 1 or '3/4'", t);
    const text = typeof t === 'number' ? dyadicText('cool', t) : t;
    return wrap(run('cool', form_cool, IDS.get(this), text));
  }

  /** Heated by t, any game. */
  heat(t) {
    return wrap(run('heat', form_heat, IDS.get(this), idOf('heat', t)));
  }

  /** Overheated from s to t. */
  overheat(s, t) {
    return wrap(run('overheat', form_overheat, IDS.get(this), idOf('overheat', s), idOf('overheat', t)));
  }

  /** The atomic weight of an all-small game, or null (theory.atomic_weight_why says why). */
  get atomicWeight() {
    const { weight } = run('atomicWeight', form_atomic_weight, IDS.get(this));
    return weight === null ? null : wrap(weight);
  }

  /** The reduced canonical form. */
  get reduced() {
    return wrap(run('reduced', form_reduced, IDS.get(this)));
  }

  /** Everything `nimlab value EXPR --json` gives under `value`. */
  describe() {
    return run('describe', form_describe, IDS.get(this));
  }

  /** Birthday, atomic weight, reduced form, incentives, kinds: `value.theory` of `nimlab value --json`. */
  get theory() {
    return this.describe().theory;
  }
}

/** A game from text, a number, a Game, or a result of solve() or value(). */
export function game(x) {
  if (arguments.length !== 1) throw new TypeError(`game: expected 1 argument, got ${arguments.length}`);
  return Game.from(x);
}

/** Positions valued between two calls of `progress`. */
const PROGRESS_EVERY = 1024;

function fn(what, f, optional) {
  if (f === undefined && optional) return undefined;
  if (typeof f !== 'function') throw typeError(what, 'a function', f);
  return f;
}

function positions(what, position, list) {
  if (list === null || typeof list !== 'object' || typeof list[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what}(${JSON.stringify(position) ?? String(position)}): expected an array of positions, not ${typeof list}`);
  }
  return [...list];
}

/**
 * A partizan game from its rules: left(position) and right(position) give the positions each
 * side moves to. Values are memoised in a Map by key(position) (by default JSON.stringify of
 * the position; pass `key` for positions that do not serialise, such as Sets, or to merge
 * symmetric positions); components(position), if given, splits a position into parts whose
 * values are added. The search keeps its own stack, so deep games do not overflow.
 */
export function partizan(rules) {
  if (rules === null || typeof rules !== 'object') throw typeError('partizan', 'an object { left, right }', rules);
  for (const k of Object.keys(rules)) {
    if (!['left', 'right', 'components', 'key'].includes(k)) {
      throw new TypeError(`partizan: unknown key '${k}': expected left, right, components or key`);
    }
  }
  const left = fn('left', rules.left, false);
  const right = fn('right', rules.right, false);
  const components = fn('components', rules.components, true);
  const keyOf = fn('key', rules.key, true);
  const memo = new Map();

  const split = (p) => (components ? positions('components', p, components(p)) : [p]);
  const key = (p) => {
    const k = keyOf ? keyOf(p) : JSON.stringify(p);
    if (typeof k !== 'string' && typeof k !== 'number') {
      throw new TypeError(`key: a position's key must be a string or a number, not ${typeof k}; pass key for positions JSON cannot write`);
    }
    return k;
  };

  function component(root, progress, counted) {
    const rootKey = key(root);
    if (memo.has(rootKey)) return memo.get(rootKey);
    const stack = [{ c: root, k: rootKey, sides: null, pending: null }];
    const onStack = new Set([rootKey]);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.sides === null) {
        frame.sides = [];
        frame.pending = [];
        for (const [name, f] of [['left', left], ['right', right]]) {
          frame.sides.push(positions(name, frame.c, f(frame.c)).map((option) => split(option).map((part) => {
            const pk = key(part);
            if (!memo.has(pk)) frame.pending.push([part, pk]);
            return pk;
          })));
        }
      }
      while (frame.pending.length > 0 && memo.has(frame.pending[frame.pending.length - 1][1])) frame.pending.pop();
      if (frame.pending.length > 0) {
        const [part, pk] = frame.pending.pop();
        if (onStack.has(pk)) {
          throw new NimlabError(`position ${JSON.stringify(part) ?? String(part)} is reached again from itself: the game is loopy, not short`);
        }
        onStack.add(pk);
        stack.push({ c: part, k: pk, sides: null, pending: null });
        continue;
      }
      const [l, r] = frame.sides.map((side) => Uint32Array.from(side, (parts) => (parts.length === 1
        ? memo.get(parts[0])
        : run('partizan', form_sum, Uint32Array.from(parts, (p) => memo.get(p))))));
      memo.set(frame.k, run('partizan', form_from_options, l, r));
      onStack.delete(frame.k);
      stack.pop();
      counted.n += 1;
      if (progress && counted.n % PROGRESS_EVERY === 0) progress(counted.n);
    }
    return memo.get(rootKey);
  }

  return Object.freeze({
    /** The value of `position` as a Game; `progress(n)` is told every 1024 new positions and at the end. */
    value(position, options) {
      const o = optionsOf('partizan value options', options, ['progress'], '{ progress: (n) => {} }');
      const progress = fn('progress', o?.progress, true);
      const counted = { n: 0 };
      const parts = split(position).map((c) => component(c, progress, counted));
      if (progress) progress(counted.n);
      return wrap(parts.length === 1 ? parts[0] : run('partizan', form_sum, Uint32Array.from(parts)));
    },
    /** How many positions (components) are remembered. */
    get known() {
      return memo.size;
    },
    /** Forgets the remembered values (the arena keeps the forms). */
    clear() {
      memo.clear();
    },
  });
}
