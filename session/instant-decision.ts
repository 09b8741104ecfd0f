/**
 * Instant decisions: an AI decision taken without a search (a single legal option, a bot's or a script's choice,
 * deployment). The AI panel and the board show one like any other decision, but with no candidates to weigh.
 */
import type { DecisionSummary } from './service-types';

/**
 * Whether `d` was decided without a search: no iterations and at most one candidate, e.g. a Warden's only shot
 * `{ iterations: 0, candidates: [{ action: { type: 'shoot', … }, visits: 0, … }] }` → true.
 */
export function isInstant(d: DecisionSummary): boolean {
  return d.iterations === 0 && d.candidates.length <= 1;
}
