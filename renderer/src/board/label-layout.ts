/**
 * Places board labels near their anchors without overlapping one another: greedy, in order (the most
 * important first), each label taking the first free spot of a fixed list of offsets around its anchor.
 */

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
 * The centre of each label, in order: `placeLabels([{ x: 5, y: 5, w: 4, h: 1 }, { x: 5, y: 5, w: 4, h: 1 }])`
 * is `[{ x: 5, y: 4.35 }, { x: 5, y: 5.65 }]`: the first just above its anchor, the second just below.
 * Labels never overlap one another when a try is free, and keep off `avoid` (boxes such as the models'
 * bases) when a try allows it. A label with no free spot goes just above its anchor anyway.
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
    const clear = (c: LabelBox): boolean => !avoid.some((o) => overlaps(o, c));
    placed.push(tries.find((c) => free(c) && clear(c)) ?? tries.find(free) ?? tries[0]!);
  }
  return placed.map((p) => ({ x: p.x, y: p.y }));
}
