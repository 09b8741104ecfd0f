/**
 * A principal variation as the AI panel lists it: the line the search expects from the chosen candidate on,
 * one step per decision, with whose model acts and runs of phase ends folded into one step.
 */
import type { Decision } from '../../../ai';
import { describeAction, nextPhase, type Names, type UnitContext } from '../../../session/format';

/** One listed step, e.g. `{ text: 'Captain charges Raider', side: 0 }` or `{ text: 'End phase ×3', side: null }`. */
export interface PvStep {
  text: string;
  /** Side index of the model acting, null for phase ends. */
  side: number | null;
}

/**
 * The steps of `pv`, at most `limit` of them: `pvSteps([charge, endPhase, endPhase, shoot], names, sideOf)`
 * → `['Captain charges Raider', 'End phase ×2', 'Archer shoots Captain']` (as `PvStep`s). `sideOf` gives a
 * model's side index; with squad play's `units` (its `phase` that of the first decision, followed through the
 * phase ends) a unit's decision names its unit (`'Wardens hold'`).
 */
export function pvSteps(
  pv: readonly Decision[],
  names: Names,
  sideOf: (model: string) => number | null,
  limit = 12,
  units?: UnitContext,
): PvStep[] {
  const out: PvStep[] = [];
  let ends = 0;
  let phase = units?.phase ?? null;
  const flush = (): void => {
    if (ends > 0) out.push({ text: ends === 1 ? 'End phase' : `End phase ×${ends}`, side: null });
    ends = 0;
  };
  for (const d of pv) {
    if (d.type === 'endPhase') {
      ends++;
      phase = nextPhase(phase);
      continue;
    }
    flush();
    const text = describeAction(d, names, units && { unitOf: units.unitOf, phase });
    out.push({ text, side: 'model' in d ? sideOf(d.model) : null });
  }
  flush();
  return out.slice(0, limit);
}
