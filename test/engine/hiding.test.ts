import { describe, it, expect } from 'vitest';
import {
  chargePreview,
  hidePreview,
  legalActions,
  type ScenarioDocument,
  type ScenarioModel,
} from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, scenario, start } from '../support/scenario';
import { box } from './terrain';

/** A 1"-high wall from (10, 2) to (10.5, 8): hard cover for a model just west of it, seen from the east. */
const wall = box('wall', 'wall', 10, 2, 10.5, 8, 1);

/** Red's Movement phase: r1 at (8, 5) west of the wall, blue b1 at (18, 5) east of it (I 3). */
function movement(
  red: ScenarioModel[] = [man('r1', 8, 5)],
  blue: ScenarioModel[] = [man('b1', 18, 5)],
  extra: Partial<ScenarioDocument> = {},
) {
  return start(scenario(red, blue, { phase: 'movement', terrain: [wall], ...extra })).state;
}

describe('§4.3 Hide', () => {
  it('§4.3 a model ending its move behind a low wall, seen only over that cover, may be declared hidden', () => {
    const s = movement();
    expect(hidePreview(s, 'r1', [9.3, 5])).toBeNull();
    const r = play(s, [{ type: 'move', model: 'r1', to: [9.3, 5], hide: true }]);
    expect(model(r.state, 'r1')).toMatchObject({ x: 9.3, hidden: true, moved: true });
    expect(r.events.map((e) => e.kind)).toEqual(['moved', 'hidden']);
    expect(r.events[1]).toEqual({ kind: 'hidden', model: 'r1' });
  });

  it('§4.3 a model may hide where it stands with the hide action, and may still move under cover', () => {
    const s = movement([man('r1', 9.3, 5)]);
    expect(legalActions(s)).toContainEqual({ type: 'hide', model: 'r1' });
    const r = play(s, [{ type: 'hide', model: 'r1' }]);
    expect(model(r.state, 'r1')).toMatchObject({ hidden: true, moved: false });
    const on = play(r.state, [{ type: 'move', model: 'r1', to: [9.3, 3] }]);
    expect(model(on.state, 'r1').hidden).toBe(true);
    expect(on.events.map((e) => e.kind)).toEqual(['moved']);
  });

  it('§4.3 a model in the open cannot hide: ERR_CANNOT_HIDE and nothing changes', () => {
    const s = movement();
    expect(codeOf(s, { type: 'move', model: 'r1', to: [6, 5], hide: true })).toBe('ERR_CANNOT_HIDE');
    expect(hidePreview(s, 'r1', [6, 5])).toContain('not behind cover');
    expect(codeOf(s, { type: 'hide', model: 'r1' })).toBe('ERR_CANNOT_HIDE');
  });

  it('§4.3 an enemy with a line of sight that avoids the cover forbids hiding', () => {
    const s = movement([man('r1', 8, 5)], [man('b1', 18, 5), man('b2', 9.3, 20)]);
    expect(hidePreview(s, 'r1', [9.3, 5])).toContain('b2 has a clear line of sight');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9.3, 5], hide: true })).toBe('ERR_CANNOT_HIDE');
  });

  it('§4.3 an enemy within its own Initiative in inches forbids hiding', () => {
    const near = movement([man('r1', 8, 5)], [man('b1', 12.3, 5, { profile: { I: 3 } })]);
    expect(hidePreview(near, 'r1', [9.3, 5])).toContain('b1 is within its Initiative (3")');
    const far = movement([man('r1', 8, 5)], [man('b1', 12.3, 5, { profile: { I: 1 } })]);
    expect(hidePreview(far, 'r1', [9.3, 5])).toBeNull();
  });

  it('§4.3 a model cannot hide in a turn in which it ran, charged, fell or fled (rallied)', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 22, 5)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9.3, 5], run: true, hide: true })).toBe(
      'ERR_CANNOT_HIDE',
    );
    for (const flag of ['charged', 'fell', 'rallied', 'failedCharge'] as const) {
      const t = movement([man('r1', 9.3, 5, { [flag]: true })], [man('b1', 22, 5)]);
      expect(codeOf(t, { type: 'hide', model: 'r1' })).toBe('ERR_CANNOT_HIDE');
    }
    const fleeing = movement([man('r1', 9.3, 5, { fleeing: true })], [man('b1', 22, 5)]);
    expect(codeOf(fleeing, { type: 'hide', model: 'r1' })).toBe('ERR_CANNOT_HIDE');
  });

  it('§4.3 a hidden model cannot be charged or shot at, and the charge preview says so', () => {
    const s = movement([man('r1', 18, 5)], [man('b1', 9.3, 5, { hidden: true })]);
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_VISIBLE' } });
    const shooting = start(
      scenario([man('r1', 18, 5)], [man('b1', 9.3, 5, { hidden: true })], {
        phase: 'shooting',
        terrain: [wall],
      }),
    ).state;
    expect(codeOf(shooting, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
  });

  it('§4.3 a hidden model that moves out from under cover is revealed', () => {
    const s = movement([man('r1', 9.3, 5, { hidden: true })], [man('b1', 22, 5)]);
    const r = play(s, [{ type: 'move', model: 'r1', to: [6, 5] }]);
    expect(model(r.state, 'r1').hidden).toBe(false);
    expect(r.events).toContainEqual({ kind: 'revealed', model: 'r1', reason: 'moved' });
  });

  it('§4.3 a hidden model that runs is revealed (decision)', () => {
    const s = movement([man('r1', 9.3, 3, { hidden: true })], [man('b1', 22, 5)]);
    const r = play(s, [{ type: 'move', model: 'r1', to: [9.3, 7.5], run: true }]);
    expect(r.events).toContainEqual({ kind: 'revealed', model: 'r1', reason: 'moved' });
  });

  it('§4.3 an enemy that moves within its Initiative in inches reveals a hidden model', () => {
    const s = movement([man('r1', 16, 5, { profile: { I: 3 } })], [man('b1', 9.3, 5, { hidden: true })]);
    const r = play(s, [{ type: 'move', model: 'r1', to: [12.3, 5] }]);
    expect(model(r.state, 'b1').hidden).toBe(false);
    expect(r.events).toContainEqual({ kind: 'revealed', model: 'b1', reason: 'initiative', by: 'r1' });
  });

  it('§4.3 an enemy that moves to a clear line of sight reveals a hidden model', () => {
    const s = movement([man('r1', 13, 12)], [man('b1', 9.3, 5, { hidden: true })]);
    const stillHidden = play(s, [{ type: 'move', model: 'r1', to: [14, 10] }]);
    expect(model(stillHidden.state, 'b1').hidden).toBe(true);
    const r = play(s, [{ type: 'move', model: 'r1', to: [9.5, 11.5] }]);
    expect(r.events).toContainEqual({ kind: 'revealed', model: 'b1', reason: 'sight', by: 'r1' });
  });

  it('§4.3 a model hidden inside a building stays hidden from enemies outside (hard cover)', () => {
    const house = box('house', 'building', 4, 2, 9, 8, 6, { floors: [3, 6] });
    const s = start(
      scenario([man('r1', 6, 5)], [man('b1', 18, 5)], { phase: 'movement', terrain: [house] }),
    ).state;
    expect(hidePreview(s, 'r1')).toBeNull();
    const r = play(s, [{ type: 'move', model: 'r1', to: [6, 5, 3], hide: true }]);
    expect(model(r.state, 'r1')).toMatchObject({ z: 3, hidden: true });
  });

  it('§4.1 §4.3 a charge that ends within the charger’s Initiative of a hidden model reveals it', () => {
    const s = movement(
      [man('r2', 18, 5, { profile: { I: 3 } })],
      [man('b1', 9.3, 5, { hidden: true }), man('b2', 12, 5)],
    );
    const r = play(s, [{ type: 'charge', model: 'r2', target: 'b2' }]);
    expect(r.events.map((e) => e.kind)).toEqual(['charged', 'revealed']);
    expect(r.events[1]).toEqual({ kind: 'revealed', model: 'b1', reason: 'initiative', by: 'r2' });
  });

  it('§4.3 hidden models are checked whenever any model moves, in either side’s turn', () => {
    const s = movement([man('r1', 9.3, 5, { hidden: true })], [man('b1', 14, 5, { profile: { I: 3 } })]);
    const blue = endPhasesUntil(s, 'movement').state;
    expect(blue.activeSide).toBe(1);
    expect(model(blue, 'r1').hidden).toBe(true);
    const r = play(blue, [{ type: 'move', model: 'b1', to: [12.3, 5] }]);
    expect(r.events).toContainEqual({ kind: 'revealed', model: 'r1', reason: 'initiative', by: 'b1' });
  });
});
