/**
 * Dice: the seeded generator held in the game state and the forced-dice queue (RULES.md §13).
 * Uses seedrandom's Alea generator, whose four-number state is cheap to copy.
 */
import alea from 'seedrandom/lib/alea.js';
import type { GameEvent, RngState, TestKind } from './types';

/** A source of uniform numbers in [0, 1), e.g. seedrandom's `alea('seed')`. */
export type Uniform = () => number;

/** A new generator state from a seed string, e.g. `seedRng('ruined-street-1')`. Source: seedrandom `alea`. */
export function seedRng(seed: string): RngState {
  return alea(seed, { state: true }).state();
}

/** A generator that continues from `state`; call `.state()` on it to read the advanced state back. */
export function restoreRng(state: RngState): { (): number; state(): RngState } {
  return alea('', { state });
}

/**
 * The dice roller for one application of an action: forced dice first (RULES.md §13), then the generator.
 * `events` is null in search, where nothing is logged.
 */
export interface Roller {
  /** Forced D6 faces still to use; consumed from the front. */
  forced: number[];
  uniform: Uniform;
  events: GameEvent[] | null;
}

/** One D6 face 1–6: the next forced die, else from the generator. Source: RULES.md §13. */
export function d6(r: Roller): number {
  if (r.forced.length > 0) {
    const v = r.forced.shift() as number;
    return v;
  }
  return 1 + Math.floor(r.uniform() * 6);
}

/** A D3 (1–3): a D6 halved up, as RULES.md §0 and §13 say. */
export function d3(r: Roller): number {
  return Math.ceil(d6(r) / 2);
}

/**
 * Logs a dice event when logging is on. `need` is e.g. 4 for 4+, or the highest passing total for Ld. The
 * faces are passed as `d1`, `d2` (0 = no die) so that search, which logs nothing, allocates nothing.
 */
export function logRoll(
  r: Roller,
  test: TestKind,
  rule: string,
  model: string,
  target: string | undefined,
  need: number,
  d1: number,
  d2: number,
  success: boolean,
  outcome?: string,
): void {
  if (r.events === null) return;
  const dice = d1 === 0 ? [] : d2 === 0 ? [d1] : [d1, d2];
  const e: GameEvent = { kind: 'roll', test, rule, model, need, dice, success };
  if (target !== undefined) e.target = target;
  if (outcome !== undefined) e.outcome = outcome;
  r.events.push(e);
}

/** Pushes a non-dice event when logging is on. Hot paths test `logging(r)` first to skip building it. */
export function log(r: Roller, event: GameEvent): void {
  if (r.events !== null) r.events.push(event);
}

/** Whether events are being logged (false in search): callers skip building events when it is false. */
export function logging(r: Roller): boolean {
  return r.events !== null;
}
