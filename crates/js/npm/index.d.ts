// The types of the package: every function and the objects it returns, field for field as
// `nimlab ... --json` prints them (crates/api builds both). A Rust `Option` is `| null`, a
// field the JSON leaves out when it does not apply is optional, a tuple is a fixed array.
import type { InitInput, InitOutput, SyncInitInput } from './nimlab.js';

export type { InitInput, InitOutput, SyncInitInput };

/** Loads the wasm (from beside `index.js`, or from `module_or_path`); call it once before anything else. */
export default function init(
  module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>,
): Promise<InitOutput>;

/** Loads the wasm synchronously from its bytes or a compiled module. */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/** What every function throws for input the engine refuses: the CLI's message after `nimlab: `.
 * A wrong argument is a `TypeError` (wrong type) or a `RangeError` (a count out of range). */
export class NimlabError extends Error {
  constructor(message: string, offset?: number);
  name: 'NimlabError';
  /** The 0-based character of the malformed text, when the text was malformed there. */
  offset?: number;
}

/** P: the player to move loses; N: wins; draw; partizan L and R: Left or Right wins whoever starts. */
export type Outcome = 'P' | 'N' | 'draw' | 'L' | 'R';
export type Side = 'left' | 'right';
/** A (row, column) square of a grid, 0-based from the top left. */
export type Square = [row: number, col: number];
/** Two texts: (move, value), (temperature, value), (label shown, label spoken), (kind, why), ... */
export type Pair = [string, string];

/** The place on the board a move is made at (one key: the kind of place). */
export type Spot =
  /** `index` is a bigint past Number.MAX_SAFE_INTEGER (a Nim heap may hold up to 2^64 - 1). */
  | { Counter: { heap: number; index: number | bigint } }
  | { Cell: { index: number } }
  | { Pair: { index: number } }
  | { Square: { piece: number; row: number; col: number } }
  | { Cells: { piece: number; cells: Square[] } }
  | { Cut: { piece: number; vertical: boolean; at: number } }
  | { Slide: { from: number; to: number } }
  | { Choice: { value: number } }
  | { InComponent: { component: number; index: number } }
  | { Edge: { index: number } }
  | { Divide: { piece: number; vertical: boolean; every: number } }
  | { Vertex: { index: number } };

/** How a piece is drawn. */
export type Token =
  | 'black_stone'
  | 'white_stone'
  | 'left_pointing_right'
  | 'right_pointing_left'
  | 'left_square'
  | 'right_square'
  | 'left_domino'
  | 'right_domino'
  | 'green_domino'
  | 'left_tint'
  | 'right_tint'
  | 'left_slipper'
  | 'right_slipper';

/** A character of a grid drawn as `shown` and named `name`. */
export interface Glyph {
  ch: string;
  shown: string;
  name: string;
  token: Token | null;
}

/** The labels of a grid's rows and columns. */
export interface Axes {
  caption: string;
  rows: Pair[];
  cols: Pair[];
  square: string;
  verb: string;
}

/** How a grid's characters are drawn. */
export interface GridLook {
  glyphs: Glyph[];
  underlined: Square[];
  highlighted: Square[];
  bite_preview: boolean;
  axes: Axes | null;
  cells_move: 'place' | 'step' | 'topple' | 'step_shoot';
  edge_columns: boolean;
  /** Pieces lying on the board, each covering several squares (a domino), drawn as one tile. */
  tiles: Tile[];
  /** A checkerboard: squares whose row plus column has this parity are the dark ones. */
  checkered: 0 | 1 | null;
}

/** How a graph is drawn: in layers, or on a ring (vertex 0 at the top, the rest clockwise);
 * what stands on a vertex (`piece`, e.g. "chip") and a slide's words before its ends. */
export interface GraphLook {
  layout: 'layers' | 'ring';
  piece: string;
  slide: string;
}

/** A piece covering several squares of a grid; `side` is whose it is, when known. */
export interface Tile {
  cells: Square[];
  side: Side | null;
}

