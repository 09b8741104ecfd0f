// A side's strip kept from a bigger table (extension of FORMATS.md §1 `withinEdge`; docs/architecture.md
// "Deployment": the two sides' strips never overlap, so each is at most half the table across its edge): once
// the table is made smaller, the inspector names the strip as too deep instead of showing it as good.
import { describe, expect, it } from 'vitest';
import { zoneProblem } from '../../renderer/src/editor/zone-edit';

describe('zoneProblem: the kept zone against the table as it stands', () => {
  it('names a 12″ strip on a table shrunk to 12″ deep: at most 6″', () => {
    expect(zoneProblem({ withinEdge: 12 }, 'south', { width: 24, depth: 12 })).toBe(
      "at most 6″: half the table's 12″ depth",
    );
  });

  it('measures an east or west strip across the width', () => {
    expect(zoneProblem({ withinEdge: 10 }, 'east', { width: 12, depth: 48 })).toMatch(
      /at most 6″.*12″ width/,
    );
    expect(zoneProblem({ withinEdge: 6 }, 'west', { width: 12, depth: 48 })).toBeNull();
  });

  it('passes a strip that fits, no zone, and a polygon zone', () => {
    expect(zoneProblem({ withinEdge: 6 }, 'north', { width: 24, depth: 24 })).toBeNull();
    expect(zoneProblem(undefined, 'north', { width: 24, depth: 2 })).toBeNull();
    const polygon = {
      polygon: [
        [0, 0],
        [24, 0],
        [24, 20],
      ] as [number, number][],
    };
    expect(zoneProblem(polygon, 'south', { width: 24, depth: 4 })).toBeNull();
  });

  it('says nothing while the table size itself is refused (the editor names that)', () => {
    expect(zoneProblem({ withinEdge: 6 }, 'south', { width: 24, depth: -4 })).toBeNull();
    expect(zoneProblem({ withinEdge: 6 }, 'south', { width: 24, depth: 0 })).toBeNull();
  });
});
