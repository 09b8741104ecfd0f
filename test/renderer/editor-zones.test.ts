// Deployment zones in the scenario editor (extension of FORMATS.md §1, docs/architecture.md "Deployment"; a
// deployed model's whole base lies in its side's zone, RULES.md §3.2's standing rules): the geometry the game
// board and the editor share, and the inspector's checks of a strip's depth.
import { describe, expect, it } from 'vitest';
import { zoneCorners, zoneLabelAt, zoneOutline } from '../../renderer/src/board/zone-geometry';
import { defaultStrip, maxStrip, stripProblem, zoneChoice } from '../../renderer/src/editor/zone-edit';

const SQUARE_48 = { width: 48, depth: 48 };
const DUEL = { width: 24, depth: 24 };

describe('zone geometry (shared by board/DeploymentLayer.vue and the editor)', () => {
  it('lays a strip along its side’s edge, in table inches', () => {
    expect(zoneCorners({ withinEdge: 10 }, 'north', 48, 48)).toEqual([
      [0, 38],
      [48, 38],
      [48, 48],
      [0, 48],
    ]);
    expect(zoneCorners({ withinEdge: 6 }, 'east', 24, 24)[0]).toEqual([18, 0]);
    const farm: [number, number][] = [
      [16, 26],
      [36, 26],
      [36, 44],
    ];
    expect(zoneCorners({ polygon: farm }, 'south', 48, 48)).toBe(farm);
  });

  it('draws it with SVG’s y flipped and labels it inside the strip', () => {
    expect(zoneOutline({ withinEdge: 6 }, 'south', 24, 24)).toBe('0,24 24,24 24,18 0,18');
    expect(zoneLabelAt({ withinEdge: 6 }, 'south', 24, 24)).toEqual({ x: 12, y: 18.9 });
    expect(zoneLabelAt({ withinEdge: 6 }, 'north', 24, 24)).toEqual({ x: 12, y: 5.5 });
  });
});

describe('the inspector’s zone (zone-edit.ts)', () => {
  it('names what a zone is', () => {
    expect(zoneChoice(undefined)).toBe('none');
    expect(zoneChoice({ withinEdge: 6 })).toBe('within');
    expect(zoneChoice({ polygon: [[0, 0]] })).toBe('custom');
  });

  it('takes a strip from 0.5″ (the format’s least) to half the table across the side’s edge', () => {
    expect(maxStrip('south', { width: 48, depth: 24 })).toBe(12);
    expect(maxStrip('west', { width: 48, depth: 24 })).toBe(24);
    expect(stripProblem(6, 'south', DUEL)).toBeNull();
    expect(stripProblem(12, 'north', DUEL)).toBeNull();
    expect(stripProblem(13, 'north', DUEL)).toBe("at most 12″: half the table's 24″ depth");
    expect(stripProblem(0, 'south', DUEL)).toBe('at least 0.5″');
    expect(stripProblem(-2, 'south', DUEL)).toBe('at least 0.5″');
    expect(stripProblem(Number.NaN, 'south', DUEL)).toBe('a number of inches, e.g. 6');
    expect(stripProblem(30, 'east', { width: 48, depth: 24 })).toBe(
      "at most 24″: half the table's 48″ width",
    );
  });

  it('starts a new strip at the duel’s 6″ on a small table and 10″ on a bigger one', () => {
    expect(defaultStrip('south', DUEL)).toBe(6);
    expect(defaultStrip('north', SQUARE_48)).toBe(10);
    expect(defaultStrip('south', { width: 48, depth: 10 })).toBe(5);
  });
});