/** One component of a sum as drawn; `value` only for a partizan part. */
export interface SumPart {
  label: string;
  game: string;
  grundy: number;
  value?: string;
  board: Board;
  spots: Spot[];
}

/** What a position looks like (one key: the kind of board). */
export type Board =
  /** A heap past Number.MAX_SAFE_INTEGER (Nim's go to 2^64 - 1) is a bigint. */
  | { Heaps: { heaps: (number | bigint)[] } }
  | { Steps: { steps: number[] } }
  | { Strip: { cells: boolean[] } }
  | { Grid: { rows: string[]; look: GridLook } }
  | { Pieces: { pieces: string[][] } }
  | { Number: { value: number; caption: string; coins: boolean } }
  | { Text: { text: string } }
  | { Graph: { names: string[]; edges: [number, number][]; chips: number[]; values: LoopyValue[]; look: GraphLook } }
  | { Sum: { parts: SumPart[] } }
  | { Edges: { edges: [number, number, string][] } }
  | { Vertices: { names: string[]; edges: [number, number][]; marks: string; look: GridLook } };

/** A move of a solution. */
export interface Move {
  move: string;
  /** The position reached, in canonical notation. */
  to: string;
  /** The outcome of the position reached, for the player who moves there next. */
  outcome: Outcome;
  grundy: number | null;
  remoteness: number | null;
  winning: boolean;
  spot: Spot;
  /** Partizan games only: who makes the move and the value it reaches. */
  side?: Side;
  canonical?: string;
  braces?: string;
  /** For the player making the move: 'win', 'loss', 'draw', 'Left wins' or 'Right wins'. */
  value: MoverValue;
  /** Games that need not end (a graph with a cycle) only: the value the move reaches. */
  loopy?: Gamma;
}

/** A generalized Sprague–Grundy value: a nimber (`value`), or infinity(K) (`infinite`, `k`). */
export interface LoopyValue {
  infinite: boolean;
  value: number | null;
  k: number[];
}

/** A {@link LoopyValue} with its text: `2`, or `∞{0,2}`. */
export interface Gamma extends LoopyValue {
  text: string;
}

export type MoverValue = 'win' | 'loss' | 'draw' | 'Left wins' | 'Right wins';

/** A value written as its parts (`text`) and their nim-sum (`value`). */
export interface Term {
  text: string;
  value: number;
}

/** How an impartial value follows from the options (one key: the kind of working). */
export type Working =
  | { mex: { options: { move: string; parts: Term[]; value: number }[]; count: number; set: number[]; mex: number } }
  | {
      xor: {
        rows: Term[];
        total: number;
        bits: number;
        winning: { row: number; from: number; to: number; move: string; reaches: string } | null;
      };
    }
  | { model: { game: string; position: string; inner: Working } }
  | {
      loopy: {
        parts: { text: string; value: LoopyValue; options: [string, LoopyValue][] }[];
        total: LoopyValue;
        outcome: Outcome;
        moves: LoopyValue[];
        order: [string, number][];
      };
    }
  | {
      outcomes: {
        children: { move: string; outcome: Outcome; remoteness: number | null }[];
        count: number;
        outcome: Outcome;
        remoteness: number | null;
        misere: boolean;
      };
    }
  | {
      quotient: {
        rules: string;
        bound: number;
        order: number;
        p_size: number;
        presentation: string;
        heaps: [number, string][];
        count: number;
        product: string;
        in_p: boolean;
        winning: { text: string; heap: number; leaves: number[]; product: string } | null;
      };
    };

/** How a partizan canonical form follows from its options. */
export interface PartizanWorking {
  left: Pair[];
  right: Pair[];
  steps: string[];
  simplified: string;
  number_rule: string | null;
  outcome_rule: string;
  parts: Pair[];
}

/** A thermograph: each wall's (temperature, value) breakpoints up to the mast. */
export interface Thermograph {
  left: Pair[];
  right: Pair[];
  mast: string;
  temperature: string;
}

