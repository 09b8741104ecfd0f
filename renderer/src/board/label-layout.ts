/**
 * Places board labels near their anchors without overlapping one another: greedy, in order (the most
 * important first), each label taking the first free spot of a fixed list of offsets around its anchor that
 * keeps off the obstacles (models' bases, terrain), else the free spot covering the fewest of them — the rule
 * the zone labels follow (`zone-label.ts`), and the same obstacles (`obstacleBoxes`).
 */
import { polygonBox } from '../../../engine/geometry';
import type { LabelObstacles } from './zone-label';

/**
 * A label to place: its anchor, its size and the room to leave around the anchor (a model's base radius),
 * in one frame (SVG units, y down), e.g. `{ x: 12, y: 30, w: 4, h: 0.9, r: 0.5 }`.
 */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/** A rectangle that labels are kept inside, e.g. the table: `{ x: 0, y: 0, w: 48, h: 48 }`. */
export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Offsets tried around an anchor: `[dx, dy]` in label half-widths and label heights. Above, below, right,
 * left, then stacked further above and below and at the corners; each also clears the anchor's `r`.
 */
const TRIES: readonly [number, number][] = [
  [0, -0.65],
  [0, 0.65],
  [1.15, 0],
  [-1.15, 0],
  [0, -1.75],
  [0, 1.75],
  [1.15, -1.1],
  [-1.15, -1.1],
  [1.15, 1.1],
  [-1.15, 1.1],
  [0, -2.85],
  [0, 2.85],
  [0, -3.95],
  [0, 3.95],
  [2.3, 0],
  [-2.3, 0],
  [2.3, -1.1],
  [-2.3, -1.1],
  [2.3, 1.1],
  [-2.3, 1.1],
];

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

function clamp(box: LabelBox, bounds: Bounds | undefined): LabelBox {
  if (!bounds) return box;
  const x = Math.min(Math.max(box.x, bounds.x + box.w / 2), bounds.x + bounds.w - box.w / 2);
  const y = Math.min(Math.max(box.y, bounds.y + box.h / 2), bounds.y + bounds.h - box.h / 2);
  return { ...box, x, y };
}

/**
 * The boxes a board label keeps off, in the labels' frame (SVG units, y = `depth − y` inches): each terrain
 * piece by its bounding box (as `zone-label.ts` counts terrain) and each model base by the square around it.
 * E.g. `obstacleBoxes({ terrain: [[[20, 28], [28, 28], [28, 35], [20, 35]]], bases: [{ x: 24, y: 20, r: 0.5 }] },
 * 48)` → `[{ x: 24, y: 16.5, w: 8, h: 7 }, { x: 24, y: 28, w: 1, h: 1 }]`.
 */
export function obstacleBoxes(obstacles: LabelObstacles, depth: number): LabelBox[] {
  const terrain = obstacles.terrain.map((poly) => {
    const [x0, y0, x1, y1] = polygonBox(poly);
    return { x: (x0! + x1!) / 2, y: depth - (y0! + y1!) / 2, w: x1! - x0!, h: y1! - y0! };
  });
  const bases = obstacles.bases.map((b) => ({ x: b.x, y: depth - b.y, w: 2 * b.r, h: 2 * b.r }));
  return [...terrain, ...bases];
}

/**
 * The centre of each label, in order: `placeLabels([{ x: 5, y: 5, w: 4, h: 1 }, { x: 5, y: 5, w: 4, h: 1 }])`
 * is `[{ x: 5, y: 4.35 }, { x: 5, y: 5.65 }]`: the first just above its anchor, the second just below.
 * Labels never overlap one another when a try is free, and keep off `avoid` (boxes such as the models'
 * bases and the terrain, `obstacleBoxes`) when a try allows it; when none does, the free try covering the
 * fewest of them, the earlier on a tie. A label with no free spot goes just above its anchor anyway.
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  bounds?: Bounds,
  avoid: readonly LabelBox[] = [],
): { x: number; y: number }[] {
  const placed: LabelBox[] = [];
  for (const b of boxes) {
    const r = b.r ?? 0;
    const tries = TRIES.map(([dx, dy]) =>
      clamp(
        { ...b, x: b.x + (dx * b.w) / 2 + Math.sign(dx) * r, y: b.y + dy * b.h + Math.sign(dy) * r },
        bounds,
      ),
    );
    const free = (c: LabelBox): boolean => !placed.some((p) => overlaps(p, c));
    const covers = (c: LabelBox): number => avoid.reduce((n, o) => n + (overlaps(o, c) ? 1 : 0), 0);
    let best: { at: LabelBox; n: number } | null = null;
    for (const c of tries) {
      if (!free(c)) continue;
      const n = covers(c);
      if (best === null || n < best.n) best = { at: c, n };
      if (n === 0) break;
    }
    placed.push(best?.at ?? tries[0]!);
  }
  return placed.map((p) => ({ x: p.x, y: p.y }));
}
