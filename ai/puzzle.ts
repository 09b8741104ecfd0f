/**
 * Tactical puzzles (issue 6): a position, the decisions a strong player would make, and why. A puzzle is
 * solved when the AI's chosen decision matches one of `expect` and none of `reject`.
 */
import {
  applyAction,
  canSee,
  coverBetween,
  modelDist,
  modelIndex,
  unitModelsInPlay,
  type GameState,
  type ScenarioDocument,
} from '../engine';
import type { Decision } from './decision';

/** The format tag of a puzzle file. */
export const PUZZLE_FORMAT = 'skirmisher-puzzle/1';

/**
 * A decision pattern: fields that must equal the decision's (e.g. `{ type: 'charge', model: 'r1', target: 'b2' }`),
 * plus, for moves, conditions on the destination: `farFrom` (base-to-base inches from a model at least),
 * `nearTo` (at most),
 * `closerTo` (at least `inches` nearer to a model than before), `coverFrom` (in cover from, or out of sight
 * of, a model, or of every model of a list, e.g. `['b1', 'b2', 'b3']`). For a `moveUnit` (squad play) every
 * model of the unit must meet them, e.g. `{ type: 'moveUnit', unit: 'militia', farFrom: { model: 'b2', inches: 16.05 } }`.
 */
export interface DecisionPattern {
  type: string;
  model?: string;
  target?: string;
  /** The unit of a unit decision (`moveUnit`, `enterBuilding`, `leaveBuilding`; squad play). */
  unit?: string;
  /** The building of `enterBuilding` (§11). */
  building?: string;
  farFrom?: { model: string; inches: number };
  closerTo?: { model: string; inches: number };
  /** At most `inches` base to base from a model after the move. */
  nearTo?: { model: string; inches: number };
  coverFrom?: string | string[];
}

/** A puzzle file, e.g. `{ format: 'skirmisher-puzzle/1', id: 'charge-isolated', title, why, scenario, expect }`. */
export interface Puzzle {
  format: typeof PUZZLE_FORMAT;
  id: string;
  title: string;
  /** Why the expected decision is right, in a player's words. */
  why: string;
  scenario: ScenarioDocument;
  expect: DecisionPattern[];
  reject?: DecisionPattern[];
  /**
   * A puzzle that needs depth: a strong player solves it, but a 40-iteration search should not (issue 18),
   * e.g. a climb that pays over several turns.
   */
  deep?: boolean;
}

const CONDITIONS = new Set(['farFrom', 'closerTo', 'nearTo', 'coverFrom']);

/** The state after a move decision (for destination conditions), or null when it cannot be applied. */
function after(s: GameState, d: Decision): GameState | null {
  if (d.type === 'hold' || d.type === 'noCharge') return s;
  const r = applyAction(s, d);
  return r.ok ? r.value.state : null;
}

/** Whether a decision taken in state `s` matches a pattern. */
export function matches(s: GameState, d: Decision, p: DecisionPattern): boolean {
  for (const [k, v] of Object.entries(p)) {
    if (CONDITIONS.has(k)) continue;
    if ((d as unknown as Record<string, unknown>)[k] !== v) return false;
  }
  if (
    p.farFrom === undefined &&
    p.closerTo === undefined &&
    p.nearTo === undefined &&
    p.coverFrom === undefined
  )
    return true;
  const movers = moversOf(s, d);
  if (movers === null) return false;
  const next = after(s, d);
  if (next === null) return false;
  return movers.every((me) => holds(s, next, me, p));
}

/** The models a decision moves: its model, or every model in play of a `moveUnit`'s unit (squad play); null for none. */
function moversOf(s: GameState, d: Decision): number[] | null {
  if (d.type === 'moveUnit') {
    const u = s.static.units.findIndex((x) => x.id === d.unit);
    return u < 0 ? null : unitModelsInPlay(s, u);
  }
  return 'model' in d ? [modelIndex(s, d.model)] : null;
}

/** Whether model `me`, moved from `s` to `next`, meets the pattern's destination conditions. */
function holds(s: GameState, next: GameState, me: number, p: DecisionPattern): boolean {
  if (p.farFrom !== undefined && modelDist(next, me, modelIndex(s, p.farFrom.model)) < p.farFrom.inches)
    return false;
  if (p.nearTo !== undefined && modelDist(next, me, modelIndex(s, p.nearTo.model)) > p.nearTo.inches)
    return false;
  if (p.closerTo !== undefined) {
    const e = modelIndex(s, p.closerTo.model);
    if (modelDist(s, me, e) - modelDist(next, me, e) < p.closerTo.inches) return false;
  }
  for (const id of p.coverFrom === undefined ? [] : [p.coverFrom].flat()) {
    const e = modelIndex(s, id);
    if (canSee(next, e, me) && coverBetween(next, e, me) === 'none') return false;
  }
  return true;
}

/** Whether the AI's decision solves the puzzle: it matches an `expect` pattern and no `reject` pattern. */
export function solves(p: Puzzle, s: GameState, d: Decision): boolean {
  return p.expect.some((x) => matches(s, d, x)) && !(p.reject ?? []).some((x) => matches(s, d, x));
}
