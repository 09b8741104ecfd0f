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
  easy: { iterations: 150, timeMs: 300, search: { iterations: 150 } },
  normal: { iterations: 800, timeMs: 1000, search: { iterations: 800 } },
  hard: { iterations: 2500, timeMs: 2500, search: { iterations: 2500 } },
  expert: { iterations: 6000, timeMs: 5000, search: { iterations: 6000 } },
};