/** Atomic weight, reduced form, birthday, incentives, kinds and cooling of a partizan value. */
export interface Theory {
  birthday: number;
  reduced: string;
  infinitesimal: string;
  atomic_weight: string | null;
  atomic_weight_why: string | null;
  atomic_working: string[];
  left_incentives: string[];
  right_incentives: string[];
  kinds: Pair[];
  confusion: string | null;
  cooled: Pair[];
  /** Why the incentives are empty: the form is too large for them to be worth computing. */
  incentives_why: string | null;
}

/** A partizan value: canonical form (CGSuite's short notation), stops, thermograph, theory. */
export interface PartizanValue {
  canonical: string;
  braces: string;
  temperature: string;
  mean: string;
  left_stop: string;
  right_stop: string;
  thermograph: Thermograph;
  working: PartizanWorking;
  theory: Theory;
}

/** "The same game as": the position's reduction to a model game. */
export interface Reduction {
  explanation: string;
  game: string;
  position: string;
  board: Board;
  grundy: number | null;
  comparison: { caption: string; labels: [string, string, string]; columns: [number, number, number][] } | null;
}

/** The solution of a position: `nimlab solve GAME POSITION [--misere] --json`. */
export interface Solution {
  game: string;
  /** The position in canonical notation. */
  position: string;
  misere: boolean;
  outcome: Outcome;
  grundy: number | null;
  remoteness: number | null;
  moves: Move[];
  /** The Grundy value by the game's closed form, when it has one. */
  formula: { text: string; grundy: number | null; outcome: Outcome } | null;
  /** Why remoteness is missing, if it is. */
  note: string | null;
  board: Board;
  reduction: Reduction | null;
  /** How the value follows from the options: a partizan position's is its canonical form's. */
  working: Working | PartizanWorking | null;
  /** For the player to move. */
  value: MoverValue;
  /** Games won on a score: what each player can make sure of. */
  guarantees?: { mover: number; other: number; best_take: number | null };
  /** Partizan positions (and sums with a partizan part) only. */
  canonical?: string;
  braces?: string;
  temperature?: string;
  mean?: string;
  left_stop?: string;
  right_stop?: string;
  thermograph?: Thermograph;
  theory?: Theory;
  /** Games that need not end (a graph with a cycle) only: the position's generalized
   * Sprague–Grundy value; a draw is infinity(K) with 0 not in K. */
  loopy?: Gamma;
}

/** The typed arrays' reduce methods with one signature set, so they can be called on the union
 * (each array type's own overloads differ, and TypeScript calls none of them on a union). */
export interface ReducibleValues {
  reduce(fold: (previous: number, current: number, index: number) => number): number;
  reduce<U>(fold: (previous: U, current: number, index: number) => U, initial: U): U;
  reduceRight(fold: (previous: number, current: number, index: number) => number): number;
  reduceRight<U>(fold: (previous: U, current: number, index: number) => U, initial: U): U;
}

/** g(0..=to): whichever of these is the smallest that holds them (`instanceof` tells which). */
export type SequenceValues = (Uint8Array | Uint16Array | Uint32Array) & ReducibleValues;

/** g(0..=to) of a heap game in the smallest typed array that holds them, with the period. */
export interface Sequence {
  game: string;
  values: SequenceValues;
  /** The first index from which the period holds, or null when none was seen. */
  preperiod: number | null;
  /** The smallest period seen, or null. */
  period: number | null;
  /** Whether a theorem (for octal games the octal periodicity theorem) proves the period. */
  proved: boolean;
  /** A sentence explaining `proved`. */
  reason: string;
}

/** The values of a game on the places of one graph that may have cycles (Wind-up's clock),
 * `nimlab sequence GAME --to N --json` for such a game: each place's value from place 0. */
export interface LoopySequence {
  game: string;
  /** How many places the game has (the values stop at `to` or at the last place). */
  places: number;
  /** Each value as text, as the CLI and the analysis page write it: '2', '∞{0,2}', '∞{}'. */
  values: string[];
  /** The same values as data; with 0 in K the player to move wins, without it is a draw. */
  gamma: LoopyValue[];
}

