// Labels on the board kept readable (the tryout of storm-the-farmhouse): the AI's candidate labels keep off model
// bases and terrain where a clear spot exists (label-layout.ts, with the zone labels' obstacles), and a model's
// corner badges (⚔ charged, stunned, knocked down, fleeing) never cover its id (model-badges.ts).
import { describe, expect, it } from 'vitest';
import { obstacleBoxes, placeLabels, type LabelBox } from '../../renderer/src/board/label-layout';
import { badgeOffset, BADGE_R, labelFit, modelLabel } from '../../renderer/src/board/model-badges';
import { boardObstacles } from '../../renderer/src/board/zone-label';

/** The farmhouse of storm-the-farmhouse, table inches (y north). */
const FARMHOUSE: [number, number][] = [
  [20, 28],
  [28, 28],
  [28, 35],
  [20, 35],
];
const DEPTH = 48;

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

describe('candidate labels and obstacles', () => {
  it('reads terrain by its bounding box and bases by their square, in the labels’ frame (y down)', () => {
    expect(obstacleBoxes({ terrain: [FARMHOUSE], bases: [{ x: 24, y: 20, r: 0.5 }] }, DEPTH)).toEqual([
      { x: 24, y: 16.5, w: 8, h: 7 },
      { x: 24, y: 28, w: 1, h: 1 },
    ]);
  });

  it('leaves out models out of action', () => {
    const at = (x: number, status: string) => ({ state: { x, y: 5, status }, static: { base: 0.5 } });
    const got = boardObstacles([{ polygon: FARMHOUSE }], [at(3, 'standing'), at(6, 'outOfAction')]);
    expect(got).toEqual({ terrain: [FARMHOUSE], bases: [{ x: 3, y: 5, r: 0.5 }] });
  });

  it('moves a label off the farmhouse wall when its first spot (above the anchor) is on it', () => {
    // An arrow ending just south of the farmhouse: above its head is the wall.
    const avoid = obstacleBoxes({ terrain: [FARMHOUSE], bases: [] }, DEPTH);
    const label = { x: 24, y: DEPTH - 27.6, w: 4, h: 0.8 };
    const [p] = placeLabels([label], { x: 0, y: 0, w: 48, h: 48 }, avoid);
    expect(p).toEqual({ x: 24, y: DEPTH - 27.6 + 0.65 * 0.8 });
    expect(overlaps({ ...label, ...p! }, avoid[0]!)).toBe(false);
    // Without the terrain it would sit on the wall.
    const [q] = placeLabels([label], { x: 0, y: 0, w: 48, h: 48 });
    expect(overlaps({ ...label, ...q! }, avoid[0]!)).toBe(true);
  });

  it('keeps clear of a mob’s bases and the wall together, going round them when it must', () => {
    // A row of bases south of the anchor and the wall north of it: the spots right and left are clear.
    const bases = [22, 23, 24, 25, 26].map((x) => ({ x, y: 26.4, r: 0.5 }));
    const avoid = obstacleBoxes({ terrain: [FARMHOUSE], bases }, DEPTH);
    const label = { x: 24, y: DEPTH - 27.5, w: 3, h: 0.8 };
    const [p] = placeLabels([label], { x: 0, y: 0, w: 48, h: 48 }, avoid);
    expect(avoid.some((o) => overlaps({ ...label, ...p! }, o))).toBe(false);
    expect(p!.y).toBeCloseTo(label.y);
  });

  it('covers as few obstacles as it can when nothing is clear', () => {
    // Boxed in (a wide piece under everything): the spots above and below also cover a base, the one to the
    // right covers the piece alone.
    const around: LabelBox[] = [
      { x: 10, y: 10, w: 100, h: 100 },
      { x: 10, y: 9.2, w: 0.5, h: 0.2 },
      { x: 10, y: 10.8, w: 0.5, h: 0.2 },
    ];
    const [p] = placeLabels([{ x: 10, y: 10, w: 4, h: 1 }], undefined, around);
    expect(p).toEqual({ x: 12.3, y: 10 });
  });
});

describe('model badges', () => {
  /** Whether a badge at `(t, t)` (radius r) touches the label's box at its largest font. */
  function touches(base: number, id: string, t: number): boolean {
    const text = modelLabel(id);
    const font = Math.min(1.1, labelFit(base, text));
    const a = (0.6 * text.length * font) / 2;
    const c = (0.8 * font) / 2;
    const dx = Math.max(0, t - a);
    const dy = Math.max(0, t - c);
    return Math.hypot(dx, dy) < BADGE_R - 1e-9;
  }

  it('sits clear of the label on the small bases of a mob (the ⚔ of charged models covered their ids)', () => {
    for (const id of ['r1', 'r16', 'b2', 'cap10'])
      for (const base of [0.5, 0.6, 0.8]) {
        const t = badgeOffset(base, modelLabel(id));
        expect(touches(base, id, t)).toBe(false);
        // No further out than it must: its usual place, or just clear of the label.
        if (t > 0.8 * base + 1e-9) expect(touches(base, id, t - 0.01)).toBe(true);
      }
    expect(badgeOffset(0.5, 'r1')).toBeCloseTo(0.5732, 3);
    // Before: 0.8 × base, on the label.
    expect(touches(0.5, 'r1', 0.4)).toBe(true);
  });

  it('keeps its usual place where the base leaves room', () => {
    expect(badgeOffset(1, 'b1')).toBe(0.8);
    expect(badgeOffset(1.5, 'ogr')).toBeCloseTo(1.2);
  });
});
