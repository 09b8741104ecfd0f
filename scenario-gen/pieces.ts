/**
 * The terrain pieces the generator lays (issue 24, part 3), in the scenario format (FORMATS.md §1): walls (1″
 * hard cover a model steps over), ruins (`building` with floors to climb to, RULES.md §4.4), woods (soft cover,
 * blocking sight past 2″ of wood, §5), rubble (hard cover) and, for squad play, an occupiable building (§11).
 * Each maker takes the piece's centre and a uniform source, and returns a footprint in inches.
 */
import type { Terrain } from '../engine/types';

/** A footprint vertex `[x, y]`, inches. */
type Vertex = [number, number];
import { round } from './polygons';

/** A uniform source in [0, 1), e.g. seedrandom's `alea('seed')`. */
export type Rng = () => number;

/** Kinds of pieces the generator lays. */
export const PIECE_KINDS = ['wall', 'ruin', 'wood', 'rubble', 'building'] as const;
/** A kind of generated piece, e.g. `'ruin'`. */
export type PieceKind = (typeof PIECE_KINDS)[number];

/** A number from `lo` to `hi`. */
function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

/** An axis-aligned rectangle `w` × `h` centred on (x, y). */
function rect(x: number, y: number, w: number, h: number): Vertex[] {
  const [x0, y0, x1, y1] = [round(x - w / 2), round(y - h / 2), round(x + w / 2), round(y + h / 2)];
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** An irregular convex-ish blob of `n` corners, radius `r` ± 20%, round (x, y): a wood's or rubble's edge. */
function blob(rng: Rng, x: number, y: number, r: number, n: number): Vertex[] {
  const turn = rng() * Math.PI * 2;
  return Array.from({ length: n }, (_, k) => {
    const a = turn + (k * 2 * Math.PI) / n;
    const d = r * between(rng, 0.8, 1.05);
    return [round(x + d * Math.cos(a)), round(y + d * Math.sin(a))] as Vertex;
  });
}

/**
 * A piece of `kind` centred on (x, y) with id `id`, e.g. `makePiece('wall', 'wall-1', 20, 18, rng)` → a wall 4″
 * to 8″ long, ½″ thick, 1″ high, hard cover. Ruins are 4″–6″ squares with a floor at 3″ (a second at 6″ in
 * one of three), buildings 6″–8″ × 5″–6″ with a floor at 3″ holding 12 models.
 */
export function makePiece(kind: PieceKind, id: string, x: number, y: number, rng: Rng): Terrain {
  switch (kind) {
    case 'wall': {
      const len = between(rng, 4, 8);
      const across = rng() < 0.7;
      return {
        id,
        kind: 'wall',
        polygon: across ? rect(x, y, len, 0.5) : rect(x, y, 0.5, len),
        height: 1,
        cover: 'hard',
      };
    }
    case 'ruin': {
      const tall = rng() < 1 / 3;
      return {
        id,
        kind: 'building',
        polygon: rect(x, y, between(rng, 4, 6), between(rng, 4, 6)),
        height: tall ? 6 : 3,
        cover: 'hard',
        floors: tall ? [3, 6] : [3],
        capacity: 10,
      };
    }
    case 'wood':
      return {
        id,
        kind: 'wood',
        polygon: blob(rng, x, y, between(rng, 2.5, 3.5), 8),
        height: 4,
        cover: 'soft',
      };
    case 'rubble':
      return {
        id,
        kind: 'rubble',
        polygon: blob(rng, x, y, between(rng, 1.6, 2.4), 6),
        height: 1,
        cover: 'hard',
      };
    case 'building':
      return {
        id,
        kind: 'building',
        polygon: rect(x, y, between(rng, 6, 8), between(rng, 5, 6)),
        height: 5,
        cover: 'hard',
        floors: [3],
        capacity: 12,
      };
  }
}
