/** The public API of the Skirmisher AI: search, bots and levels, on top of the engine's public API only. */
export {
  createSearch,
  search,
  asAction,
  GAME_END,
  type Search,
  type SearchOptions,
  type SearchResult,
  type SearchProgress,
  type SearchTree,
  type Candidate,
} from './mcts';
export { makeBot, randomBot, greedyBot, mctsBot, type Bot } from './bots';
export { LEVELS, LEVEL_NAMES, type Level } from './levels';
export { evaluate } from './evaluate';
export { candidates } from './candidates';
export {
  decisionModel,
  decisionRounds,
  holdFor,
  isEngineAction,
  newPlan,
  notePlan,
  planKey,
  settleDecision,
  type Decision,
  type Plan,
} from './decision';
export { makeRand, type Rand } from './random';
export { deploymentAction, deploymentActions, deploymentPlan } from './deploy';
export { chanceOf, shotValue } from './greedy';
export { mergeResults, parallelSeed } from './merge';
export { unitOutcomes, OUTCOME_SAMPLES, type UnitOutcomes } from './unit-outcomes';
export { reviewGame, judgeDecision, assembleReview, reviewSearchOptions, type ReviewHooks } from './review';
export { planReview, type ReviewOptions, type ReviewPlan } from './review-plan';
export {
  costFeatures,
  decisionCostMs,
  reviewEta,
  reviewSpeed,
  type CostFeatures,
  type FinishedSearch,
  type ReviewClock,
  type RunningSearch,
} from './review-estimate';
export { planEtaMs, ReviewTimer } from './review-timer';
export {
  reviewPoints,
  reviewOrder,
  type ReviewGame,
  type ReviewPoint,
  type ReplayedGame,
} from './review-points';
export { reviewThresholds, labelFor, REVIEW_BUDGET, LOSS_NOISE } from './review-labels';
export {
  REVIEW_VERSION,
  REVIEW_CANDIDATES,
  type GameReview,
  type DecisionReview,
  type LuckReview,
  type SideAccuracy,
  type ReviewLabel,
  type ReviewThresholds,
  type ReviewedCandidate,
  type ReviewOrder,
  type ReviewProgress,
} from './review-types';
export {
  measureAccuracy,
  lossInterval,
  clusterMean,
  selfPlay,
  type AccuracyOptions,
  type LossEstimate,
} from './accuracy';
export {
  comparePaired,
  levelAction,
  type PairedOptions,
  type PairedAccuracy,
  type PairedDecision,
  type PairedHooks,
} from './accuracy-paired';
