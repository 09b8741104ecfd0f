/**
 * Where an AI decision's candidates lead on the table (DESIGN.md "Explanation"), worked out in the worker
 * from the position the decision was made in: where the models the candidates name stood, and the end
 * position of every candidate that places the deciding model (the heat map's spots). Plain data only.
 */
import { decisionModel, type Candidate } from '../ai';
import { modelIndex } from '../engine';
import type { GameState } from '../engine/types';

/** How a candidate places its model: moves (walk or run), charges, climbs and jumps, or staying put. */
export const SPOT_KINDS = ['move', 'run', 'charge', 'climb', 'jump', 'stay'] as const;
/** A spot kind, e.g. `'run'`. */
export type SpotKind = (typeof SPOT_KINDS)[number];

/**
 * A candidate end position of the deciding model, inches, with the search's verdict on it:
 * `{ x: 12.5, y: 8, visits: 120, value: 0.61, kind: 'move' }`. `value` is the win probability (0..1) for
 * the side that decided.
 */
export interface CandidateSpot {
  x: number;
  y: number;
  visits: number;
  value: number;
  kind: SpotKind;
}

/** Table positions by model id, inches, e.g. `{ r1: [10, 4], b2: [12.5, 20] }`. */
export type Positions = Record<string, [number, number]>;

/** Rounds inches to 1/100 so summaries stay short in saved games. */
function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * The model a decision is about (`'r2'`), or null (`endPhase`). With `state`, a unit's decision (squad play:
 * `moveUnit`, entering or leaving a building) is about its first model in play (ai `decisionModel`).
 */
export function decidingModel(candidates: readonly Candidate[], state?: GameState): string | null {
  for (const c of candidates) {
    if ('model' in c.action) return c.action.model;
    const i = state ? decisionModel(state, c.action) : -1;
    if (state && i >= 0) return state.static.models[i]!.id;
  }
  return null;
}

/** The centre of building `id`'s footprint, inches, or null. */
function buildingCentre(state: GameState, id: string): [number, number] | null {
  const t = state.static.terrain.find((x) => x.id === id);
  if (!t) return null;
  const n = t.polygon.length;
  return [t.polygon.reduce((a, p) => a + p[0], 0) / n, t.polygon.reduce((a, p) => a + p[1], 0) / n];
}

/** Where every model named by the candidates (the deciding model and its targets) stands in `state`. */
export function decisionPositions(state: GameState, candidates: readonly Candidate[]): Positions {
  const out: Positions = {};
  const note = (id: string | undefined): void => {
    if (id === undefined || id in out) return;
    const i = modelIndex(state, id);
    const m = i >= 0 ? state.models[i] : undefined;
    if (m) out[id] = [round(m.x), round(m.y)];
  };
  for (const c of candidates) {
    const a = c.action as { model?: string; target?: string };
    const i = decisionModel(state, c.action);
    note(i >= 0 ? state.static.models[i]!.id : a.model);
    note(a.target);
  }
  return out;
}

/**
 * The end position of each candidate that places the deciding model: a move's or climb's destination (a unit
 * move's: its first model's, a building's centre for entering it), a charge's contact point on the line to its
 * target, and the model's own place for holding or hiding. Shots,
 * casts, fights and phase ends place nothing and are left out.
 */
export function candidateSpots(state: GameState, candidates: readonly Candidate[]): CandidateSpot[] {
  const at = decisionPositions(state, candidates);
  const out: CandidateSpot[] = [];
  for (const c of candidates) {
    const a = c.action;
    const spot = (x: number, y: number, kind: SpotKind): void => {
      out.push({ x: round(x), y: round(y), visits: c.visits, value: round(c.value * 1000) / 1000, kind });
    };
    switch (a.type) {
      case 'move':
        spot(a.to[0], a.to[1], a.run === true ? 'run' : 'move');
        break;
      case 'moveUnit':
      case 'leaveBuilding':
      case 'enterBuilding': {
        const i = decisionModel(state, a);
        const from = i >= 0 ? at[state.static.models[i]!.id] : undefined;
        if (a.type === 'moveUnit' && from)
          spot(from[0] + a.by[0], from[1] + a.by[1], a.run === true ? 'run' : 'move');
        else if (a.type === 'leaveBuilding') spot(a.to[0], a.to[1], 'move');
        else if (a.type === 'enterBuilding') {
          const c = buildingCentre(state, a.building);
          if (c) spot(c[0], c[1], 'move');
        }
        break;
      }
      case 'climb':
        spot(a.to[0], a.to[1], 'climb');
        break;
      case 'jumpDown':
      case 'jumpGap':
        spot(a.to[0], a.to[1], 'jump');
        break;
      case 'charge':
      case 'divingCharge': {
        const from = at[a.model];
        const to = at[a.target];
        if (!from || !to) break;
        const gap = contactGap(state, a.model, a.target);
        const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
        const k = d > gap ? (d - gap) / d : 0;
        spot(from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k, 'charge');
        break;
      }
      case 'hold':
      case 'noCharge':
      case 'hide': {
        const p = at[a.model];
        if (p) spot(p[0], p[1], 'stay');
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** Centre-to-centre distance of two models in base contact, inches. */
function contactGap(state: GameState, a: string, b: string): number {
  const base = (id: string): number => state.static.models[modelIndex(state, id)]?.base ?? 0.5;
  return base(a) + base(b);
}
