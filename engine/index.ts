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
export { pointsInPlay, modelsInPlay } from './turn';
export {
  COHERENCY,
  coherentAt,
  unitCoherent,
  unitFallingBack,
  unitInPlay,
  unitIndexOf,
  unitModelsInPlay,
  unitSummaries,
  type UnitSummary,
} from './units';
export { unitLd, quarterLeft } from './morale';
export { majority, LOOK_OUT_SIR_RANGE, LOOK_OUT_SIR_NEED } from './squad-combat';
export { REGROUP_MOVE } from './movement';
export { unitMoveAllowance } from './unit-move';
export {
  enterActions,
  leaveActions,
  occupant,
  occupiable,
  buildingOfUnit,
  distanceToBuilding,
} from './garrison';
export { assaultParty, partyWeight, PARTY_SIZE } from './assault-combat';
export { garrisonShotsLeft, GARRISON_SHOTS_PER_FLOOR } from './shooting';
export { finalScore } from './turn';
export { SNAP_SHOT_BS } from './to-hit';
export {
  shotPreview,
  shotNumbers,
  type ShotPreview,
  legalTargets,
  missileWeapons,
  cannotShootReason,
  mayShoot,
  HIGH_GROUND,
} from './shooting';
export { canSee, coverBetween, lineOfSight } from './sight';
export { modelDist, inContact, inCombat, enemiesInContact } from './contact';
export {
  checkPath,
  pathClear,
  blocksMovement,
  checkStand,
  moveAllowance as moveAllowanceAt,
  moveDistance,
} from './movement';
export { cannotChargeReason, chargeLineReaches, chargeReaches, mayCharge } from './charge';
export { LEVEL_TOLERANCE, surfaceAt, standingHeights, surfaceBelow, nearDrop } from './levels';
export { MAX_GAP, climbable, wallAt } from './climbing';
export { MAX_JUMP_DOWN, jumpTests, fallStrength } from './falling';
export { DIVE_DISTANCE } from './diving';
export { behindCover, canHideHere, cannotHideReason, spotter, HIDE_COVER_DISTANCE } from './hiding';
export { cannotCastReason, spellGroup, SPELL_GROUP_DISTANCE } from './magic';
export { allAloneDue } from './panic';
export { PANIC_DISTANCE } from './panic-causes';
export { FAST_MOVE, nearestEdgeDirection } from './fleeing';
export { resolveOptions, PRESET_OPTIONS } from './options';
export { seedRng, type Roller, type Uniform } from './dice';
export { effectiveLd, leaderOf, routTestDue, closestForRally } from './psychology';
export { attackableEnemies } from './combat';
export { canFight, meleeHit, meleeNeed, DIVING_BONUS } from './melee';
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
