/**
 * Plain-data types that cross the worker boundary (structured clone): no classes, no functions, no Vue
 * proxies. The worker's `GameService` speaks only these and the engine's own plain types.
 */
import type { Candidate } from '../../ai';
import type { chargePreview, legalActions, moveAllowance, shotPreview } from '../../engine';
import type { ScenarioDocument } from '../../engine/scenario-types';
import type { Action, GameEvent, GameState } from '../../engine/types';

export type { Action, GameEvent, GameState, ScenarioDocument, Candidate };

/** One legal action or a move descriptor, e.g. `{ type: 'move', model: 'r1', maxDistance: 4, run: false }`. */
export type LegalAction = ReturnType<typeof legalActions>[number];

type OkValue<R> = R extends { ok: true; value: infer V } ? V : never;

/** Numbers a shot would need (engine `shotPreview`): `toHit` 7–9 means a 6 then a follow-up, ≥ 10 impossible. */
export type ShotPreview = OkValue<ReturnType<typeof shotPreview>>;
/** A charge worked out before rolling (engine `chargePreview`): distance and reach in inches, path of the centre. */
export type ChargePreview = OkValue<ReturnType<typeof chargePreview>>;
/** How far a model may move now (engine `moveAllowance`), inches. */
export type MoveAllowance = NonNullable<ReturnType<typeof moveAllowance>>;

/** AI difficulty levels: search budgets, never random blunders (DESIGN.md "AI"). */
export const AI_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
/** An AI level, e.g. `'normal'`. */
export type AiLevel = (typeof AI_LEVELS)[number];
/** Baseline bots of the `ai` package. */
export const BASELINE_BOTS = ['greedy', 'random'] as const;
/** A baseline bot, e.g. `'greedy'`. */
export type BaselineBot = (typeof BASELINE_BOTS)[number];

/** Who plays a side: `{ kind: 'human' }`, `{ kind: 'ai', level: 'hard' }` or `{ kind: 'bot', bot: 'greedy' }`. */
export type PlayerSpec =
  { kind: 'human' } | { kind: 'ai'; level: AiLevel } | { kind: 'bot'; bot: BaselineBot };

/** A service-level error: the engine's rule errors plus `ERR_NO_GAME`, `ERR_ABORTED`, `ERR_BAD_FILE`, … */
export interface ServiceError {
  code: string;
  message: string;
}

/** A value or an error, like the engine's `Result` but with service error codes. */
export type ServiceResult<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

/** A built-in scenario as listed in the New game dialog. */
export interface ScenarioSummary {
  /** Built-in id, e.g. `'ruined-street'`. */
  id: string;
  name: string;
  description: string;
  /** Table size in inches. */
  table: { width: number; depth: number };
  sides: { id: string; name: string; models: number }[];
  maxTurns: number | null;
}

/** What the New game dialog asks for. `scenario` is a built-in id or a whole scenario document. */
export interface NewGameSetup {
  scenario: string | ScenarioDocument;
  players: [PlayerSpec, PlayerSpec];
  /** Dice seed; empty keeps the scenario's own seed. */
  seed: string;
}

/** Whose decision is next: a human at the table, an AI in the worker, or nobody (game over). */
export type ToAct = 'human' | 'ai' | 'none';

/** The game as the UI sees it after each step. */
export interface GameSnapshot {
  state: GameState;
  legal: LegalAction[];
  /** Points of models still in play, by side id (engine `pointsInPlay`). */
  points: Record<string, number>;
  players: [PlayerSpec, PlayerSpec];
  /** Number of actions applied since the scenario's position. */
  ply: number;
  toAct: ToAct;
  scenarioName: string;
}

/** The AI's account of one decision (DESIGN.md "Explanation"). `value` is the win probability for `side`. */
export interface DecisionSummary {
  /** Side index that decided. */
  side: number;
  /** Player label, e.g. `'AI (hard)'` or `'greedy'`. */
  by: string;
  iterations: number;
  timeMs: number;
  /** Best first. */
  candidates: Candidate[];
  /** Estimated win probability 0..1 of the chosen action for `side`, null for bots without a search. */
  value: number | null;
  /** True when the search was cut short by "move now". */
  stopped: boolean;
  /** Game turn and phase when decided. */
  turn: number;
  phase: GameState['phase'];
}

/** Search progress reported while the AI thinks, at most a few times per second. */
export interface ThinkingProgress {
  side: number;
  iterations: number;
  /** Iteration budget, or null when only time-limited. */
  iterationBudget: number | null;
  elapsedMs: number;
  /** Time budget in milliseconds, or null. */
  timeBudgetMs: number | null;
  /** The current top candidates, best first. */
  candidates: Candidate[];
}

/** One applied step: the new snapshot and the events the action caused, in order. */
export interface StepResult {
  snapshot: GameSnapshot;
  events: GameEvent[];
  /** The action applied, null for the setup of a new game. */
  action: Action | null;
  decision: DecisionSummary | null;
}

/**
 * A saved game (FORMATS.md §4, `skirmisher-game/1`) with this app's metadata. `players` names who played each
 * side by side id, as bot specs: `{ "red": "human", "blue": "mcts:level=hard" }` (`greedy`, `random` too).
 */
export interface SavedGame {
  format: 'skirmisher-game/1';
  scenario: ScenarioDocument;
  actions: Action[];
  seed: string;
  players?: Record<string, string>;
  createdAt?: string;
  savedAt?: string;
  app?: string;
}

/** Progress callback passed through Comlink (`Comlink.proxy`). */
export type ProgressCallback = (progress: ThinkingProgress) => void;
