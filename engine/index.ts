/**
 * The public API of the Skirmisher rules engine: scenario → game, legal actions, apply, previews, result.
 * Pure TypeScript; seedrandom is its only runtime dependency (DESIGN.md "Engine").
 */
export * from './types';
export * from './scenario-types';
export { createGame, toScenario, DEFAULT_BASE } from './scenario';
export { squadDocumentProblems, type DocumentProblem } from './scenario-checks';
export { applyAction, applyInPlace, validateAction, searchRoller } from './apply';
export {
  legalActions,
  isMoveOption,
  chargeActions,
  assaultActions,
  shootActions,
  divingChargeActions,
  hideActions,
  castActions,
  hasShot,
  type LegalAction,
  type MoveOption,
  type UnitMoveOption,
} from './legal';
export { verticalOptions, verticalActions, type VerticalOption } from './vertical-options';
export {
  cloneState,
  modelIndex,
  profileOf,
  emptyStateCopy,
  copyPlacesInto,
  copyModelAt,
  samePlaces,
  sameModelAt,
  type StateCopy,
} from './state';
export { pointsInPlay } from './turn';
export {
  COHERENCY,
  coherentAt,
  unitInPlay,
  unitModelsInPlay,
  unitSummaries,
  type UnitSummary,
} from './units';
export { unitMoveAllowance } from './unit-move';
export { enterActions, leaveActions, occupant, occupiable, distanceToBuilding } from './garrison';
export { assaultParty } from './assault-combat';
export { finalScore } from './turn';
export {
  shotPreview,
  shotNumbers,
  toHitBreakdown,
  type ShotPreview,
  type ToHitBreakdown,
  type ToHitModifier,
  missileWeapons,
  cannotShootReason,
  mayShoot,
  HIGH_GROUND,
} from './shooting';
export { canSee, coverBetween, coverPiece, coverPieceFrom, lineOfSight, EYE_HEIGHT } from './sight';
export { legalTargets, engagedWithSide } from './targets';
export { baseInZone, deploySpotProblem, zoneText } from './deployment';
export { modelDist, inContact, enemiesInContact } from './contact';
export { checkPath, pathClear, moveAllowance as moveAllowanceAt, moveDistance } from './movement';
export { cannotChargeReason, chargeLineReaches, chargeReaches, mayCharge } from './charge';
export { standingHeights } from './levels';
export { climbable } from './climbing';
export { jumpTests, fallStrength } from './falling';
export { allAloneDue } from './panic';
export { resolveOptions, PRESET_OPTIONS } from './options';
export { seedRng, type Roller, type Uniform } from './dice';
export { newPositionKey, positionKey, type PositionKey } from './position-key';
export { effectiveLd, leaderOf, routTestDue } from './psychology';
export { meleeHit, plannedAttacks, type PlannedAttack } from './melee';
export { meleeToHit, toWound } from './charts';
export {
  moveAllowanceOf as moveAllowance,
  chargePreview,
  playerChargePreview,
  measuringAllowed,
  hidePreview,
  verticalPreview,
  type MoveAllowanceInfo,
  type ChargePreview,
  type VerticalPreview,
} from './queries';
