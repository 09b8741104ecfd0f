// Where a deployment zone's name label goes (extension of FORMATS.md §1, docs/architecture.md "Deployment"; the
// deploy screenshot's labels sat on the ruined street's towers and among the models): today's spot unless its
// text covers terrain or bases, else the clearest spot inside the zone. Shared by the game board and the editor.
import { describe, expect, it } from 'vitest';
import { zoneLabelAt } from '../../renderer/src/board/zone-geometry';
import {
  placeZoneLabel,
  zoneLabelFont,
  zoneLabelText,
  type LabelObstacles,
} from '../../renderer/src/board/zone-label';

type Corner = [number, number];

const STRIP = { withinEdge: 10 };
const TEXT = { w: 18, font: 1 };
const NOTHING: LabelObstacles = { terrain: [], bases: [] };

/** A square terrain piece `size` inches across with its lower-left corner at (x, y). */
function square(x: number, y: number, size: number): Corner[] {
  return [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
}

/** The label's text box in table inches (y north) at an SVG spot: centred on x, baseline at `depth − y`. */
function boxAt(
  at: { x: number; y: number },
  depth: number,
): { x0: number; x1: number; y0: number; y1: number } {
  const base = depth - at.y;
  return {
    x0: at.x - TEXT.w / 2,
    x1: at.x + TEXT.w / 2,
    y0: base - 0.2 * TEXT.font,
    y1: base + 0.8 * TEXT.font,
  };
}

describe('placeZoneLabel', () => {
  it('keeps today’s spot when nothing is in the way', () => {
    expect(placeZoneLabel(STRIP, 'south', 48, 48, TEXT, NOTHING)).toEqual(
      zoneLabelAt(STRIP, 'south', 48, 48),
    );
    const far = { terrain: [square(20, 24, 6)], bases: [{ x: 24, y: 5, r: 0.5 }] };
    expect(placeZoneLabel(STRIP, 'north', 48, 48, TEXT, far)).toEqual({ x: 24, y: 9.5 });
  });

  it('moves off a terrain piece under today’s spot, along the zone’s inner edge', () => {
    const tower = square(22, 9, 3);
    const at = placeZoneLabel(STRIP, 'south', 48, 48, TEXT, { terrain: [tower], bases: [] });
    expect(at.x).toBeCloseTo(9.3);
    expect(at.y).toBeCloseTo(39.1);
  });

  it('goes to the table edge when models stand along the inner edge', () => {
    const bases = [6, 14, 24, 34, 42].map((x) => ({ x, y: 8.5, r: 0.5 }));
    const at = placeZoneLabel(STRIP, 'south', 48, 48, TEXT, { terrain: [square(22, 9, 3)], bases });
    expect(at.x).toBe(24);
    expect(48 - at.y).toBeCloseTo(0.5);
  });

  it('takes the spot covering the fewest when none is clear, today’s on a tie', () => {
    const wall = (y: number): Corner[] => [
      [0, y],
      [48, y],
      [48, y + 0.5],
      [0, y + 0.5],
    ];
    const everywhere = { terrain: [wall(0.5), wall(4.5), wall(9)], bases: [] };
    expect(placeZoneLabel(STRIP, 'south', 48, 48, TEXT, everywhere)).toEqual(
      zoneLabelAt(STRIP, 'south', 48, 48),
    );
    const twice = { terrain: [wall(9), wall(9.3), wall(0.5), wall(4.5)], bases: [] };
    const at = placeZoneLabel(STRIP, 'south', 48, 48, TEXT, twice);
    expect(48 - at.y).toBeCloseTo(0.5);
  });

  it('keeps today’s spot in a strip too narrow for the text', () => {
    const rock = square(1, 22, 3);
    expect(placeZoneLabel({ withinEdge: 6 }, 'west', 48, 48, TEXT, { terrain: [rock], bases: [] })).toEqual(
      zoneLabelAt({ withinEdge: 6 }, 'west', 48, 48),
    );
  });

  it('keeps a polygon zone’s label inside the polygon, off the piece at its centre', () => {
    const farm: Corner[] = [
      [4, 26],
      [44, 26],
      [44, 44],
      [24, 36],
      [4, 44],
    ];
    const zone = { polygon: farm };
    const centre = zoneLabelAt(zone, 'north', 48, 48);
    const hut = square(centre.x - 2, 48 - centre.y - 2, 4);
    const at = placeZoneLabel(zone, 'north', 48, 48, TEXT, { terrain: [hut], bases: [] });
    // The middle row's spots all touch the hut, the top row's cross the notch (its edges dip to y 36 at x 24):
    // the bottom row's centre, its box from y 26.3 to 27.3.
    expect(centre.y).toBeCloseTo(12.8);
    expect(at.x).toBeCloseTo(24);
    expect(at.y).toBeCloseTo(21.5);
    const b = boxAt(at, 48);
    expect(b.y0).toBeGreaterThan(26);
    expect(b.y1).toBeLessThan(33.2 - 0.1);
  });
});

describe('the zone label’s text', () => {
  it('is about 13 px on screen, between 0.6″ and 1.6″', () => {
    expect(zoneLabelFont(0.09)).toBeCloseTo(1.17);
    expect(zoneLabelFont()).toBeCloseTo(0.65);
    expect(zoneLabelFont(0.01)).toBe(0.6);
    expect(zoneLabelFont(1)).toBe(1.6);
  });

  it('is as wide as its characters', () => {
    expect(zoneLabelText('Free Company deployment zone', 1).w).toBeCloseTo(18.2);
  });
});
