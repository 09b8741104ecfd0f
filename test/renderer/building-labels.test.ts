// The buildings' labels on the board (RULES.md §11): above the north wall, moved clear of a model standing there,
// and the assault's line stacked over the garrison's.
import { describe, expect, it } from 'vitest';
import { placeBuildingLabels } from '../../renderer/src/board/building-labels';
import { obstacleBoxes } from '../../renderer/src/board/label-layout';
import type { SquadView } from '../../session/squad-view';

const FARMHOUSE = [
  [21, 28],
  [27, 28],
  [27, 34],
  [21, 34],
] as [number, number][];
const BOUNDS = { x: 0, y: 0, w: 48, h: 48 };

function view(assaulted = false): SquadView {
  const unit = (id: string, name: string) =>
    ({ id, name, fallingBack: false, models: 5 }) as unknown as SquadView['units'][number];
  return {
    units: [unit('wardens', 'Wardens'), unit('mob-west', 'Mob west')],
    buildings: [
      {
        id: 'farmhouse',
        index: 0,
        capacity: 12,
        garrison: 'wardens',
        garrisonSide: 1,
        models: 5,
        assaultedBy: assaulted ? 'mob-west' : null,
        objective: 120,
        centre: [24, 31],
      },
    ],
    links: [],
    score: {},
  };
}

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a): boolean =>
  Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;

describe('building labels', () => {
  it('go just above the north wall when nothing stands there', () => {
    const [l] = placeBuildingLabels(view(), [{ polygon: FARMHOUSE }], BOUNDS, [], 0.05);
    expect(l).toMatchObject({
      id: 'farmhouse',
      main: 'Wardens 5/12',
      sub: ' · ★ 120 pts',
      over: null,
      x: 24,
    });
    // SVG y down: the wall is at 48 − 34 = 14; the label's box ends above it.
    expect(l!.box.y + l!.box.h / 2).toBeLessThan(14);
    expect(l!.box.y + l!.box.h / 2).toBeGreaterThan(13);
  });

  it('move clear of a model standing on that spot, still off the building', () => {
    const avoid = obstacleBoxes({ terrain: [FARMHOUSE], bases: [{ x: 25.5, y: 34.6, r: 0.5 }] }, 48);
    const [l] = placeBuildingLabels(view(), [{ polygon: FARMHOUSE }], BOUNDS, avoid, 0.05);
    expect(avoid.some((o) => overlaps(o, l!.box))).toBe(false);
  });

  it('stack the assault over the garrison', () => {
    const [l] = placeBuildingLabels(view(true), [{ polygon: FARMHOUSE }], BOUNDS, [], 0.05);
    expect(l!.over).toBe('⚔ assaulted by Mob west');
    expect(l!.overY!).toBeLessThan(l!.mainY);
    expect(placeBuildingLabels(null, [], BOUNDS, [], 0.05)).toEqual([]);
  });
});
