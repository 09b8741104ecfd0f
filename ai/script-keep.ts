/**
 * The script's choice stands unless the search clearly beats it (issue 18; DESIGN.md "AI"). In squad play a
 * close-combat unit's Movement decision (advance, run, charge, assault, hold: RULES.md §4, §11) is played out
 * over seven turns of a mob's dice, and 800 iterations rate a run at the farmhouse and a 2″ step within a few
 * points of each other (0.41 against 0.37, 220 visits each): the search's pick among them was its noise, and the
 * attack lost tempo, a mob dawdling two turns short of its assault. The greedy script (ai/greedy.ts, the
 * yardstick and the search's prior) runs such a unit at the enemy. So at such a root the script's choice is never
 * dropped by the root's halving (ai/root-halving.ts) and is played unless the search's best beats it by more
 * than `KEEP_Z` standard errors: the search improves on the script where it has the evidence and does not trade
 * it for noise where it has not (a safe policy improvement over a baseline, as in Thomas et al. 2015, "High
 * Confidence Policy Improvement"). At the farmhouse the attack went from 0.38 to 0.66 against greedy over the
 * same 50 seeds (docs/performance.md, Session 18). Units with longer guns are left to the search: kept there
 * too, the farmhouse's defence (the Wardens, the marksman) scored 0.10 less.
 */
import type { GameState } from '../engine';
import { decisionKey, decisionModel, type Decision } from './decision';
import { SHORT_RANGE } from './evaluate';
import { unitGunRange } from './greedy';
import type { Candidate } from './mcts';
import { stderr } from './tie-break';

/** Standard errors by which the search's best must beat the script's choice to be played instead. */
export const KEEP_Z = 1;

/**
 * Whether the script's choice stands at this root unless clearly beaten: a squad Movement decision among unit
 * moves (`moveUnit`) of a close-combat unit (guns of 12″ at most, `SHORT_RANGE`: the script runs it at the enemy
 * to charge), e.g. true for a Gorefang mob's move at the farmhouse; false for the Wardens' or a marksman's
 * (24″ boltguns: where they stand to shoot is the search's to weigh), a skirmish model's move, a squad shot or a
 * single candidate.
 */
export function keepsScript(s: GameState, cands: readonly Decision[]): boolean {
  if (!s.static.squads || s.phase !== 'movement' || cands.length <= 1) return false;
  if (!cands.some((d) => d.type === 'moveUnit')) return false;
  const i = decisionModel(s, cands[0]!);
  return i >= 0 && unitGunRange(s, s.static.models[i]!.unitIndex) <= SHORT_RANGE;
}

/**
 * The ranked candidates with the script's choice (key `scriptKey`, a `decisionKey`) first unless the first of
 * `ranked` beats its value by more than `z` standard errors of the difference; `scriptKept` is true when that
 * changed the choice. Example: `[run 0.411 (223 visits), step 0.374 (217)]` with the step the script's: the step
 * is kept (0.037 < 0.046); `[run 0.60 (300), step 0.40 (300)]`: the run stays. Unchanged when the script's
 * choice is absent or unvisited.
 */
export function keepScriptChoice(
  ranked: readonly Candidate[],
  scriptKey: string | null,
  z = KEEP_Z,
): { candidates: Candidate[]; scriptKept: boolean } {
  const top = ranked[0];
  const script = ranked.find((c) => decisionKey(c.action) === scriptKey);
  if (top === undefined || script === undefined || script === top || script.visits === 0)
    return { candidates: [...ranked], scriptKept: false };
  const se = Math.hypot(stderr(top.value, top.visits), stderr(script.value, script.visits));
  if (top.value - script.value > z * se) return { candidates: [...ranked], scriptKept: false };
  return { candidates: [script, ...ranked.filter((c) => c !== script)], scriptKept: true };
}