/** Which sizes a table is asked for; which apply depends on the game, each has a default. */
export interface TableParams extends ProgressOptions {
  size?: number;
  rows?: number;
  cols?: number;
}

/**
 * `onProgress(done, total)`, called now and then while long work runs. The wasm is synchronous,
 * so it runs inline, on the caller's stack: throwing in it stops the work (a table only once it
 * is done: tables cannot stop half-way) and the thrown value is thrown to the caller.
 */
export interface ProgressOptions {
  onProgress?: ((done: number, total: number) => void) | null;
}

/** The period the engine's finder sees in values computed elsewhere (apparent only). */
export interface ApparentPeriod {
  preperiod: number | null;
  period: number | null;
  reason: string;
}

/** impartial()'s argument: the rules of a game as its moves function. */
export interface RulesetSpec<P> {
  /** The positions one move from `position` reaches. */
  moves: (position: P) => Iterable<P>;
  /** What tells positions apart in the memo (by default a primitive itself, else its JSON). */
  key?: (position: P) => unknown;
  /** The game's name in a sequence (by default 'impartial'). */
  name?: string;
  sums?: false;
}

/** impartial()'s argument for a game whose moves leave sums (a take-and-break game). */
export interface SumsRulesetSpec<P> {
  /** For each move, the positions it leaves as a sum ([] when nothing is left), valued by XOR. */
  moves: (position: P) => Iterable<P[]>;
  key?: (position: P) => unknown;
  name?: string;
  sums: true;
}

/** An impartial game given by its moves function, with its memo of Grundy values. */
export class Ruleset<P> {
  private constructor();
  readonly name: string;
  /** The Grundy value of every position valued so far, by its key. */
  readonly memo: Map<unknown, number>;
  readonly sums: boolean;
  /** The options as `moves` gives them: positions, or with `sums` arrays of positions. */
  moves(position: P): P[] | P[][];
  grundy(position: P): number;
  /** The Grundy value of the sum of `positions`: the XOR of theirs. */
  sumGrundy(positions: Iterable<P>): number;
  outcome(position: P): 'N' | 'P';
  /** g(position(0..=n)), by default position(k) = k; `onProgress(k, n + 1)` after each value. */
  sequence(n: number, options?: ({ position?: (k: number) => P } & ProgressOptions) | null): Sequence;
}

/** A table of integers (null where blank): `nimlab table GAME --json`. */
export interface Table {
  game: string;
  title: string;
  row_label: string;
  col_label: string;
  row_keys: number[];
  col_keys: number[];
  /** cells[r][c] for row_keys[r] and col_keys[c]. */
  cells: (number | null)[][];
  legend: string;
  positions: (string | null)[][] | null;
  row_games: string[] | null;
  signed: boolean;
  row_marks: { mark: string; kind: string; meaning: string; legend: string; rows: boolean[] } | null;
  /** Tables of canonical forms only: each cell's form. */
  texts?: (string | null)[][];
  /** Partizan tables only: each cell's outcome class. */
  classes?: (Outcome | null)[][];
  /** A remark on the table as computed (a limit that applied at this size). */
  note: string | null;
}

/** A catalogue entry: `nimlab games --json`. */
export interface GameEntry {
  id: string;
  name: string;
  example_game: string;
  example_position: string;
  summary: string;
}

/** One side of a comparison. */
export interface Compared {
  game: string;
  position: string;
  canonical: string;
  braces: string;
}

/** G compared with H by playing G - H: `nimlab compare G H --json`. */
export interface Comparison {
  first: Compared;
  second: Compared;
  relation: '>' | '<' | '=' | '||';
  difference: string;
  difference_outcome: Outcome;
  why: string;
}

/** A heap's misère genus. */
export interface Genus {
  heap: number;
  nim: number;
  gammas: number[];
  symbol: string;
  tame: boolean;
}

