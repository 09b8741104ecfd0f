/**
 * A fast seeded uniform generator for search and bots: mulberry32 (Tommy Ettinger's 32-bit mixer), with a
 * string seed hashed by FNV-1a. Not for game dice, which come from the engine's seedrandom state.
 */

/** A uniform number source in [0, 1). */
export type Rand = () => number;

/** FNV-1a 32-bit hash of a string, e.g. `hashSeed('arena-1')`. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A mulberry32 generator from a seed string; same seed → same sequence. */
export function makeRand(seed: string): Rand {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniformly chosen element of a non-empty array. */
export function pick<T>(rand: Rand, xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)] as T;
}

/** A mulberry32 stream that can be restarted at stream k: `r.reseed(3)` then `r.next()`… (common random numbers). */
export interface ReseedableRand {
  next: Rand;
  reseed(stream: number): void;
  /** The generator's position: it changes with every `next`, e.g. to tell whether a step drew any numbers. */
  position(): number;
}

/**
 * A reseedable generator: the same (seed, stream) pair always gives the same sequence, so two candidates
 * simulated on stream k see the same dice (common random numbers, a variance reduction for comparisons).
 */
export function makeReseedable(seed: string): ReseedableRand {
  const base = hashSeed(seed);
  let a = base;
  return {
    next: () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    reseed(stream: number): void {
      a = (base ^ Math.imul(stream + 1, 0x9e3779b1)) | 0;
    },
    position: () => a,
  };
}
