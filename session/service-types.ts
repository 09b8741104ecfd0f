/**
 * Plain-data types that cross the worker boundary (structured clone): no classes, no functions, no Vue
 * proxies. The worker's `GameService` speaks only these and the engine's own plain types.
 */
import type {
  Candidate,
  DecisionReview,
  GameReview,
  LuckReview,
  ReviewedCandidate,
  ReviewLabel,
  ReviewOrder,
  ReviewProgress,
  ReviewThresholds,
  SideAccuracy,
} from '../ai';
import type {
  chargePreview,
  legalActions,
  moveAllowance,
  PlannedAttack,
  shotPreview,
  ToHitBreakdown,
} from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Action, GameEvent, GameState, Phase, Preset, RulesetOptions } from '../engine/types';
import type { CandidateSpot, Positions } from './decision-geometry';
import type { Odds, OddsOutcome } from './odds';
import type { SquadView } from './squad-view';
import type { DiceProbe } from './table-top';

export type {
  Action,
  GameEvent,
  GameState,
  ScenarioDocument,
  Candidate,
  DecisionReview,
  GameReview,
  LuckReview,
  ReviewedCandidate,
  ReviewLabel,
  ReviewOrder,
  ReviewProgress,
  ReviewThresholds,
  SideAccuracy,
  CandidateSpot,
  Positions,
  Odds,
  OddsOutcome,
  DiceProbe,
  PlannedAttack,
  RulesetOptions,
};

/** One legal action or a move descriptor, e.g. `{ type: 'move', model: 'r1', maxDistance: 4, run: false }`. */
export type LegalAction = ReturnType<typeof legalActions>[number];

type OkValue<R> = R extends { ok: true; value: infer V } ? V : never;

/**
 * Numbers a shot would need (engine `shotPreview`): `toHit` 7–9 means a 6 then a follow-up, ≥ 10 impossible;
 * `breakdown` lists each To Hit modifier with its cause (RULES.md §6.3), null if it could not be worked out.
 */
export type ShotPreview = OkValue<ReturnType<typeof shotPreview>> & { breakdown: ToHitBreakdown | null };
/** A charge worked out before rolling (engine `chargePreview`): distance and reach in inches, path of the centre. */
export type ChargePreview = OkValue<ReturnType<typeof chargePreview>>;
/**
 * How far a model may move now (engine `moveAllowance`), inches, and why it may not shoot (engine
 * `cannotShootReason`, ids unnamed), e.g. `"r3's unit assaulted a building this turn (§11)"`; null when it may.
 */
export type MoveAllowance = NonNullable<ReturnType<typeof moveAllowance>> & { shootRefusal: string | null };

/** Most log entries kept and sent when the whole log is rebuilt (the oldest are dropped). */
export const MAX_LOG = 3000;

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

/**
 * A service-level error: the engine's rule errors plus `ERR_NO_GAME`, `ERR_ABORTED`, `ERR_BAD_FILE`,
 * `ERR_NEWER_FORMAT`, `ERR_REPLAY` (with the `index` of the first action that does not replay), …
 */
export interface ServiceError {
  code: string;
  message: string;
  /** For `ERR_REPLAY`: 0-based index of the first action of the file that does not replay. */
  index?: number;
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
  /** Whether it gives both sides a deployment zone, so a game of it may start with deployment (`NewGameSetup.deploy`). */
  deployable: boolean;
  /**
   * The rules it is played with (RULES.md §1): its preset, the options in force (the preset's defaults with
   * the scenario's own overrides) and the preset's defaults, e.g. `{ preset: 'warhammer-skirmish',
   * options: { casualties: 'injury', … }, defaults: { … } }`.
   */
  ruleset: { preset: Preset; options: RulesetOptions; defaults: RulesetOptions };
}

/** How a game is played: on screen with undo and branches, or on a real table with real dice. */
export const GAME_MODES = ['practice', 'tabletop'] as const;
/** A game mode, e.g. `'tabletop'`. */
export type GameMode = (typeof GAME_MODES)[number];

