/**
 * The board's picture of an AI decision (DESIGN.md "Explanation"): one mark per top candidate — an arrow for
 * a move, run, climb, jump or charge, a target line for a shot or a spell, a tag for holding — each with its
 * visits and win probability, the chosen (most visited) one first. Pure geometry in table inches.
 */
import type { Decision } from '../../../ai';
import { count } from '../../../session/format';
import type { Candidate, Positions } from '../../../session/service-types';

/** How a mark is drawn. */
export const MARK_KINDS = ['move', 'run', 'charge', 'shot', 'cast', 'climb', 'jump', 'stay'] as const;
/** A mark kind, e.g. `'charge'`. */
export type MarkKind = (typeof MARK_KINDS)[number];

/**
 * One candidate on the board, e.g. `{ rank: 0, model: 'r2', chosen: true, kind: 'charge', from: [10, 4], to: [12, 9.1],
 * label: '412 · 63%', share: 1, action }`. `to` is null for a candidate that stays put (`stay`); for a charge
 * it stops at the target's base, for a shot it is the target's centre.
 */
export interface ExplainMark {
  rank: number;
  /** The model deciding, e.g. `'r2'`. */
  model: string;
  chosen: boolean;
  kind: MarkKind;
  from: [number, number];
  to: [number, number] | null;
  /** Visits and win chance, e.g. `'412 · 63%'`. */
  label: string;
  /** Visits relative to the most visited candidate, 0..1. */
  share: number;
  action: Decision;
}

/** Candidates drawn on the board. */
export const MARKED_CANDIDATES = 5;

/** `'412 · 63%'`: visits and the win probability for the side that decides. */
export function markLabel(c: Candidate): string {
  return `${count(c.visits)} · ${Math.round(c.value * 100)}%`;
}

/** The kind of mark a decision draws as. */
export function markKind(d: Decision): MarkKind {
  switch (d.type) {
    case 'move':
    case 'moveUnit':
      return d.run === true ? 'run' : 'move';
    case 'enterBuilding':
    case 'leaveBuilding':
      return 'move';
    case 'charge':
    case 'divingCharge':
      return 'charge';
    case 'shoot':
      return 'shot';
    case 'cast':
      return 'cast';
    case 'climb':
      return 'climb';
    case 'jumpDown':
    case 'jumpGap':
      return 'jump';
    default:
      return 'stay';
  }
}

/**
 * Where units' decisions (squad play) start and lead: `lead` names the model a unit's decision is drawn from
 * (its first model in play), `building` gives a building's centre in inches.
 */
export interface UnitPlaces {
  lead(unit: string): string | undefined;
  building(id: string): [number, number] | undefined;
}

const NO_UNITS: UnitPlaces = { lead: () => undefined, building: () => undefined };

/** The model a decision is drawn from and where it leads (null: it stays), or null when it cannot be placed. */
function unitMove(
  a: Decision,
  where: (id: string) => [number, number] | undefined,
  units: UnitPlaces,
): { model: string; from: [number, number]; to: [number, number] | null } | null {
  if (a.type !== 'moveUnit' && a.type !== 'enterBuilding' && a.type !== 'leaveBuilding') return null;
  const model = units.lead(a.unit);
  const from = model === undefined ? undefined : where(model);
  if (model === undefined || !from) return null;
  if (a.type === 'moveUnit') return { model, from, to: [from[0] + a.by[0], from[1] + a.by[1]] };
  if (a.type === 'leaveBuilding') return { model, from, to: [a.to[0], a.to[1]] };
  return { model, from, to: units.building(a.building) ?? null };
}

/**
 * The marks of the top candidates. `positions` are where the models stood when it was decided (a finished
 * decision carries them); `current` fills in models it does not name (a live search: the board is that
 * position). `base` gives a model's base radius in inches; `units` places squad play's unit decisions (an
 * arrow from the unit's first model). Candidates whose models cannot be placed and phase ends are left out.
 */
export function explainMarks(
  candidates: readonly Candidate[],
  positions: Positions,
  current: Positions,
  base: (id: string) => number,
  units: UnitPlaces = NO_UNITS,
): ExplainMark[] {
  const top = candidates.slice(0, MARKED_CANDIDATES);
  const most = Math.max(1, ...top.map((c) => c.visits));
  const where = (id: string): [number, number] | undefined => positions[id] ?? current[id];
  const out: ExplainMark[] = [];
  top.forEach((c, rank) => {
    const a = c.action;
    const unit = unitMove(a, where, units);
    if (unit) {
      const { model, from, to } = unit;
      const mark = { rank, model, chosen: rank === 0, kind: markKind(a), from, to, label: markLabel(c) };
      out.push({ ...mark, share: c.visits / most, action: a });
      return;
    }
    if (!('model' in a)) return;
    const from = where(a.model);
    if (!from) return;
    const kind = markKind(a);
    let to: [number, number] | null = null;
    if ('to' in a) to = [a.to[0], a.to[1]];
    else if ('target' in a) {
      const t = where(a.target);
      if (!t) return;
      to = kind === 'charge' ? shortened(from, t, base(a.target)) : t;
    }
    out.push({
      rank,
      model: a.model,
      chosen: rank === 0,
      kind,
      from,
      to,
      label: markLabel(c),
      share: c.visits / most,
      action: a,
    });
  });
  return out;
}

/** The point `by` inches short of `to` on the segment from `from` (not past `from`). */
function shortened(from: [number, number], to: [number, number], by: number): [number, number] {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (d <= by) return from;
  const k = (d - by) / d;
  return [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k];
}

/**
 * Where a mark's label hangs, before overlaps are resolved: past an arrow's head, two thirds of the way
 * along a target line (so labels of shots at one target do not meet at the target), beside the model for
 * one that stays put.
 */
export function labelAnchor(m: ExplainMark): [number, number] {
  if (m.to === null) return [m.from[0], m.from[1]];
  if (m.kind === 'shot' || m.kind === 'cast')
    return [m.from[0] + (m.to[0] - m.from[0]) * 0.62, m.from[1] + (m.to[1] - m.from[1]) * 0.62];
  return m.to;
}
