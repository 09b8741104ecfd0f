/**
 * The unit-level outcomes of a decision in squad play (DESIGN.md "Explanation", RULES.md §7.9, §10): by
 * simulation, the chance that a charge reaches, that the charging side wins the combat, that the enemy
 * unit falls back or is destroyed, and that the charging unit itself falls back (broken by a garrison's stand
 * and shoot, §10.2 §11, or by losing the combat, §10.3), by the end of this turn's close combat phase. Every other decision of the
 * turn is left out (the acting side only ends its phases). Used by `analyse` and the AI panel.
 */
import {
  applyInPlace,
  cloneState,
  searchRoller,
  type Action,
  type GameEvent,
  type GameState,
} from '../engine';
import { makeRand } from './random';

/** Simulations per estimate by default. */
export const OUTCOME_SAMPLES = 300;

/**
 * Chances 0..1 of the key unit outcomes of an action, e.g. `{ samples: 300, reaches: 0.93, winsCombat: 0.61,
 * enemyFallsBack: 0.38, enemyDestroyed: 0.05, chargerFallsBack: 0.2 }`; `reaches` and `chargerFallsBack` only
 * for charges.
 */
export interface UnitOutcomes {
  samples: number;
  reaches?: number;
  /** The acting side wins a close combat its acting unit fights this turn (not another unit's fight). */
  winsCombat: number;
  enemyFallsBack: number;
  enemyDestroyed: number;
  /**
   * The charging unit falls back or is destroyed by the end of the turn's close combat: a Morale test failed
   * after a garrison's stand and shoot (§10.2, §11; the assault then never fights) or after losing the combat,
   * or its last models killed (by the stand and shoot or in the combat).
   */
  chargerFallsBack?: number;
}

/** The unit of the model an action targets, or −1. */
function targetUnit(s: GameState, a: Action): number {
  if (!('target' in a)) return -1;
  const j = s.static.models.findIndex((m) => m.id === a.target);
  return j < 0 ? -1 : s.static.models[j]!.unitIndex;
}

/** Whether every model of unit u is out of action, e.g. a lone charger killed in the combat it charged into. */
function wipedOut(s: GameState, u: number): boolean {
  return s.static.units[u]!.models.every((i) => s.models[i]!.status === 'outOfAction');
}

/**
 * Estimates the unit outcomes of `action` (a charge or a shot at an enemy unit) in squad play by `samples`
 * seeded simulations to the end of the turn's close combat (seeds `seed#k`). Returns null outside squad play,
 * for an action without a target, or when the engine refuses the action.
 */
export function unitOutcomes(
  s: GameState,
  action: Action,
  seed: string,
  samples = OUTCOME_SAMPLES,
): UnitOutcomes | null {
  const v = targetUnit(s, action);
  if (!s.static.squads || v < 0) return null;
  const side = s.activeSide;
  const unitId = s.static.units[v]!.id;
  const i = 'model' in action ? s.static.models.findIndex((m) => m.id === action.model) : -1;
  const charger = i < 0 ? -1 : s.static.models[i]!.unitIndex;
  const chargerId = charger < 0 ? '' : s.static.units[charger]!.id;
  const events: GameEvent[] = [];
  let reaches = 0;
  let wins = 0;
  let fallsBack = 0;
  let destroyed = 0;
  let broken = 0;
  for (let k = 0; k < samples; k++) {
    const c = cloneState(s);
    const r = searchRoller(makeRand(`${seed}#${k}`));
    r.events = events;
    events.length = 0;
    if (applyInPlace(c, action, r) !== null) return null;
    for (let guard = 0; guard < 8 && c.result === null && c.activeSide === side; guard++)
      applyInPlace(c, { type: 'endPhase' }, r);
    let won = false;
    let fell = false;
    let gone = false;
    let broke = false;
    for (const e of events) {
      if (e.kind === 'charged' || e.kind === 'intercepted' || e.kind === 'assault') reaches++;
      if (e.kind === 'combatResult' && e.winner === s.static.sides[side]!.id && e.units.includes(chargerId))
        won = true;
      if (e.kind === 'fellBack' && e.unit === unitId) fell = true;
      if (e.kind === 'destroyed' && e.unit === unitId) gone = true;
      if ((e.kind === 'fellBack' || e.kind === 'destroyed') && e.unit === chargerId) broke = true;
    }
    if (broke || (charger >= 0 && wipedOut(c, charger))) broken++;
    if (won) wins++;
    if (fell || gone) fallsBack++;
    if (gone || wipedOut(c, v)) destroyed++;
  }
  const out: UnitOutcomes = {
    samples,
    winsCombat: wins / samples,
    enemyFallsBack: fallsBack / samples,
    enemyDestroyed: destroyed / samples,
  };
  if (action.type === 'charge') {
    out.reaches = reaches / samples;
    out.chargerFallsBack = broken / samples;
  }
  return out;
}
