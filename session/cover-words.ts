/**
 * Where a target takes cover, in a player's words (RULES.md §5, §6.3): by the terrain's kind, never by its
 * internal id, e.g. `'behind the low wall'`, `'in the wood'`, `'on the platform'`.
 */
import { pointInPolygon } from '../engine/geometry';
import type { ToHitBreakdown } from '../engine/to-hit';
import type { GameState, Terrain, TerrainKind } from '../engine/types';

/** Walls this high or lower (inches) read as low walls. */
const LOW_WALL_HEIGHT = 2;

/** Each kind as a noun, e.g. `'wood'`; an impassable piece (a rock, a well, a bunker) is an obstacle. */
const KIND_NOUNS: Readonly<Record<TerrainKind, string>> = {
  wall: 'wall',
  building: 'building',
  wood: 'wood',
  rubble: 'rubble',
  impassable: 'obstacle',
  platform: 'platform',
};

/** The preposition for a model standing inside a piece's footprint, e.g. `'in'` a wood, `'on'` a platform. */
const INSIDE: Readonly<Record<TerrainKind, string>> = {
  wall: 'on',
  building: 'in',
  wood: 'in',
  rubble: 'in',
  impassable: 'on',
  platform: 'on',
};

/** A piece as a noun, e.g. a 1″ wall → `'low wall'`, a wood → `'wood'`. */
export function terrainNoun(t: Pick<Terrain, 'kind' | 'height'>): string {
  return t.kind === 'wall' && t.height <= LOW_WALL_HEIGHT ? 'low wall' : KIND_NOUNS[t.kind];
}

/**
 * Where the model `target` (id) takes its cover from the terrain piece `piece` (id) in position `s`:
 * `'in the wood'` when it stands in the piece's footprint, else `'behind the low wall'`; `''` when either is
 * unknown (the text then names no piece rather than an id).
 */
export function coverPlace(s: GameState, piece: string, target: string): string {
  const t = s.static.terrain.find((x) => x.id === piece);
  const i = s.static.models.findIndex((m) => m.id === target);
  const m = s.models[i];
  if (!t || !m) return '';
  const inside = pointInPolygon(m.x, m.y, t.polygon);
  return `${inside ? INSIDE[t.kind] : 'behind'} the ${terrainNoun(t)}`;
}

/**
 * Where the target of a To Hit breakdown takes its cover (`coverPlace` of its cover modifier's piece), e.g.
 * `'behind the low wall'`; `''` without cover or without a piece.
 */
export function breakdownPlace(s: GameState, b: ToHitBreakdown, target: string): string {
  const piece = b.modifiers.find((m) => m.cause === 'cover')?.piece;
  return piece ? coverPlace(s, piece, target) : '';
}

/** The piece `piece` (id) of position `s` as a noun (`terrainNoun`), e.g. `'wall-1'` → `'low wall'`; `''` if unknown. */
export function pieceNoun(s: GameState | null, piece: string | null): string {
  const t = piece ? s?.static.terrain.find((x) => x.id === piece) : undefined;
  return t ? terrainNoun(t) : '';
}
