/**
 * The turn and its phases (RULES.md §3): phase order, the automatic start steps of the Recovery phase
 * (§3.1), ending a phase, switching sides, and the end of the game with its result (§13).
 */
import { resolveCloseCombat } from './combat';
import { log, logging, type Roller } from './dice';
import { beginRemainingMoves } from './fleeing';
import { endOfPhasePsychology } from './panic';
import { occupant } from './garrison';
import { lossTests, regroupTests } from './morale';
import { rallyTests, routTest, routTestDue } from './psychology';
import { noteUnitStart } from './units';
import { PHASES, type GameResult, type GameState } from './types';

/** Points of models not out of action, by side id (RULES.md §13). */
export function pointsInPlay(s: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const side of s.static.sides) {
    let p = 0;
    for (const i of side.models) if (s.models[i]!.status !== 'outOfAction') p += s.static.models[i]!.points;
    out[side.id] = p;
  }
  return out;
}

/**
 * The score of each side at the end of the game (RULES.md §13, with objectives as an extension): points of
 * models in play, plus each objective's points for the side whose unit garrisons its building (§11).
 */
export function finalScore(s: GameState): Record<string, number> {
  const out = pointsInPlay(s);
  for (const o of s.static.objectives) {
    const u = occupant(s, o.terrain);
    if (u >= 0) out[s.static.sides[s.static.units[u]!.side]!.id]! += o.points;
  }
  return out;
}

/** Models of a side not out of action. */
export function modelsInPlay(s: GameState, side: number): number {
  let n = 0;
  for (const i of s.static.sides[side]!.models) if (s.models[i]!.status !== 'outOfAction') n++;
  return n;
}

/** Ends the game with a result and logs `gameOver`. */
export function endGame(s: GameState, r: Roller, result: GameResult): void {
  s.result = result;
  if (logging(r))
    log(r, { kind: 'gameOver', winner: result.winner, reason: result.reason, points: finalScore(s) });
}

/** Ends the game if a side has no models left (RULES.md §13 wipeout). Returns whether it ended. */
export function checkWipeout(s: GameState, r: Roller): boolean {
  if (s.result !== null) return true;
  const a = modelsInPlay(s, 0);
  const b = modelsInPlay(s, 1);
  if (a > 0 && b > 0) return false;
  const winner = a > 0 ? s.static.sides[0].id : b > 0 ? s.static.sides[1].id : null;
  endGame(s, r, { winner, reason: 'wipeout' });
  return true;
}

/** The result after the last turn: more points of models in play wins, equal is a draw (RULES.md §13). */
function resultOnPoints(s: GameState): GameResult {
  const p = finalScore(s);
  const a = p[s.static.sides[0].id]!;
  const b = p[s.static.sides[1].id]!;
  return { winner: a > b ? s.static.sides[0].id : b > a ? s.static.sides[1].id : null, reason: 'turns' };
}

/**
 * Clears the per-turn flags at the start of a player turn (RULES.md §2 flags, §8 worst injury of the turn).
 * `charged`, `stoodUp` and `blessed` are cleared for both sides: they last only for the turn they happened
 * (§7.2, §12 "until the end of the turn").
 */
function clearTurnFlags(s: GameState): void {
  const side = s.activeSide;
  s.assaults.fill(-1);
  for (let i = 0; i < s.models.length; i++) {
    const m = s.models[i]!;
    m.charged = false;
    m.stoodUp = false;
    m.injuryThisTurn = 0;
    m.blessed = false;
    if (s.static.models[i]!.side !== side) continue;
    m.fell = false;
    m.cast = false;
    m.moved = false;
    m.ran = false;
    m.shot = false;
    m.failedCharge = false;
    m.rallied = false;
    m.chargeBlocked = false;
    m.regrouped = false;
  }
}

/**
 * Runs the automatic start steps of the current phase (FORMATS.md §2.1). Recovery (RULES.md §3.1): rout test
 * (§9.4), rallying of fleeing models (§3.1 step 2), regroup tests (§10.4, `morale` on), then stunned → knocked
 * down and knocked down → standing (not those that just became so). Movement and Shooting: the units' models in
 * play are noted for the 25% losses test (§10.2).
 */
export function startPhase(s: GameState, r: Roller): void {
  s.phaseStarted = true;
  const sideId = s.static.sides[s.activeSide]!.id;
  if (logging(r)) log(r, { kind: 'phaseStarted', side: sideId, phase: s.phase, turn: s.turn });
  if (s.phase === 'movement') s.movementStep = 'charges';
  if (s.static.options.morale && (s.phase === 'movement' || s.phase === 'shooting')) noteUnitStart(s);
  if (s.phase !== 'recovery') return;
  if (s.static.options.routTest && routTestDue(s, s.activeSide) && routTest(s, r, s.activeSide)) {
    if (logging(r)) log(r, { kind: 'routed', side: sideId });
    endGame(s, r, { winner: s.static.sides[1 - s.activeSide]!.id, reason: 'rout' });
    return;
  }
  rallyTests(s, r);
  if (s.static.options.morale) regroupTests(s, r);
  for (const i of s.static.sides[s.activeSide]!.models) {
    const m = s.models[i]!;
    const id = s.static.models[i]!.id;
    if (m.status === 'knockedDown') {
      m.status = 'standing';
      m.stoodUp = true;
      if (logging(r)) log(r, { kind: 'stoodUp', model: id });
    } else if (m.status === 'stunned') {
      m.status = 'knockedDown';
      if (logging(r)) log(r, { kind: 'knockedDown', model: id });
    }
  }
}

/** Starts the active side's turn: flags cleared, `turnStarted` logged, Recovery phase begun. */
export function startTurn(s: GameState, r: Roller): void {
  clearTurnFlags(s);
  s.phase = 'recovery';
  if (logging(r)) log(r, { kind: 'turnStarted', side: s.static.sides[s.activeSide]!.id, turn: s.turn });
  startPhase(s, r);
}

/**
 * Ends the current phase in place (RULES.md §3): the Movement phase's compulsory moves if not yet made
 * (§3.2), close combat in the close combat phase (§3.5), the 25% losses Morale tests after Movement and
 * Shooting (§10.2, `morale` on), then the end-of-phase psychology (All Alone §9.2,
 * panic §9.3); then moves to the next phase, or to the other side's turn, or ends the game after the last turn.
 */
export function endPhase(s: GameState, r: Roller): void {
  if (s.phase === 'movement') beginRemainingMoves(s, r);
  if (s.phase === 'closeCombat') resolveCloseCombat(s, r);
  if (s.static.options.morale && (s.phase === 'movement' || s.phase === 'shooting')) lossTests(s, r);
  endOfPhasePsychology(s, r);
  if (checkWipeout(s, r)) return;
  const k = PHASES.indexOf(s.phase);
  if (k < PHASES.length - 1) {
    s.phase = PHASES[k + 1]!;
    s.phaseStarted = false;
    startPhase(s, r);
    return;
  }
  const next = 1 - s.activeSide;
  if (next === s.static.firstSide) {
    if (s.turn >= s.static.maxTurns) {
      endGame(s, r, resultOnPoints(s));
      return;
    }
    s.turn += 1;
  }
  s.activeSide = next;
  s.phaseStarted = false;
  startTurn(s, r);
}