/** The misère quotient of a heap game: `nimlab quotient GAME --heaps N --json`. */
export interface Quotient {
  code: string;
  heaps: number;
  order: number;
  p_portion: { size: number; elements: string[] };
  generators: { name: string; heap: number }[];
  relations: string[];
  presentation: string;
  pretending: string[];
  elements: string[];
  /** The Cayley table (indices into `elements`), when the order is at most 300. */
  table?: number[][];
  period?: { preperiod: number; period: number };
  period_proved: boolean;
  asked: number;
  stopped?: string;
  growth: { rows: { heap: number; order: number; p: number }[]; last_change: number; proved_from: number | null };
  tame: boolean;
  first_wild?: number;
  genus: Genus[];
  genus_stopped?: string;
}

/** How `value` transforms the value: at most one of these (`nimlab value`'s options). */
export interface ValueOptions {
  /** Cool by a number, e.g. 1 or '3/4'. */
  cool?: number | string;
  /** Heat by a game, e.g. 1 or '1*'. */
  heat?: number | string;
  /** Overheat from s to t: ['1', '1*'] or '1,1*'. */
  overheat?: string | [number | string, number | string];
}

/** `nimlab value EXPR --json`: the value with its theory, and the transformed form or null. */
export interface ValueReport {
  expr: string;
  value: PartizanValue;
  transformed: { op: 'cool' | 'heat' | 'overheat'; by: string; form: string } | null;
}

/** One side of a loopy value (a stopper): its simplest form, class against 0 and stops. */
export interface LoopySide {
  form: string;
  outcome: Outcome;
  /** A pseudonumber: 'on', 'off', a number, or one with 'over' / 'under' ('3/2over'). */
  left_stop: string;
  right_stop: string;
}

/** `nimlab value EXPR --json` for a loopy expression's value. */
export interface LoopyReport {
  expr: string;
  loopy: {
    /** The stopper's simplest form, or 'onside & offside' ('dud' for on & off). */
    value: string;
    stopper: boolean;
    onside: LoopySide;
    offside: LoopySide;
    /** Who wins the game played alone, each side starting; null for a value typed as sides (A & B). */
    play: { left_first: 'Left wins' | 'Right wins' | 'draw'; right_first: 'Left wins' | 'Right wins' | 'draw' } | null;
  };
}

/** A comparison's answer (`over > 0`), as `nimlab value` gives it. */
export interface Judgement {
  left: string;
  right: string;
  op: '<=' | '>=' | '<' | '>' | '=' | '!=' | '||' | '<|' | '|>';
  holds: boolean;
  relation: '=' | '>' | '<' | '||';
  sentence: string;
}

/** `nimlab value EXPR --json` for a loopy comparison. */
export interface LoopyComparison {
  expr: string;
  comparison: Judgement;
}

/** One move of the side to move in an outcome search, and what the search proved of it. */
export interface MoveProof {
  move: string;
  /** The position reached. */
  to: string;
  spot: Spot;
  side: Side;
  /** true or false once proved (the move wins or loses for the side making it); null while not. */
  wins: boolean | null;
  /** The heuristic score from the mover's side (higher is better; proofs are the extremes). */
  score: number;
}

/** `nimlab solve GAME POSITION --outcome --side L|R --json`: who wins with one side to move, by a
 * search without canonical forms. What it says is proved is proved; what a budget left open is null. */
export interface OutcomeSearch {
  game: string;
  position: string;
  to_move: Side;
  /** Whether the side to move wins with best play; null while not proved. */
  wins: boolean | null;
  moves: MoveProof[];
  /** The index in `moves` of a proved winning move, else the best by the heuristic. */
  best: number | null;
  /** Positions searched. */
  nodes: number;
  /** The deepest full-width depth finished; null when searched to the end at once. */
  depth: number | null;
  /** Everything asked was proved (who wins; with allMoves, every move). */
  complete: boolean;
  /** Why the search ended before `complete`: the budget reached, or 'interrupted'. */
  stopped: string | null;
  table_entries: number;
  table_limit: number;
  summary: string;
  board: Board;
}

