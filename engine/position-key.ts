/**
 * The key of a position: every field of the game state that the next decisions can depend on, written as
 * numbers, so that two states with equal keys are the same position (DESIGN.md "AI": the search's candidate
 * memo reuses a node's candidates while the key matches). Left out: the fixed game (`static`) and the dice
 * stream (`rng`, `seed`, `dice`), which open-loop search samples anew. The list of fields is checked against
 * `GameState`, so a new state field is a compile error here until it is put in the key or left out by name.
 */
import type { GameState } from './types';

/** State fields that are not part of the position. */
type NotPosition = 'static' | 'rng' | 'seed' | 'dice';

/**
 * A position key, e.g. `positionKey(s)` → `{ data: Float64Array [1, 0, …], length: 412, codes }`: the first
 * `length` numbers of `data` are the key. Strings are written as codes from `codes`, so two keys compare only
 * when written through the same `PositionKey` (reuse one: it grows as needed and allocates nothing after).
 */
export interface PositionKey {
  data: Float64Array;
  length: number;
  /** String → its code in this key's numbers (1, 2, …). */
  codes: Map<string, number>;
}

/** Markers no state number takes: a missing value, the start of a list, the end of an object. */
const NONE = -Number.MAX_VALUE;
const LIST = -Number.MAX_VALUE / 2;
const END = -Number.MAX_VALUE / 4;

/** An empty key to write into, e.g. one kept by a search for all its nodes. */
export function newPositionKey(): PositionKey {
  return { data: new Float64Array(1024), length: 0, codes: new Map() };
}

function put(key: PositionKey, v: number): void {
  if (key.length === key.data.length) {
    const bigger = new Float64Array(key.data.length * 2);
    bigger.set(key.data);
    key.data = bigger;
  }
  key.data[key.length++] = v;
}

function code(key: PositionKey, text: string): number {
  let c = key.codes.get(text);
  if (c === undefined) {
    c = key.codes.size + 1;
    key.codes.set(text, c);
  }
  return c;
}

function putValue(key: PositionKey, v: unknown): void {
  if (typeof v === 'number') put(key, v);
  else if (typeof v === 'boolean') put(key, v ? 1 : 0);
  else if (typeof v === 'string') put(key, code(key, v));
  else if (v === null || v === undefined) put(key, NONE);
  else if (Array.isArray(v)) {
    put(key, LIST);
    put(key, v.length);
    for (const item of v) putValue(key, item);
  } else {
    const fields = v as Record<string, unknown>;
    for (const k in fields) {
      put(key, code(key, k));
      putValue(key, fields[k]);
    }
    put(key, END);
  }
}

/**
 * The models, field by field: a model's fields are fixed by `ModelState`, so their values are written without
 * their names (fast: this runs at every visit of a search node), each model closed by `END`.
 */
function putModels(key: PositionKey, models: GameState['models']): void {
  put(key, LIST);
  put(key, models.length);
  for (const m of models) {
    const fields = m as unknown as Record<string, unknown>;
    for (const k in fields) putValue(key, fields[k]);
    put(key, END);
  }
}

/** How each position field is written, in order; `satisfies` makes the list exhaustive. */
const WRITERS = {
  turn: putValue,
  activeSide: putValue,
  phase: putValue,
  phaseStarted: putValue,
  movementStep: putValue,
  models: putModels,
  unitStart: putValue,
  assaults: putValue,
  fights: putValue,
  result: putValue,
} satisfies { [K in Exclude<keyof GameState, NotPosition>]: (key: PositionKey, v: GameState[K]) => void };
const FIELDS = Object.keys(WRITERS) as (keyof typeof WRITERS)[];

/**
 * Writes the key of state `s` into `key` (from its start) and returns it: every position field, each model's
 * every field. Example: `const k = newPositionKey(); const saved = positionKey(a, k).data.slice(0,
 * k.length);` then `positionKey(b, k)` writes other numbers once a model of `b` stands elsewhere. No errors;
 * `s` is only read.
 */
export function positionKey(s: GameState, key: PositionKey = newPositionKey()): PositionKey {
  key.length = 0;
  for (const field of FIELDS) (WRITERS[field] as (key: PositionKey, v: unknown) => void)(key, s[field]);
  return key;
}
