/**
 * "From game" in the scenario editor: the live game's position made into a fresh scenario (FORMATS.md §1) that
 * starts at the beginning of the side to act's turn.
 *
 * The decision (what a player expects of "From game"): the position as it stands — every model where it is,
 * with its wounds left, status (knocked down, stunned, out of action) and lasting states (hidden, fleeing,
 * falling back, dismounted, a garrisoned building) — to play on from the start of the side to act's turn. So
 * the copy is a scenario's start, not a mid-phase snapshot:
 * - `turn` 1, `phase` `recovery` not started (no `phaseStarted`, `movementStep`), so a game made from it runs the
 *   Recovery phase's start steps (RULES.md §3.1) and the editor's start-of-game checks (`formats/zone-checks.ts`)
 *   run on it;
 * - a position past the game's start (a later turn or phase, or the second side's turn 1) leaves the sides'
 *   deployment zones out: its models have moved since they set up, and the zones are for a deployment
 *   (engine/deployment.ts), which a game played on from here never has, so they would only ring every model
 *   that left its zone with a warning. A position at the start (the first side's turn 1 Recovery phase)
 *   keeps them, as the game's own scenario does;
 * - the side to act keeps acting, and the side that played first still plays first in every later turn
 *   (`firstSide` kept), so with `maxTurns` the turns the game had left, counting the current one (turn 3 of 8 →
 *   6, at least 1), the copy has exactly the player turns the game had left: in blue's half of turn 3 of 8 with
 *   red first, blue's turn then five whole turns, 11 player turns;
 * - what lasts only a turn or a phase is cleared as the start of a turn clears it (engine/turn.ts
 *   `clearTurnFlags`: charged, stood up, injuries this turn, blessed for every model; moved, ran, shot, fell,
 *   cast, failed charge, rallied, charge blocked, regrouped for the side to act) together with the phase's own
 *   records (`fights`, `unitStart`, `assaults`, panic tests, critical hits this phase, diving charge bonus);
 * - the dice start afresh from the seed (no `rng`, no forced `dice`) and a finished game's `result` is dropped.
 * A deployment position (turn 0) is kept as it is but for `rng` and `result`: it already is a game's start.
 */
import type { ScenarioDocument, ScenarioModel } from '../../../engine/scenario-types';

/** Flags the start of a turn clears for every model (engine/turn.ts `clearTurnFlags`) or that last a phase. */
const EVERY_MODEL: readonly (keyof ScenarioModel)[] = [
  'charged',
  'stoodUp',
  'injuryThisTurn',
  'blessed',
  'critThisPhase',
  'panicFrom',
  'panicTested',
  'diving',
];

/** Flags the start of a turn clears for the side to act's models (engine/turn.ts `clearTurnFlags`). */
const ACTING_SIDE: readonly (keyof ScenarioModel)[] = [
  'fell',
  'cast',
  'moved',
  'ran',
  'shot',
  'failedCharge',
  'rallied',
  'chargeBlocked',
  'regrouped',
];

/**
 * Whether a position is past its game's start (the first side's turn 1 Recovery phase), e.g. turn 1 in the
 * second side's Recovery phase → true: the first side has played its turn.
 */
function pastStart(doc: ScenarioDocument): boolean {
  const active = doc.activeSide ?? doc.sides[0].id;
  return (
    (doc.turn ?? 1) > 1 || (doc.phase ?? 'recovery') !== 'recovery' || (doc.firstSide ?? active) !== active
  );
}

/**
 * The scenario start of a position written by the game (`positionScenario`), e.g. a game at turn 3 of 8 in
 * blue's Shooting phase → `{ turn: 1, maxTurns: 6, activeSide: 'blue', phase: 'recovery', … }` with blue's
 * `moved` and `shot` flags and both sides' `deploymentZone` gone. Returns a new document; never throws.
 */
export function scenarioStart(position: ScenarioDocument): ScenarioDocument {
  const doc = structuredClone(position);
  delete doc.rng;
  delete doc.result;
  if (doc.turn === 0) return doc;
  if (pastStart(doc)) for (const side of doc.sides) delete side.deploymentZone;
  const turn = doc.turn ?? 1;
  const active = doc.activeSide ?? doc.sides[0].id;
  if (doc.maxTurns !== undefined) doc.maxTurns = Math.max(1, doc.maxTurns - turn + 1);
  doc.turn = 1;
  doc.activeSide = active;
  doc.phase = 'recovery';
  doc.dice = [];
  for (const key of ['phaseStarted', 'movementStep', 'fights', 'unitStart', 'assaults'] as const)
    delete doc[key];
  for (const side of doc.sides)
    for (const m of side.models) {
      for (const key of EVERY_MODEL) delete m[key];
      if (side.id === active) for (const key of ACTING_SIDE) delete m[key];
    }
  return doc;
}