/** `nimlab solve GAME POSITION --outcome --json`: both sides' searches and the class they prove. */
export interface Outcomes {
  game: string;
  position: string;
  /** L, R, N or P once both searches are proved; null before. */
  outcome: 'L' | 'R' | 'N' | 'P' | null;
  complete: boolean;
  stopped: string | null;
  /** Positions searched, both searches together. */
  nodes: number;
  summary: string;
  left: OutcomeSearch;
  /** null when onProgress or `seconds` stopped Left's search. */
  right: OutcomeSearch | null;
}

/** What `searchOutcome` may spend and report. */
export interface OutcomeOptions {
  /** Who moves: 'L' (the default), 'R', or 'both' for both searches and the outcome class. */
  side?: 'L' | 'R' | 'left' | 'right' | 'both';
  /** At most this many positions for each search (at least 1). */
  nodes?: number;
  /** At most this many seconds in all. */
  seconds?: number;
  /** Prove every move winning or losing (by default the search stops at the first winning move). */
  allMoves?: boolean;
  /** `onProgress(searched, most)` every 16,384 positions or so; returning false stops the search,
   * which returns what it proved (`stopped`: 'interrupted'); what it throws is thrown. */
  onProgress?: ((done: number, total: number) => boolean | void) | null;
}

/** A game that need not end ('on + off', 'a{0|{a|*}}', '{0|pass}'), or two compared ('over > 0'). */
export function loopyValue(expr: string): LoopyReport | LoopyComparison;
/** Who wins a partizan position by the outcome search (boards too large for canonical forms). */
export function searchOutcome(game: string, position: string, options: OutcomeOptions & { side: 'both' }): Outcomes;
export function searchOutcome(
  game: string,
  position: string,
  options?: (OutcomeOptions & { side?: 'L' | 'R' | 'left' | 'right' }) | null,
): OutcomeSearch;
/** Solves a position: `nimlab solve GAME POSITION [--misere] --json`. */
export function solve(game: string, position: string, misere?: boolean | null, options?: ProgressOptions | null): Solution;
/** g(0..=to) of a heap game with its period: `nimlab sequence GAME --to N --json`. */
export function sequence(game: string, to: number, options?: ProgressOptions | null): Sequence;
/** A loopy game's values over its places, nimbers and ∞(K), which `sequence` cannot hold:
 * `nimlab sequence GAME --to N --json` for such a game (`'windup:1,2/5'`). */
export function loopySequence(game: string, to: number): LoopySequence;
/** A game's table: `nimlab table GAME [--size N] [--rows N] [--cols M] --json`. */
export function table(game: string, params?: TableParams | null): Table;
/** The catalogue: `nimlab games --json`. */
export function games(): GameEntry[];
/** Compares two positions such as 'nim:3' and 'toads:T.F': `nimlab compare G H --json`. */
export function compare(first: string, second: string): Comparison;
/** The misère quotient up to `heaps`: `nimlab quotient GAME --heaps N --json`. */
export function quotient(game: string, heaps: number, options?: ProgressOptions | null): Quotient;
/** The engine's period finder on values computed elsewhere (a ruleset of your own). */
export function apparentPeriod(values: ArrayLike<number>): ApparentPeriod;
/** An impartial game from its moves function (positions told apart by `key`). */
export function impartial<P>(spec: RulesetSpec<P>): Ruleset<P>;
/** An impartial game whose moves leave sums, each valued by the XOR of its parts. */
export function impartial<P>(spec: SumsRulesetSpec<P>): Ruleset<P>;
/** A value ('game:position' or a form such as '{1|0}') with its theory, transformed as `options` asks. */
export function value(expr: string, options?: ValueOptions | null): ValueReport;

/** What a game is made from: a Game, text ('{0|*}', '^', '3/4', '+-1', 'domineering:3x3'), a
 * number (an integer or a dyadic rational such as 0.75), or a result of `solve()` (or one of its
 * moves) or `value()`, standing for the position's value. */
