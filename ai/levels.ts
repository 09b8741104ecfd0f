/** Difficulty levels: search budgets and settings, never injected blunders (DESIGN.md "AI"). */
import { GAME_END, type SearchOptions } from './mcts';

/** Level names, easiest first. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
/** A difficulty level, e.g. `'normal'`. */
export type Level = (typeof LEVEL_NAMES)[number];

/**
 * Weight of the game's result in the leaf value of a search to the end of the game (`SearchOptions.mixing`).
 * On duel against greedy over 400 games, 1 (the result alone) 0.623, 0.75 0.619, 0.5 0.624, 0.3 0.603; the
 * two-turn heuristic beside the result steadies tactics (puzzles 19/22 at 1, 21/22 at 0.75, 20/22 at 0.5), but
 * its objective term misleads attackers at the farmhouse (40 games: 0.650 at 1, 0.525 at 0.75, 0.475 at 0.5).
 * See docs/performance.md "Levels".
 */
export const END_MIXING = 0.75;

/**
 * Each level's search settings. `iterations` is the reproducible budget per model decision; `timeMs` caps a
 * decision's wall-clock time in the app (milliseconds): a safety net, set so that the level reaches its budget on
 * every built-in scenario on a 2-core machine (the squads' unit moves, the dearest decisions, take a normal
 * search about 5 s of one core at the 90th percentile; docs/performance.md "Session 11"), and the AI panel says
 * "612 of 1,600 iterations · time cap" when it does not. In squad play a model's shot takes a share of both
 * (`budgetShare`: a quarter for a Gorefang of a mob); `search` holds the options a search at this level takes,
 * e.g. `createSearch(state, { ...LEVELS.hard.search, seed })`. The easy level is a short-sighted search: 40
 * iterations that look only to the end of its own turn and value the position there, so it does not weigh
 * the opponent's reply (normal scores 0.657 against it on duel, docs/performance.md "Session 6"); the
 * others play every iteration to the end of the game, which is worth more than four times the iterations on
 * duel, and value it three quarters by the result, a quarter by the position two player turns ahead
 * (docs/performance.md "Levels").
 */
export const LEVELS: Record<Level, { iterations: number; timeMs: number; search: SearchOptions }> = {
  easy: { iterations: 40, timeMs: 1000, search: { iterations: 40, horizon: 1 } },
  normal: {
    iterations: 800,
    timeMs: 8000,
    search: { iterations: 800, horizon: GAME_END, mixing: END_MIXING },
  },
  hard: {
    iterations: 2500,
    timeMs: 20_000,
    search: { iterations: 2500, horizon: GAME_END, mixing: END_MIXING },
  },
  expert: {
    iterations: 6000,
    timeMs: 45_000,
    search: { iterations: 6000, horizon: GAME_END, mixing: END_MIXING },
  },
};
