/**
 * Units (RULES.md §2): building them from the models' `unit` ids, counting their models in play, and unit
 * coherency in squad play (every model within 2" of another model of its unit).
 */
import { baseDist } from './geometry';
import type { GameState, ModelStatic, UnitStatic } from './types';

/** Coherency distance, inches base to base (RULES.md §2). */
export const COHERENCY = 2;
const EPS = 1e-6;

/**
 * Groups models into units by their `unit` id, in order of each unit's first model, and sets each model's
 * `unitIndex`. Example: models `[{ unit: 'a' }, { unit: 'b' }, { unit: 'a' }]` → units `a: [0, 2]`, `b: [1]`.
 * Errors: returns a message when one unit id is used on both sides.
 */
export function buildUnits(models: ModelStatic[]): UnitStatic[] | string {
  const units: UnitStatic[] = [];
  const byId = new Map<string, number>();
  for (let i = 0; i < models.length; i++) {
    const m = models[i]!;
    let u = byId.get(m.unit);
    if (u === undefined) {
      u = units.length;
      byId.set(m.unit, u);
      units.push({ id: m.unit, side: m.side, models: [], size: 0 });
    }
    const unit = units[u]!;
    if (unit.side !== m.side)
      return `model ${m.id}: unit "${m.unit}" already belongs to the other side (a unit has one side)`;
    unit.models.push(i);
    unit.size += 1;
    m.unitIndex = u;
  }
  return units;
}

/** Index of the unit with this id, or −1. */
export function unitIndexOf(s: GameState, id: string): number {
  const us = s.static.units;
  for (let u = 0; u < us.length; u++) if (us[u]!.id === id) return u;
  return -1;
}

/** Models of unit u not out of action. */
export function unitInPlay(s: GameState, u: number): number {
  let n = 0;
  for (const i of s.static.units[u]!.models) if (s.models[i]!.status !== 'outOfAction') n++;
  return n;
}

/** Indices of unit u's models in play, in scenario order (a new array). */
export function unitModelsInPlay(s: GameState, u: number): number[] {
  return s.static.units[u]!.models.filter((i) => s.models[i]!.status !== 'outOfAction');
}

/** The first model of unit u still in play (its spokesman in events and actions), or −1. */
export function unitLead(s: GameState, u: number): number {
  for (const i of s.static.units[u]!.models) if (s.models[i]!.status !== 'outOfAction') return i;
  return -1;
}

/** Whether unit u is falling back (RULES.md §10.3): any of its models in play carries the flag. */
export function unitFallingBack(s: GameState, u: number): boolean {
  for (const i of s.static.units[u]!.models) {
    const m = s.models[i]!;
    if (m.status !== 'outOfAction' && m.fallingBack) return true;
  }
  return false;
}

/**
 * Whether model i standing at (x, y) keeps coherency (RULES.md §2): within 2" (base to base) of another
 * model in play of its unit on its level, or the only model of its unit left.
 */
export function coherentAt(s: GameState, i: number, x: number, y: number): boolean {
  const ms = s.static.models[i]!;
  let others = false;
  for (const k of s.static.units[ms.unitIndex]!.models) {
    if (k === i || s.models[k]!.status === 'outOfAction') continue;
    others = true;
    const o = s.models[k]!;
    if (baseDist(x, y, ms.base, o.x, o.y, s.static.models[k]!.base) <= COHERENCY + EPS) return true;
  }
  return !others;
}

/** Whether every model in play of unit u keeps coherency where it stands (RULES.md §2). */
export function unitCoherent(s: GameState, u: number): boolean {
  for (const i of s.static.units[u]!.models) {
    const m = s.models[i]!;
    if (m.status !== 'outOfAction' && !coherentAt(s, i, m.x, m.y)) return false;
  }
  return true;
}

/** Records the models in play of every unit, at the start of a Movement or Shooting phase (RULES.md §10.2). */
export function noteUnitStart(s: GameState): void {
  for (let u = 0; u < s.static.units.length; u++) s.unitStart[u] = unitInPlay(s, u);
}

/**
 * A unit's state for display (RULES.md §2, §10), e.g. `{ id: 'mob-west', side: 'blue', models: 7, size: 10,
 * fallingBack: false, regrouped: false, coherent: true, lead: 'b11' }`.
 */
export interface UnitSummary {
  id: string;
  /** Side id. */
  side: string;
  /** Models in play. */
  models: number;
  /** Models it started with. */
  size: number;
  fallingBack: boolean;
  regrouped: boolean;
  /** Every model in play within 2" of another of its unit (§2). */
  coherent: boolean;
  /** Id of its first model in play (declares its charges), or null when none is left. */
  lead: string | null;
}

/** Summaries of every unit, in unit order (see `UnitSummary`). */
export function unitSummaries(s: GameState): UnitSummary[] {
  return s.static.units.map((unit, u) => {
    const lead = unitLead(s, u);
    return {
      id: unit.id,
      side: s.static.sides[unit.side]!.id,
      models: unitInPlay(s, u),
      size: unit.size,
      fallingBack: unitFallingBack(s, u),
      regrouped: lead >= 0 && s.models[lead]!.regrouped,
      coherent: unitCoherent(s, u),
      lead: lead >= 0 ? s.static.models[lead]!.id : null,
    };
  });
}
