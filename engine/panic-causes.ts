/**
 * Noting the causes of panic as they happen (RULES.md §9.3, WFB panic points 1 and 2): a standing model
 * wounded by shooting or magic that stays standing, and standing models within 6" of a friend taken out of
 * action. The tests themselves are taken at the end of the phase (`panic.ts`). Allocation-free.
 */
import { modelDist } from './contact';
import type { GameState } from './types';

/** Distance (inches, base to base) within which a friend taken out of action causes panic (RULES.md §9.3). */
export const PANIC_DISTANCE = 6;
/** `panicCause` value of a model with no panic test due this phase. */
export const NO_PANIC = -1;
/** `panicCause` value of a model that has already tested for panic this phase (once per phase, §9.3). */
export const PANIC_TESTED = -2;

/** Whether model i could be made to panic now: panic on, standing, not fleeing, no cause yet this phase. */
function mayPanic(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return s.static.options.panic && m.status === 'standing' && !m.fleeing && m.panicCause === NO_PANIC;
}

/**
 * Notes that model i was wounded by shooting or magic from model `cause` (RULES.md §9.3 cause 1). Call after
 * the wound: only a model still standing tests.
 */
export function noteWoundPanic(s: GameState, i: number, cause: number): void {
  if (cause >= 0 && mayPanic(s, i)) s.models[i]!.panicCause = cause;
}

/**
 * Notes that model `lost` was taken out of action (RULES.md §9.3 cause 2): every standing friend within 6"
 * of where it stood tests at the end of the phase, fleeing away from that spot.
 */
export function noteLossPanic(s: GameState, lost: number): void {
  if (!s.static.options.panic) return;
  const side = s.static.models[lost]!.side;
  for (let k = 0; k < s.models.length; k++) {
    if (k === lost || s.static.models[k]!.side !== side) continue;
    if (mayPanic(s, k) && modelDist(s, k, lost) <= PANIC_DISTANCE) s.models[k]!.panicCause = lost;
  }
}
