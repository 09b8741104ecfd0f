// The rings' labels and the move ruler's label (issue 21, polish: "Run 88.0″ run", "M 4″4.0″"): a ring label
// the ruler's label would cover is left out; one away from it stays.
import { describe, expect, it } from 'vitest';
import { overlaps, ringLabelBox, rulerLabelBox } from '../../renderer/src/board/ring-labels';

describe('ring labels and the move ruler', () => {
  const ruler = (x2: number, y2: number) => ({ x1: 12, y1: 21, x2, y2, distance: 8, ok: true, base: 0.5 });

  it("finds the ruler's label on a ring's label at the top of the ring", () => {
    // A model at (12, 21) in SVG inches: the run ring's top at y 13, its label centred above it.
    const run = ringLabelBox(12, 12.75, 'Run 8″');
    expect(overlaps(run, rulerLabelBox(ruler(11.6, 12.9), true))).toBe(true);
    expect(overlaps(run, rulerLabelBox(ruler(14, 16), true))).toBe(false);
  });

  it('places a start- or end-anchored label on the side of its anchor', () => {
    expect(ringLabelBox(10, 5, 'Charge', 'start').x0).toBe(10);
    expect(ringLabelBox(10, 5, 'Charge', 'end').x1).toBe(10);
    const mid = ringLabelBox(10, 5, 'Charge');
    expect((mid.x0 + mid.x1) / 2).toBeCloseTo(10);
  });
});
