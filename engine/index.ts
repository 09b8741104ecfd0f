/**
 * The public API of the Skirmisher rules engine: scenario → game, legal actions, apply, previews, result.
 * Pure TypeScript; seedrandom is its only runtime dependency (DESIGN.md "Engine").
 */
export * from './types';
export * from './scenario-types';
export { createGame, toScenario, DEFAULT_BASE } from './scenario';
export { applyAction, applyInPlace, validateAction, searchRoller } from './apply';
export {
  legalActions,
  isMoveOption,
  chargeActions,
  shootActions,
  type LegalAction,
  type MoveOption,
} from './legal';
export { cloneState, modelIndex } from './state';
export { pointsInPlay, modelsInPlay } from './turn';
export { shotPreview, type ShotPreview, legalTargets, missileWeapons, cannotShootReason } from './shooting';
export { canSee, coverBetween, lineOfSight } from './sight';
export { modelDist, inContact, inCombat, enemiesInContact } from './contact';
export { checkPath, blocksMovement } from './movement';
export { resolveOptions, PRESET_OPTIONS } from './options';
export { seedRng, type Roller, type Uniform } from './dice';
export { effectiveLd, leaderOf, routTestDue } from './psychology';
export { attackableEnemies, canFight, meleeHit } from './combat';
export { meleeToHit, toWound } from './charts';
export {
  moveAllowanceOf as moveAllowance,
  chargePreview,
  type MoveAllowanceInfo,
  type ChargePreview,
} from './queries';
