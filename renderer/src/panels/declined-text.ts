/**
 * The AI panel's sentence for a search that declined a charge (`DecisionSummary.declined`, ai/decision.ts
 * `noCharge`; RULES.md §4.1): what the side kept to and its win chance against the best charge it weighed.
 */
import { count, describeAction, percent, type UnitContext } from '../../../session/format';
import type { DecisionSummary } from '../../../session/service-types';

/**
 * E.g. `'Declined to charge: Mob west do not charge — 54% win chance, against 41% for the best charge, Mob west
 * charge Wardens (Gorefang Nob at Warden Sergeant). 800 iterations, 2.1 s.'`; without a charge among the
 * candidates, `'Declined to charge: Mob west do not charge — 54% win chance. …'`.
 */
export function declinedText(
  d: DecisionSummary,
  names: Readonly<Record<string, string>>,
  units?: UnitContext,
): string {
  const stats = `${count(d.iterations)} iterations, ${(d.timeMs / 1000).toFixed(1)} s.`;
  const [kept] = d.candidates;
  if (!kept) return `Declined to charge. ${stats}`;
  const charge = d.candidates.find((c) => c.action.type === 'charge' || c.action.type === 'divingCharge');
  const against = charge
    ? `, against ${percent(charge.value)} for the best charge, ${describeAction(charge.action, names, units)}`
    : '';
  return `Declined to charge: ${describeAction(kept.action, names, units)} — ${percent(kept.value)} win chance${against}. ${stats}`;
}