export type GameLike = Game | string | number | Solution | Move | ValueReport | PartizanValue;

/** The four ways two games compare; '||' is confused. */
export type Relation = '>' | '<' | '=' | '||';

/** A short partizan game as its canonical form, held in the wasm's arena of forms (which only
 * grows). Two Games are equal (`eq`) exactly when their values are. */
export class Game {
  private constructor();
  /** A game from anything `GameLike`. */
  static from(x: GameLike): Game;
  /** The canonical form of { left | right }. */
  static fromOptions(left?: GameLike[], right?: GameLike[]): Game;
  /** The sum of the games (0 for none). */
  static sum(...games: GameLike[]): Game;
  /** How many canonical forms the wasm's arena holds: it only grows. */
  static arenaSize(): number;
  /** CGSuite's short notation: '^*', '+-1', '{2|-1/2}'. */
  readonly canonical: string;
  /** Braces, integers, dyadic fractions and *n only. */
  readonly braces: string;
  readonly left: Game[];
  readonly right: Game[];
  /** The number this game is, as text ('3/4'), or null. */
  readonly number: string | null;
  readonly isNumber: boolean;
  /** The n of the nimber *n this game is (0 for 0), or null. */
  readonly nimber: number | null;
  readonly birthday: number;
  /** 'L' (Left wins whoever starts), 'R', 'P' (the second player wins) or 'N'. */
  readonly outcome: 'L' | 'R' | 'P' | 'N';
  /** Numbers as text, as in the JSON contract ('3/4'). */
  readonly leftStop: string;
  readonly rightStop: string;
  readonly mean: string;
  readonly temperature: string;
  readonly thermograph: Thermograph;
  /** The atomic weight of an all-small game, or null (`theory.atomic_weight_why` says why). */
  readonly atomicWeight: Game | null;
  /** The reduced canonical form. */
  readonly reduced: Game;
  /** `value.theory` of `nimlab value EXPR --json`. */
  readonly theory: Theory;
  add(other: GameLike): Game;
  sub(other: GameLike): Game;
  neg(): Game;
  /** n.G: the sum of n copies of this game (of its negative for n < 0); |n| ≤ 1000. */
  times(n: number): Game;
  compare(other: GameLike): Relation;
  eq(other: GameLike): boolean;
  leq(other: GameLike): boolean;
  geq(other: GameLike): boolean;
  /** Strictly less; false for confused games, as `gt` is. */
  lt(other: GameLike): boolean;
  gt(other: GameLike): boolean;
  confused(other: GameLike): boolean;
  /** Cooled by the number t (0.75 or '3/4'). */
  cool(t: number | string): Game;
  heat(t: GameLike): Game;
  overheat(s: GameLike, t: GameLike): Game;
  /** Everything `nimlab value EXPR --json` gives under `value`. */
  describe(): PartizanValue;
  toString(): string;
  toJSON(): string;
}

/** A game from anything `GameLike`: `game('{0|*}')`, `game(solve('domineering', '3x3'))`. */
export function game(x: GameLike): Game;

/** The rules of a partizan game written in JavaScript. */
export interface PartizanRules<P> {
  /** The positions Left can move to. */
  left: (position: P) => Iterable<P>;
  /** The positions Right can move to. */
  right: (position: P) => Iterable<P>;
  /** Splits a position into parts played independently (their values are added). */
  components?: (position: P) => Iterable<P>;
  /** The memo's key of a position (by default JSON.stringify of it). */
  key?: (position: P) => string | number;
}

/** A ruleset made by `partizan()`. */
export interface Partizan<P> {
  /** The value of a position; `progress(n)` is told every 1024 new positions and at the end. */
  value(position: P, options?: { progress?: (valued: number) => void } | null): Game;
  /** How many positions (components) are remembered. */
  readonly known: number;
  /** Forgets the remembered values. */
  clear(): void;
}

/** A partizan game from its rules; values are memoised across calls. */
export function partizan<P>(rules: PartizanRules<P>): Partizan<P>;
