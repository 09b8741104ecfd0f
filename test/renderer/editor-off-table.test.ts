// Terrain and models off a table made smaller in the scenario editor (FORMATS.md §1: the table is width × depth
// inches from its south-west corner; RULES.md §3.2: a model's whole base stands on the table): named, then moved
// on or removed, never dropped unasked.
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../../engine/scenario-types';
import type { Terrain } from '../../engine/types';
import { clampOnTable, offTable, offTableText, removeFromTable } from '../../renderer/src/editor/off-table';

function square(id: string, x: number, y: number, w: number, d = w): Terrain {
  return {
    id,
    kind: 'rubble',
    polygon: [
      [x, y],
      [x + w, y],
      [x + w, y + d],
      [x, y + d],
    ],
    height: 1,
    cover: 'hard',
  };
}

const model = (id: string, at: [number, number] | [number, number, number]) => ({
  id,
  profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
  at,
});

/** A 48″ table's scenario shrunk to 24″ × 24″: some pieces and models now lie off it. */
function shrunk(): ScenarioDocument {
  return {
    format: 'skirmisher-scenario/1',
    table: { width: 24, depth: 24 },
    terrain: [square('wall-1', 4, 4, 4), square('wood-1', 22, 10, 4), square('ruin-1', 30, 30, 4)],
    sides: [
      { id: 'red', models: [model('r1', [12, 3]), model('r2', [23.8, 3])] },
      { id: 'blue', models: [model('b1', [12, 44, 3])] },
    ],
  };
}

describe('offTable', () => {
  it('names each piece and model partly or wholly off, and nothing on the table', () => {
    const list = offTable(shrunk());
    expect(list).toEqual([
      { kind: 'terrain', index: 1, id: 'wood-1', wholly: false },
      { kind: 'terrain', index: 2, id: 'ruin-1', wholly: true },
      { kind: 'model', side: 0, index: 1, id: 'r2', wholly: false },
      { kind: 'model', side: 1, index: 0, id: 'b1', wholly: true },
    ]);
    expect(offTableText(list)).toBe(
      'terrain wood-1 (partly off), ruin-1 (wholly off); models r2 (partly off), b1 (wholly off)',
    );
    expect(offTable({ ...shrunk(), table: { width: 48, depth: 48 } })).toEqual([]);
  });
});

describe('clampOnTable and removeFromTable', () => {
  it('slides each onto the table by the least distance, keeping a model’s height', () => {
    const doc = shrunk();
    clampOnTable(doc, offTable(doc));
    expect(offTable(doc)).toEqual([]);
    expect(doc.terrain![1]!.polygon[0]).toEqual([20, 10]);
    expect(doc.terrain![2]!.polygon[0]).toEqual([20, 20]);
    expect(doc.sides[0].models[1]!.at).toEqual([23.5, 3]);
    expect(doc.sides[1].models[0]!.at).toEqual([12, 23.5, 3]);
    // Untouched: what was on the table.
    expect(doc.terrain![0]).toEqual(square('wall-1', 4, 4, 4));
  });

  it('cuts a piece wider than the table to it', () => {
    const doc: ScenarioDocument = { ...shrunk(), terrain: [square('road', -2, 10, 30, 2)] };
    clampOnTable(doc, offTable(doc));
    expect(doc.terrain![0]!.polygon).toEqual([
      [0, 10],
      [24, 10],
      [24, 12],
      [0, 12],
    ]);
  });

  it('removes only what is listed', () => {
    const doc = shrunk();
    removeFromTable(doc, offTable(doc));
    expect(doc.terrain!.map((t) => t.id)).toEqual(['wall-1']);
    expect(doc.sides.map((s) => s.models.map((m) => m.id))).toEqual([['r1'], []]);
  });
});
