// The editor's off-table warning while the table's own size is refused (FORMATS.md §1: a table's width and
// depth are 1″ to 1000″): a width typed as 0 or −4 names no piece or model as off the table, so "Move onto the
// table" and "Remove these N" are not offered for a table that does not exist (RULES.md §3.2 needs a table).
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { clampOnTable, offTable, removeFromTable } from '../../renderer/src/editor/off-table';

const model = (id: string, at: [number, number]) => ({
  id,
  profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
  at,
});

function onTable(width: number, depth: number): ScenarioDocument {
  return {
    format: 'skirmisher-scenario/1',
    table: { width, depth },
    terrain: [
      {
        id: 'wall-1',
        kind: 'wall',
        polygon: [
          [4, 4],
          [8, 4],
          [8, 5],
          [4, 5],
        ],
        height: 1,
        cover: 'hard',
      },
    ],
    sides: [
      { id: 'red', models: [model('r1', [12, 3])] },
      { id: 'blue', models: [model('b1', [12, 21])] },
    ],
  };
}

describe('off the table while the table size is refused (FORMATS.md §1)', () => {
  it.each([
    [0, 0],
    [-4, 5],
    [24, -1],
    [NaN, 24],
    [24, 1001],
  ])('names nothing on a %s″ × %s″ table, and the mends change nothing', (w, d) => {
    const doc = onTable(w, d);
    const before = structuredClone(doc);
    const list = offTable(doc);
    expect(list).toEqual([]);
    clampOnTable(doc, list);
    removeFromTable(doc, list);
    expect(doc).toEqual(before);
  });

  it('still names what lies off the least table the format takes (1″ × 1″)', () => {
    expect(offTable(onTable(1, 1)).map((o) => o.id)).toEqual(['wall-1', 'r1', 'b1']);
  });
});
