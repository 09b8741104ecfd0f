/** Difficulty levels: search budgets and settings, never injected blunders (DESIGN.md "AI"). */
import { GAME_END, type SearchOptions } from './mcts';

/** Level names, easiest first. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
/** A difficulty level, e.g. `'normal'`. */
export type Level = (typeof LEVEL_NAMES)[number];

/**
 * Weight of the game's result in the leaf value of a search to the end of the game (`SearchOptions.mixing`):
 * on duel, 0.5 kept the strength of the result alone (0.624 against 0.623 over 400 games against greedy) and
 * solved more puzzles; 0.3 scored 0.603 (docs/performance.md "Levels").
 */
export const END_MIXING = 0.5;

/**
 * Each level's search settings. `iterations` is the reproducible budget per model decision; `timeMs` caps a
 * decision's wall-clock time in the app (milliseconds); `search` holds the options a search at this level
 * takes, e.g. `createSearch(state, { ...LEVELS.hard.search, seed })`. The easy level looks two player turns
 * ahead and values the position there; the others play every iteration to the end of the game, which is worth
 * more than four times the iterations on duel, and value it half by the result, half by the position two
 * player turns ahead (docs/performance.md "Levels").
 */
export const LEVELS: Record<Level, { iterations: number; timeMs: number; search: SearchOptions }> = {
  easy: { iterations: 150, timeMs: 300, search: { iterations: 150, horizon: 2 } },
  normal: {
    iterations: 800,
    timeMs: 1000,
    search: { iterations: 800, horizon: GAME_END, mixing: END_MIXING },
  },
  hard: {
    iterations: 2500,
    timeMs: 2500,
    search: { iterations: 2500, horizon: GAME_END, mixing: END_MIXING },
  },
  expert: {
    iterations: 6000,
    timeMs: 5000,
    search: { iterations: 6000, horizon: GAME_END, mixing: END_MIXING },
  },
};