/** What the New game dialog asks for. `scenario` is a built-in id or a whole scenario document. */
export interface NewGameSetup {
  scenario: string | ScenarioDocument;
  players: [PlayerSpec, PlayerSpec];
  /** Dice seed; empty keeps the scenario's own seed. */
  seed: string;
  /** Default `'practice'`. */
  mode?: GameMode;
  /** Table-top mode: the app rolls the AI's dice (default true); false asks the player for them too. */
  rollForAi?: boolean;
  /**
   * Ruleset options (RULES.md §1) written into the scenario's `ruleset.options` over its own, e.g.
   * `{ criticals: false, singleTargetPenalty: true }`; absent keeps the scenario's.
   */
  options?: Partial<RulesetOptions>;
  /**
   * Deploy before turn 1 (engine/deployment.ts): the game starts at turn 0 and each side places its models in
   * its zone. Needs a scenario at its start with deployment zones for both sides; default false (the models
   * start where the scenario puts them).
   */
  deploy?: boolean;
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
  /** Actions from the scenario's position to the position shown (the cursor on the line). */
  ply: number;
  /** Actions on the line being viewed; `ply < lineLength` while looking back (replay, after undo). */
  lineLength: number;
  toAct: ToAct;
  scenarioName: string;
  mode: GameMode;
  rollForAi: boolean;
  /** Forced D6 faces waiting in the queue for the next action (RULES.md §13), e.g. `[6, 6]`. */
  queuedDice: number[];
  /** Squad play (RULES.md §2, §10, §11): units, buildings, coherency links and the score; null in skirmish. */
  squad: SquadView | null;
}

/** A log line: an event with the turn, side and phase it happened in and the ply of its action. */
export interface LogEntry {
  /** Unique along a line: `ply * 100000 + index`. */
  seq: number;
  /** Ply of the action that caused it (0: the scenario's automatic start steps). */
  ply: number;
  turn: number;
  side: number;
  phase: Phase;
  event: GameEvent;
  /**
   * A shot's To Hit roll (§6.3): each modifier with its value and cause, e.g. `'BS 4 → 3+ · hard cover (−2)
   * behind the low wall · moved (−1)'`; absent on other rows.
   */
  toHit?: string;
}

/** Another action played from the same position: a branch of the timeline. */
export interface BranchInfo {
  node: number;
  action: Action;
  /** Actions on its longest line after it. */
  depth: number;
  /** Forced dice it was played with. */
  dice: number[];
}

/** One action of the line being viewed, for the timeline and the win-probability chart. */
export interface LineEntry {
  /** 1-based position on the line: the position after it is ply `ply`. */
  ply: number;
  node: number;
  action: Action;
  /** Turn, side index and phase in which the action was taken. */
  turn: number;
  side: number;
  phase: Phase;
  /** Who decided: an AI (with reasoning) or a human. */
  by: 'ai' | 'human';
  /** Side 0's estimated win probability after an AI decision with a search, else null. */
  side0Value: number | null;
  /** Forced dice queued before it. */
  dice: number[];
  /** The other actions played from the same position (empty when there are none). */
  alternatives: BranchInfo[];
}

/** The AI's account of one decision (DESIGN.md "Explanation"). `value` is the win probability for `side`. */
export interface DecisionSummary {
  /** Side index that decided. */
  side: number;
  /** Player label, e.g. `'AI (hard)'` or `'greedy'`. */
  by: string;
  /** Iterations of the search shown (all its merged searches together), e.g. 1,600. */
  iterations: number;
  /**
   * That search's time, ms (merged searches: the longest), e.g. 2,310; a bot's decision time. A decision that
   * searched again after a pseudo-decision (`hold`) took longer in all.
   */
  timeMs: number;
  /** Best first. */
  candidates: Candidate[];
  /** Estimated win probability 0..1 of the chosen action for `side`, null for bots without a search. */
  value: number | null;
  /** True when the search was cut short by "move now". */
  stopped: boolean;
  /**
   * The iterations the level's budget asked of every search together (the budget a search, its squad shot
   * share, `ai/budget-share.ts`, times `searchers`), e.g. 1,600 for `normal` with two searches; absent for bots
   * and in older saved games. Fewer `iterations` than this, with `stopped` false, means the level's time cap
   * (`LEVELS[level].timeMs`, ai/levels.ts) cut the search.
   */
  iterationBudget?: number;
  /**
   * Searches merged at the root (root-parallel: the engine worker's and its helpers', `parallel-search.ts`), e.g.
   * 2 on a 2-core machine; absent for bots and in older saved games.
   */
  searchers?: number;
  /** Visits kept from the last decision's search (tree reuse), beside `iterations`; absent when none. */
  kept?: number;
  /**
   * The search could not tell its best options apart and the heuristic chose (`SearchResult.tieBroken`,
   * ai/tie-break.ts); absent otherwise and in older saved games.
   */
  tieBroken?: boolean;
  /**
   * The search's best did not beat the greedy script's choice by more than its noise, so the script's choice was
   * played (`SearchResult.scriptKept`, ai/script-keep.ts); absent otherwise and in older saved games.
   */
  scriptKept?: boolean;
  /** Game turn and phase when decided. */
  turn: number;
  phase: GameState['phase'];
  /** The model the candidates are about, e.g. `'r2'`; null for a phase end (absent in older saved games). */
  model?: string | null;
  /** Where the models the candidates name stood when it was decided, inches (for the board's arrows). */
  positions?: Positions;
  /** End positions of every candidate that places the model, with visits and value (the heat map). */
  spots?: CandidateSpot[];
  /**
   * The searches of the same decision that declined a charge (`noCharge`, ai/decision.ts) before this action came
   * out, in order, e.g. Mob west weighing its charges on the farmhouse and declining, then its move: each a
   * summary like this one without `positions`, `spots` or `declined`. Absent when none and in older saved games.
   */
  declined?: DecisionSummary[];
}

