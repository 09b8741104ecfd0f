/**
 * Direct-mapped memos of answers that depend only on two models' positions, a radius and the static terrain
 * (RULES.md §5): line of sight between two models' eye points, and the cover a target has against a shooter. Search asks the
 * same questions many times, so this saves most of the polygon work. Allocation-free; a memo is cleared
 * whenever another game's terrain is asked about. Keys are compared exactly, so an answer is never a guess; a
 * 16-bit tag of each slot's key tells most misses apart without reading the keys (a cache miss of its own).
 */
import type { ModelState, Terrain } from './types';

/**
 * A memo of small non-negative integer answers about two models' positions (x, y, z of `a` and `b`) and a
 * radius `r` (inches), over one terrain list. Taking the models rather than six numbers keeps the numbers
 * unboxed when a call is not inlined.
 */
export interface PointMemo {
  /** The remembered answer over this terrain, or −1 when unknown. */
  recall(t: readonly Terrain[], a: ModelState, b: ModelState, r: number): number;
  /** Remembers an answer (0…127) for the key, over the terrain last passed to `recall`. */
  remember(a: ModelState, b: ModelState, r: number, answer: number): void;
}

const KEY = 7;

/** A 32-bit hash of the key: its low bits pick the slot, its high 16 bits are the slot's tag. */
function hashOf(a: ModelState, b: ModelState, r: number): number {
  let h = Math.imul((a.x * 1024) | 0, 0x9e3779b1);
  h = Math.imul(h ^ ((a.y * 1024) | 0), 0x85ebca6b);
  h = Math.imul(h ^ ((a.z * 1024) | 0), 0xc2b2ae35);
  h = Math.imul(h ^ ((b.x * 1024) | 0), 0x27d4eb2f);
  h = Math.imul(h ^ ((b.y * 1024) | 0), 0x165667b1);
  h = Math.imul(h ^ ((b.z * 1024) | 0), 0x9e3779b1);
  h = Math.imul(h ^ ((r * 1024) | 0), 0x85ebca6b);
  return h ^ (h >>> 15);
}

/** Whether the key at offset `o` of `keys` is (a's x, y, z, b's x, y, z, r), compared exactly. */
function sameKey(keys: Float64Array, o: number, a: ModelState, b: ModelState, r: number): boolean {
  return (
    keys[o] === a.x &&
    keys[o + 1] === a.y &&
    keys[o + 2] === a.z &&
    keys[o + 3] === b.x &&
    keys[o + 4] === b.y &&
    keys[o + 5] === b.z &&
    keys[o + 6] === r
  );
}

/** Writes the key (a's x, y, z, b's x, y, z, r) at offset `o` of `keys`. */
function writeKey(keys: Float64Array, o: number, a: ModelState, b: ModelState, r: number): void {
  keys[o] = a.x;
  keys[o + 1] = a.y;
  keys[o + 2] = a.z;
  keys[o + 3] = b.x;
  keys[o + 4] = b.y;
  keys[o + 5] = b.z;
  keys[o + 6] = r;
}

/** A new memo with `slots` entries (a power of two), e.g. `pointMemo(8192)`. */
export function pointMemo(slots: number): PointMemo {
  const keys = new Float64Array(slots * KEY);
  const answers = new Int8Array(slots);
  const tags = new Uint16Array(slots);
  const mask = slots - 1;
  let terrain: readonly Terrain[] | null = null;
  return {
    recall(t, a, b, r) {
      if (t !== terrain) {
        terrain = t;
        answers.fill(-1);
        return -1;
      }
      const h = hashOf(a, b, r);
      const k = h & mask;
      const answer = answers[k]!;
      if (answer < 0 || tags[k] !== h >>> 16) return -1;
      const o = k * KEY;
      return sameKey(keys, o, a, b, r) ? answer : -1;
    },
    remember(a, b, r, answer) {
      const h = hashOf(a, b, r);
      const k = h & mask;
      const o = k * KEY;
      tags[k] = h >>> 16;
      writeKey(keys, o, a, b, r);
      answers[k] = answer;
    },
  };
}

/**
 * A memo like `PointMemo` with one entry per ordered pair of model indices (a, b) of states with `n` models: the
 * last answer for that pair, kept while the two models have not moved (and the radius is the same). Small
 * enough to stay in the processor's first-level cache for skirmish warbands, it answers most questions
 * before the hashed `PointMemo` behind it is looked at.
 */
export interface PairMemo {
  /** The remembered answer for models a and b (indices < n, positions `ma`, `mb`) over this terrain, or −1. */
  recall(
    t: readonly Terrain[],
    n: number,
    a: number,
    b: number,
    ma: ModelState,
    mb: ModelState,
    r: number,
  ): number;
  /** Remembers an answer (0…127) for the pair, over the terrain and model count last passed to `recall`. */
  remember(a: number, b: number, ma: ModelState, mb: ModelState, r: number, answer: number): void;
}

/** A new, empty pair memo; it sizes itself to the model count it is asked about. */
export function pairMemo(): PairMemo {
  let keys = new Float64Array(0);
  let answers = new Int8Array(0);
  let terrain: readonly Terrain[] | null = null;
  let size = 0;
  return {
    recall(t, n, a, b, ma, mb, r) {
      if (t !== terrain || n !== size) {
        terrain = t;
        size = n;
        if (answers.length < n * n) {
          keys = new Float64Array(n * n * KEY);
          answers = new Int8Array(n * n);
        }
        answers.fill(-1);
        return -1;
      }
      const k = a * n + b;
      const answer = answers[k]!;
      if (answer < 0) return -1;
      const o = k * KEY;
      return sameKey(keys, o, ma, mb, r) ? answer : -1;
    },
    remember(a, b, ma, mb, r, answer) {
      const k = a * size + b;
      const o = k * KEY;
      writeKey(keys, o, ma, mb, r);
      answers[k] = answer;
    },
  };
}

/** Line of sight between two models' eye points: 1 clear, 0 blocked (`sight.ts`, RULES.md §5). */
export const sightMemo = pointMemo(8192);

/** Cover of a target against a shooter with a base of radius r: an index of `COVERS` (RULES.md §5). */
export const coverMemo = pointMemo(4096);

/** The last line of sight answer for each pair of models, in front of `sightMemo`. */
export const sightPairs = pairMemo();

/** The last cover answer for each shooter and target, in front of `coverMemo`. */
export const coverPairs = pairMemo();
