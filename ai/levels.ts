/** Difficulty levels: search budgets and settings, never injected blunders (DESIGN.md "AI"). */
import type { SearchOptions } from './mcts';

/** Level names, easiest first. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
/** A difficulty level, e.g. `'normal'`. */
export type Level = (typeof LEVEL_NAMES)[number];

/**
 * Each level's search settings. `iterations` is the reproducible budget per model decision; `timeMs` caps a
 * decision's wall-clock time in the app (milliseconds).
 */
export const LEVELS: Record<Level, { iterations: number; timeMs: number; search: SearchOptions }> = {
  easy: { iterations: 60, timeMs: 250, search: { iterations: 60 } },
  normal: { iterations: 200, timeMs: 600, search: { iterations: 200 } },
  hard: { iterations: 600, timeMs: 1000, search: { iterations: 600 } },
  expert: { iterations: 2000, timeMs: 2500, search: { iterations: 2000 } },
};