/** An AI decision on the line and the ply of its action (the position it was decided in is `ply − 1`). */
export interface PlacedDecision {
  ply: number;
  decision: DecisionSummary;
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
  /** Searches running at once (root-parallel), each with the level's budget; `iterationBudget` counts them all. */
  searchers: number;
  /** Visits kept from the last decision's search (tree reuse), 0 when none. */
  kept?: number;
  /** The current top candidates, best first. */
  candidates: Candidate[];
}

/** One applied step or a move along the timeline: the new snapshot, the log and the line's changes. */
export interface StepResult {
  snapshot: GameSnapshot;
  /** Events of the action that led to the position shown, in order. */
  events: GameEvent[];
  /** The action that led to the position shown, null at the scenario's position. */
  action: Action | null;
  /** The AI's account of that action, null for a human's. */
  decision: DecisionSummary | null;
  /** The last AI decision with reasoning at or before the position shown (what the AI panel shows). */
  recentDecision: DecisionSummary | null;
  /** The ply of `recentDecision`'s action, null when there is none. */
  recentDecisionPly: number | null;
  /** Log entries: appended to the log, or the whole log up to the cursor when `resetLog`. */
  log: LogEntry[];
  resetLog: boolean;
  /** Line entries from index `lineFrom` on replace the store's (appending when it equals its length). */
  line: LineEntry[];
  lineFrom: number;
  /**
   * What a loaded file was accepted with but had to leave out (`loadGame` only), e.g. `['the app metadata
   * decisions was unreadable and was ignored (decisions["0"].declined: expected array, received string)']`: its
   * moves loaded, the AI's reasoning did not.
   */
  warnings?: string[];
}

/** An AI decision not yet applied (table-top mode rolls its dice first). */
export interface PendingDecision {
  action: Action;
  decision: DecisionSummary | null;
}

/** Problems of a scenario being edited, e.g. `[{ path: 'sides[0].models[2].at', message: '…' }]`. */
export interface ScenarioCheck {
  ok: boolean;
  problems: { path: string; message: string }[];
  /** What a valid scenario was accepted with but may not mean, e.g. a wall across a model (`formats/standing-warnings.ts`). */
  warnings?: { path: string; message: string }[];
}

/** Progress callback passed through Comlink (`Comlink.proxy`). */
export type ProgressCallback = (progress: ThinkingProgress) => void;

/**
 * What `GameService.review` is asked (issue 23), every field optional, e.g. `{ budget: 6000, order: 'fromEnd',
 * side: 0, maxDecisions: 30 }`: iterations per decision (default the expert level's, `REVIEW_BUDGET`; 1 to
 * 10,000,000), the order (`'forward'`, or `'fromEnd'`: the decisions nearest the end first), whose decisions
 * first (a side index: the player's own) and how many at most. The review's seed is the game's. `resume: true`
 * goes on with the stopped review of the line shown (`complete: false`): only the decisions it did not judge are
 * searched, at its budget, seed and thresholds, and merged into it (a `budget` that differs is refused).
 */
export interface ReviewRequest {
  budget?: number;
  order?: ReviewOrder;
  side?: number;
  maxDecisions?: number;
  resume?: boolean;
}

/**
 * What a review would do before it starts (`GameService.reviewEstimate`), e.g. `{ decisions: 89, kept: 41, total:
 * 130, budget: 1500, searches: 2, etaMs: 151000 }`: decisions to search, decisions a resumed review keeps,
 * decisions in the game, iterations per decision, searches side by side, and the modelled wall time, ms
 * (`reviewEta`: an estimate, docs/performance.md "The app's review").
 */
export interface ReviewEstimate {
  decisions: number;
  kept: number;
  total: number;
  budget: number;
  searches: number;
  etaMs: number;
}

/** Review progress callback passed through Comlink (`Comlink.proxy`). */
export type ReviewProgressCallback = (progress: ReviewProgress) => void;
