/**
 * The ruler's sight and cover between its two ends (issue 24, part 1; RULES.md §5). An end on a model is that
 * model: its centre, its height (`z`) and its base. An end on the table is a man-sized model standing there on
 * the table (`z` 0) with a 0.5″ base (`DEFAULT_BASE`), so its eye is 1″ up (`EYE_HEIGHT`). Model to model the
 * answer is exactly the engine's `canSee` and `coverBetween`; otherwise the engine's `lineOfSight` and
 * `coverPieceFrom` on those eye and foot points. Inches.
 */
import {
  canSee,
  coverPiece,
  coverPieceFrom,
  DEFAULT_BASE,
  EYE_HEIGHT,
  lineOfSight,
  modelIndex,
} from '../engine';
import type { Cover, GameState, TerrainKind } from '../engine/types';

/** A ruler end: a model by id, or a table point `[x, y]` in inches. */
export type SightEnd = { model: string } | { at: [number, number] };

/** The cover one end has from the other: `{ cover: 'hard', piece: 'wall-1', kind: 'wall' }`. */
export interface EndCover {
  cover: Cover;
  piece: string | null;
  kind: TerrainKind | null;
}

/**
 * Sight between two ruler ends, e.g. `{ visible: true, toB: { cover: 'hard', piece: 'wall-1', kind: 'wall' },
 * toA: { cover: 'none', piece: null, kind: null }, models: true }`: `toB` is the cover the end B has from A's
 * eye, `toA` the reverse (§5). `models` says both ends are models (else the table-point convention holds).
 */
export interface SightLine {
  visible: boolean;
  toB: EndCover;
  toA: EndCover;
  models: boolean;
}

/** An end resolved to a point: centre, feet height, base radius (inches) and model index or −1. */
interface Placed {
  x: number;
  y: number;
  z: number;
  base: number;
  index: number;
}

/** An end resolved (`Placed`), or null for anything but a known model or a finite point (bad input). */
function place(s: GameState, end: SightEnd): Placed | null {
  if (typeof end !== 'object' || end === null) return null;
  if ('model' in end) {
    const i = typeof end.model === 'string' ? modelIndex(s, end.model) : -1;
    if (i < 0) return null;
    const m = s.models[i]!;
    return { x: m.x, y: m.y, z: m.z, base: s.static.models[i]!.base, index: i };
  }
  if (!('at' in end) || !Array.isArray(end.at)) return null;
  const [x, y] = end.at;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return null;
  return { x, y, z: 0, base: DEFAULT_BASE, index: -1 };
}

function endCover(s: GameState, k: number): EndCover {
  const t = k >= 0 ? s.static.terrain[k]! : null;
  return { cover: t?.cover ?? 'none', piece: t?.id ?? null, kind: t?.kind ?? null };
}

/** Cover of `b` seen from `a` (§5): the engine's pieces, by model when both are models. */
function coverOf(s: GameState, a: Placed, b: Placed): EndCover {
  if (a.index >= 0 && b.index >= 0) return endCover(s, coverPiece(s, a.index, b.index));
  return endCover(s, coverPieceFrom(s, a.x, a.y, a.z + EYE_HEIGHT, a.base, b.x, b.y, b.z));
}

/**
 * Sight and cover between ruler ends `a` and `b` in position `s` (RULES.md §5), or null when an end names no
 * model or is not a finite point. The same model at both ends sees itself without cover.
 */
export function sightLine(s: GameState, a: SightEnd, b: SightEnd): SightLine | null {
  const pa = place(s, a);
  const pb = place(s, b);
  if (!pa || !pb) return null;
  const models = pa.index >= 0 && pb.index >= 0;
  const none: EndCover = { cover: 'none', piece: null, kind: null };
  if (models && pa.index === pb.index) return { visible: true, toB: none, toA: none, models };
  const visible = models
    ? canSee(s, pa.index, pb.index)
    : lineOfSight(s, pa.x, pa.y, pa.z + EYE_HEIGHT, pb.x, pb.y, pb.z + EYE_HEIGHT);
  return {
    visible,
    toB: visible ? coverOf(s, pa, pb) : none,
    toA: visible ? coverOf(s, pb, pa) : none,
    models,
  };
}
