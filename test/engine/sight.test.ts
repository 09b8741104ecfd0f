import { describe, it, expect } from 'vitest';
import {
  canSee,
  modelIndex,
  shotPreview,
  type GameState,
  type ScenarioModel,
  type Terrain,
} from '../../engine';
import { codeOf, man, scenario, start } from '../support/scenario';

/** A rectangle of terrain from (x0, y0) to (x1, y1), inches. */
function box(
  id: string,
  kind: Terrain['kind'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  height: number,
  cover: Terrain['cover'],
  floors?: number[],
): Terrain {
  const t: Terrain = {
    id,
    kind,
    polygon: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    height,
    cover,
  };
  if (floors !== undefined) t.floors = floors;
  return t;
}

/** Red r1 at (5, 5) shoots from the Shooting phase at blue b1 at (15, 5), 9" away: BS 3 needs 4+. */
function shooting(terrain: Terrain[], red: ScenarioModel[] = [man('r1', 5, 5)], blue = [man('b1', 15, 5)]) {
  return start(scenario(red, blue, { phase: 'shooting', terrain })).state;
}

function sees(s: GameState, a: string, b: string): boolean {
  return canSee(s, modelIndex(s, a), modelIndex(s, b));
}

describe('§5 Line of sight', () => {
  it('§5 a wall taller than eye height blocks sight: the target cannot be shot', () => {
    const s = shooting([box('w', 'wall', 9, 3, 9.5, 7, 2, 'hard')]);
    expect(sees(s, 'r1', 'b1')).toBe(false);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_VISIBLE' } });
  });

  it('§5 a 1" wall does not block sight', () => {
    const s = shooting([box('w', 'wall', 9, 3, 9.5, 7, 1, 'hard')]);
    expect(sees(s, 'r1', 'b1')).toBe(true);
  });

  it('§5 models do not block sight', () => {
    const s = shooting([], [man('r1', 5, 5), man('r2', 10, 5)]);
    expect(sees(s, 'r1', 'b1')).toBe(true);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ok');
  });

  it('§5 woods block sight only past 2" of wood in total', () => {
    expect(sees(shooting([box('wd', 'wood', 9, 0, 10.5, 10, 4, 'soft')]), 'r1', 'b1')).toBe(true);
    expect(sees(shooting([box('wd', 'wood', 9, 0, 11.5, 10, 4, 'soft')]), 'r1', 'b1')).toBe(false);
    const two = shooting([
      box('a', 'wood', 7, 0, 8.5, 10, 4, 'soft'),
      box('b', 'wood', 10, 0, 11.5, 10, 4, 'soft'),
    ]);
    expect(sees(two, 'r1', 'b1')).toBe(false);
  });

  it('§5 a building or platform containing the viewer does not block its sight (decision)', () => {
    const inside = shooting(
      [box('house', 'building', 3, 3, 7, 7, 6, 'hard', [3, 6])],
      [man('r1', 5, 5, { at: [5, 5, 3] })],
    );
    expect(sees(inside, 'r1', 'b1')).toBe(true);
    const behind = shooting([box('house', 'building', 8, 3, 12, 7, 6, 'hard', [3, 6])]);
    expect(sees(behind, 'r1', 'b1')).toBe(false);
  });
});

describe('§5 Cover', () => {
  it('§5 §6.3 a low wall in front of the target gives hard cover: −2 To Hit', () => {
    const s = shooting([box('w', 'wall', 13, 3, 13.5, 7, 1, 'hard')]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'hard', toHit: 6 } });
  });

  it('§5 §6.3 a hedge gives soft cover: −1 To Hit', () => {
    const s = shooting([box('h', 'wall', 13, 3, 13.5, 7, 1, 'soft')]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'soft', toHit: 5 } });
  });

  it('§5 the better cover counts; soft and hard cover do not add up', () => {
    const s = shooting([
      box('h', 'wall', 11, 3, 11.5, 7, 1, 'soft'),
      box('w', 'wall', 13, 3, 13.5, 7, 1, 'hard'),
    ]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'hard', toHit: 6 } });
  });

  it('§5 a thin wood between gives soft cover', () => {
    const s = shooting([box('wd', 'wood', 9, 0, 10.5, 10, 4, 'soft')]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'soft', toHit: 5 } });
  });

  it('§5 a target standing inside a wood is in soft cover', () => {
    const s = shooting([box('wd', 'wood', 14.2, 0, 16, 10, 4, 'soft')]);
    expect(sees(s, 'r1', 'b1')).toBe(true);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'soft', toHit: 5 } });
  });

  it('§5 terrain within 1" of the shooter gives the target no cover (decision)', () => {
    const s = shooting([box('w', 'wall', 5.8, 3, 6.3, 7, 1, 'hard')]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'none', toHit: 4 } });
  });

  it('§5 a target in the open has no cover', () => {
    expect(shotPreview(shooting([]), 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { cover: 'none', toHit: 4 },
    });
  });
});

describe('§5 Line of sight and cover in three dimensions', () => {
  const deck = box('deck', 'platform', 3, 3, 7, 7, 3, 'hard');

  it('§5 a model on a platform sees over a wall that blocks sight on the table', () => {
    const wall = box('w', 'wall', 9, 0, 9.5, 10, 2.5, 'hard');
    const ground = shooting([wall]);
    expect(sees(ground, 'r1', 'b1')).toBe(false);
    const up = shooting([wall, deck], [man('r1', 5, 5, { at: [5, 5, 3] })]);
    expect(sees(up, 'r1', 'b1')).toBe(true);
    expect(shotPreview(up, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'hard' } });
  });

  it('§5 a model on a platform top is seen from the table and has hard cover from its edge (decision)', () => {
    const s = shooting([deck], [man('r1', 15, 5)], [man('b1', 5, 5, { at: [5, 5, 3] })]);
    expect(sees(s, 'r1', 'b1')).toBe(true);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'hard' } });
  });

  it('§5 a platform blocks sight between models on the table behind it', () => {
    const s = shooting([box('deck', 'platform', 8, 2, 12, 8, 3, 'hard')]);
    expect(sees(s, 'r1', 'b1')).toBe(false);
  });

  it('§4.1 §7.1 models on different levels are not in base contact, whatever their bases in plan', () => {
    const house = box('house', 'building', 3, 3, 9, 9, 6, 'hard', [3, 6]);
    const s = start(
      scenario([man('r1', 5, 5, { at: [5, 5, 3] })], [man('b1', 6, 5)], {
        phase: 'closeCombat',
        terrain: [house],
      }),
    ).state;
    expect(codeOf(s, { type: 'fight', model: 'r1' })).toBe('ERR_CANNOT_ACT');
  });
});
