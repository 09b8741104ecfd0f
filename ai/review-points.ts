/**
 * The decisions of a played game (ai/review.ts): its actions replayed with the engine from the starting
 * position, and each position where the side to act had a choice the search can weigh (`playedCandidates`
 * lists more than one option: not a lone phase end, not a close-combat `fight`, which the search does not
 * decide). Each keeps the side's phase plan rebuilt from the actions it took earlier in the phase, as the
 * AI's plan would be (models that moved, charged or shot are done).
 */
import { applyAction, type Action, type GameState } from '../engine';
import { newPlan, notePlan, planKey, type Plan } from './decision';
import { playedCandidates } from './review-candidates';

/** A game to review: its starting position, the actions played and the dice forced before some of them. */
export interface ReviewGame {
  start: GameState;
  actions: readonly Action[];
  /** Forced D6 faces queued before `actions[i]`, by index, e.g. `{ "4": [6, 6] }` (RULES.md §13). */
  forcedDice?: Readonly<Record<string, readonly number[]>>;
}

/** A decision to review: the position before `actions[ply]`, the side's plan there and the action played. */
export interface ReviewPoint {
  ply: number;
  state: GameState;
  plan: Plan;
  played: Action;
}

/** A replayed game: its decisions, the dice rolled by each action (`roll` events) and the last position. */
export interface ReplayedGame {
  points: ReviewPoint[];
  /** Rolls of `actions[i]`, e.g. `[0, 3, 0, …]`. */
  rolls: number[];
  final: GameState;
}

/**
 * Replays a game and lists its decisions. Throws an Error naming the action (`actions[12]`) and the engine's
 * error when an action does not replay (a saved game is checked by `parseSavedGame` before).
 */
export function reviewPoints(game: ReviewGame): ReplayedGame {
  let s = game.start;
  let plan = newPlan(s);
  let key = planKey(s);
  const points: ReviewPoint[] = [];
  const rolls: number[] = [];
  for (const [ply, played] of game.actions.entries()) {
    const forced = game.forcedDice?.[String(ply)];
    if (forced !== undefined && forced.length > 0) s = { ...s, dice: [...s.dice, ...forced] };
    if (planKey(s) !== key || plan.length !== s.models.length) {
      plan = newPlan(s);
      key = planKey(s);
    }
    if (s.result === null && playedCandidates(s, plan, played, null).length > 1)
      points.push({ ply, state: s, plan: plan.slice(), played });
    const r = applyAction(s, played);
    if (!r.ok) throw new Error(`actions[${ply}] does not replay: ${r.error.code}: ${r.error.message}`);
    notePlan(plan, played, s);
    rolls.push(r.value.events.filter((e) => e.kind === 'roll').length);
    s = r.value.state;
  }
  return { points, rolls, final: s };
}

/**
 * The order in which to review `points` (indices into it), at most `max` of them: `'forward'` from the first,
 * `'fromEnd'` nearest the end of the game first; with `side` (0 or 1) that side's decisions come first, each
 * part in that order. Example: `reviewOrder(points, 'fromEnd', 10, 0)` → side 0's last ten decisions.
 */
export function reviewOrder(
  points: readonly ReviewPoint[],
  order: 'forward' | 'fromEnd',
  max: number,
  side?: number,
): number[] {
  const all = points.map((_, k) => k);
  if (order === 'fromEnd') all.reverse();
  const mine = side === undefined ? all : all.filter((k) => points[k]!.state.activeSide === side);
  const rest = side === undefined ? [] : all.filter((k) => points[k]!.state.activeSide !== side);
  return [...mine, ...rest].slice(0, Math.max(0, max));
}
