import { describe, it, expect } from 'vitest';
import {
  chargePreview,
  inContact,
  modelIndex,
  type GameState,
  type ScenarioModel,
  type Terrain,
} from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, rolls, scenario, start } from '../support/scenario';

/** A 2.6"-deep wood between x = 6 and x = 8.6: it blocks sight along y = 5 but not movement. */
const wood: Terrain = {
  id: 'wood',
  kind: 'wood',
  polygon: [
    [6, 0],
    [8.6, 0],
    [8.6, 10],
    [6, 10],
  ],
  height: 4,
  cover: 'soft',
};

function movement(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  extra: { terrain?: Terrain[]; dice?: number[] } = {},
) {
  return start(scenario(red, blue, { phase: 'movement', ...extra })).state;
}

function touching(s: GameState, a: string, b: string): boolean {
  return inContact(s, modelIndex(s, a), modelIndex(s, b));
}

describe('§4.1 Charge', () => {
  it('§4.1 a charge within 2 × M moves the charger in a straight line to base contact', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5)]);
    expect(chargePreview(s, 'r1', 'b1')).toEqual({
      ok: true,
      value: {
        distance: 7,
        reach: 8,
        reachable: true,
        needsNotice: false,
        interceptedBy: null,
        leader: 'r1',
        path: [
          [5, 5],
          [12, 5],
        ],
      },
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(model(r.state, 'r1')).toMatchObject({ x: 12, y: 5, charged: true, moved: true });
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
    expect(r.events).toEqual([
      { kind: 'charged', model: 'r1', target: 'b1', from: [5, 5], to: [12, 5], engaged: ['b1'] },
    ]);
  });

  it('§4.1 a charge at exactly 2 × M reaches', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 14, 5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { distance: 8, reachable: true } });
  });

  it('§4.1 a failed charge moves M toward the target and the charger cannot shoot', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 15, 5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { distance: 9, reachable: false },
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(model(r.state, 'r1')).toMatchObject({ y: 5, failedCharge: true, charged: false });
    expect(model(r.state, 'r1').x).toBeCloseTo(9, 6);
    expect(r.events[0]).toMatchObject({ kind: 'failedCharge', model: 'r1', target: 'b1', from: [5, 5] });
    expect(codeOf(r.state, { type: 'move', model: 'r1', to: [9, 6] })).toBe('ERR_ALREADY_ACTED');
    const sh = endPhasesUntil(r.state, 'shooting').state;
    expect(codeOf(sh, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });

  it('§4.1 a failed charge stops short of other enemies (decision)', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 15, 5), man('b2', 9.9, 6.2)]);
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    const m = model(r.state, 'r1');
    expect(m.failedCharge).toBe(true);
    expect(Math.hypot(m.x - 9.9, m.y - 6.2) - 1).toBeGreaterThanOrEqual(1 - 1e-6);
  });

  it('§4.1 an enemy within 2" of the charge line intercepts; the charger still counts as charging', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5), man('b2', 9, 6.5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { interceptedBy: 'b2' } });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'intercepted', model: 'r1', target: 'b1', by: 'b2' });
    expect(model(r.state, 'r1').charged).toBe(true);
    expect(touching(r.state, 'r1', 'b2')).toBe(true);
    expect(touching(r.state, 'r1', 'b1')).toBe(false);
  });

  it('§4.1 the first interceptor along the line is the one met', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5), man('b2', 10, 3.5), man('b3', 8, 6.5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { interceptedBy: 'b3' } });
  });

  it('§4.1 an enemy more than 2" from the line, or knocked down, stunned or fleeing, does not intercept', () => {
    const s = movement(
      [man('r1', 5, 5)],
      [
        man('b1', 13, 5),
        man('b2', 9, 7.6),
        man('b3', 8, 6.2, { status: 'knockedDown' }),
        man('b4', 10, 3.8, { status: 'stunned' }),
        man('b5', 10, 6.2, { fleeing: true }),
      ],
    );
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { interceptedBy: null } });
  });

  it('§3.2 §4.1 an enemy the charger cannot reach at any contact point in a straight line does not intercept (decision)', () => {
    const cup: Terrain = {
      id: 'cup',
      kind: 'impassable',
      polygon: [
        [7.4, 5.7],
        [10.6, 5.7],
        [10.6, 8.5],
        [10.1, 8.5],
        [10.1, 6.1],
        [7.9, 6.1],
        [7.9, 8.5],
        [7.4, 8.5],
      ],
      height: 2,
      cover: 'hard',
    };
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5), man('b2', 9, 7)], { terrain: [cup] });
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { interceptedBy: null } });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
  });

  it('§4.1 an enemy reachable only at a contact point off the line between centres still intercepts', () => {
    const s = movement([man('r1', 5, 5), man('r2', 7, 6.4)], [man('b1', 13, 5), man('b2', 9, 6.5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { interceptedBy: 'b2' } });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'intercepted', by: 'b2' });
    expect(touching(r.state, 'r1', 'b2')).toBe(true);
  });

  it('§4.1 a charge past a friend standing beside its target reaches the free side of the target', () => {
    const s = movement([man('r1', 5, 5), man('r2', 9.2, 5.6)], [man('b1', 10, 5)]);
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { reachable: true } });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'charged', model: 'r1', target: 'b1' });
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
    const a = model(r.state, 'r1');
    expect(Math.hypot(a.x - 9.2, a.y - 5.6)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(a.y).toBeLessThan(5);
  });

  it('§4.1 a charge at a target beside an impassable block ends at a contact point outside the block', () => {
    const block: Terrain = {
      id: 'block',
      kind: 'impassable',
      polygon: [
        [8.5, 4],
        [9.4, 4],
        [9.4, 5.2],
        [8.5, 5.2],
      ],
      height: 2,
      cover: 'hard',
    };
    const s = movement([man('r1', 5, 5)], [man('b1', 10, 5)], { terrain: [block], dice: [1] });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events.find((e) => e.kind === 'charged')).toMatchObject({ model: 'r1', target: 'b1' });
    const a = model(r.state, 'r1');
    const nx = Math.min(Math.max(a.x, 8.5), 9.4);
    const ny = Math.min(Math.max(a.y, 4), 5.2);
    expect(Math.hypot(a.x - nx, a.y - ny)).toBeGreaterThanOrEqual(0.5 - 1e-6);
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
  });

  it('§4.1 a charge with no free point of base contact in reach is refused', () => {
    const s = movement(
      [man('r1', 5, 5), man('r2', 9, 5), man('r3', 10, 6), man('r4', 10, 4), man('r5', 11, 5)],
      [man('b1', 10, 5)],
    );
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_PATH_BLOCKED');
  });

  it('§4.1 a failed charge can still be intercepted', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 18, 5), man('b2', 7.5, 6.5)]);
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'intercepted', by: 'b2' });
    expect(model(r.state, 'r1')).toMatchObject({ charged: true, failedCharge: false });
    expect(touching(r.state, 'r1', 'b2')).toBe(true);
  });

  it('§4.1 a charge that brings the charger into contact with several enemies engages them all', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5), man('b2', 12, 6)]);
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'charged', engaged: ['b1', 'b2'] });
  });

  it('§4.1 an out-of-sight target within 4" needs an Initiative test to notice it: pass', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 9.5, 5)], { terrain: [wood], dice: [3] });
    expect(chargePreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { needsNotice: true } });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'chargeNotice')).toEqual([
      {
        kind: 'roll',
        test: 'chargeNotice',
        rule: '§4.1',
        model: 'r1',
        target: 'b1',
        need: 3,
        dice: [3],
        success: true,
      },
    ]);
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
  });

  it('§4.1 on a failed notice test the model may not charge this turn but may move and shoot', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 9.5, 5), man('b2', 5, 18)], {
      terrain: [wood],
      dice: [4],
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'chargeNotice')[0]).toMatchObject({ dice: [4], success: false });
    expect(model(r.state, 'r1')).toMatchObject({ x: 5, y: 5, charged: false, chargeBlocked: true });
    expect(codeOf(r.state, { type: 'charge', model: 'r1', target: 'b2' })).toBe('ERR_CANNOT_CHARGE');
    expect(codeOf(r.state, { type: 'move', model: 'r1', to: [5, 7] })).toBe('ok');
    const sh = endPhasesUntil(r.state, 'shooting').state;
    expect(codeOf(sh, { type: 'shoot', model: 'r1', target: 'b2' })).toBe('ok');
  });

  it('§0 §4.1 a natural 6 fails the notice test whatever the Initiative', () => {
    const s = movement([man('r1', 5, 5, { profile: { I: 7 } })], [man('b1', 9.5, 5)], {
      terrain: [wood],
      dice: [6],
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'chargeNotice')[0]).toMatchObject({ need: 7, dice: [6], success: false });
  });

  it('§4.1 an out-of-sight target more than 4" away cannot be charged', () => {
    const s = movement([man('r1', 4, 5)], [man('b1', 10, 5)], { terrain: [wood] });
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
  });

  it('§4.1 §4.3 a hidden target cannot be charged', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 10, 5, { hidden: true })]);
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
  });

  it('§3.2 §4.1 charges come before other moves: after a move, ERR_CHARGES_OVER', () => {
    const s = movement([man('r1', 5, 5), man('r2', 5, 10)], [man('b1', 12, 5), man('b2', 12, 10)]);
    const charged = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]).state;
    expect(codeOf(charged, { type: 'charge', model: 'r2', target: 'b2' })).toBe('ok');
    const moved = play(s, [{ type: 'move', model: 'r1', to: [5, 4] }]).state;
    expect(codeOf(moved, { type: 'charge', model: 'r2', target: 'b2' })).toBe('ERR_CHARGES_OVER');
  });

  it('§4.1 a model that has charged cannot move or charge again', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 12, 5), man('b2', 5, 12)]);
    const c = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]).state;
    expect(codeOf(c, { type: 'charge', model: 'r1', target: 'b2' })).toBe('ERR_CANNOT_CHARGE');
    expect(codeOf(c, { type: 'move', model: 'r1', to: [12, 7] })).toBe('ERR_ALREADY_ACTED');
  });

  it('§4.1 knocked-down, fleeing and in-combat models cannot charge', () => {
    const s = movement(
      [man('r1', 5, 5, { status: 'knockedDown' }), man('r2', 5, 10, { fleeing: true }), man('r3', 5, 15)],
      [man('b1', 12, 10), man('b2', 6, 15)],
    );
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
    expect(codeOf(s, { type: 'charge', model: 'r2', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
    expect(codeOf(s, { type: 'charge', model: 'r3', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
  });

  it('§4.1 a charge may not pass through a friend', () => {
    const s = movement([man('r1', 5, 5), man('r2', 8, 5.2)], [man('b1', 12, 5)]);
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_PATH_BLOCKED');
  });

  it('§4.1 a charge may not pass through a friend even when the contact point is near another enemy', () => {
    const doc = scenario([man('r1', 12, 5), man('r0', 11, 6.2)], [man('b1', 5, 5), man('b2', 8, 5.2)], {
      phase: 'movement',
      activeSide: 'blue',
    });
    const s = start(doc).state;
    expect(codeOf(s, { type: 'charge', model: 'b1', target: 'r1' })).toBe('ERR_PATH_BLOCKED');
  });

  it('§4.1 charging a friend or an unknown model is refused', () => {
    const s = movement([man('r1', 5, 5), man('r2', 8, 5)], [man('b1', 12, 5)]);
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'r2' })).toBe('ERR_BAD_ACTION');
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'zz' })).toBe('ERR_UNKNOWN_MODEL');
  });
});

describe('§4.1 Interception on one level', () => {
  it('§4.1 an enemy on a platform above the charge line does not intercept (decision: only on the charger’s level)', () => {
    const deck: Terrain = {
      id: 'deck',
      kind: 'platform',
      polygon: [
        [7, 6],
        [10, 6],
        [10, 9],
        [7, 9],
      ],
      height: 3,
      cover: 'hard',
    };
    const s = movement([man('r1', 5, 5)], [man('b1', 13, 5), man('b2', 8.5, 6.6, { at: [8.5, 6.6, 3] })], {
      terrain: [deck],
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events[0]).toMatchObject({ kind: 'charged', target: 'b1', engaged: ['b1'] });
  });
});

describe('§4.1 Contact across a low wall', () => {
  /** A 1.5"-high wall, 0.5" thick, from (9, 0) to (9.5, 10): it blocks movement. */
  const lowWall: Terrain = {
    id: 'low',
    kind: 'wall',
    polygon: [
      [9, 0],
      [9.5, 0],
      [9.5, 10],
      [9, 10],
    ],
    height: 1.5,
    cover: 'hard',
  };

  it('§4.1 §7.1 a charge stopped by a low wall it cannot cross ends in contact across it, and they fight', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 10, 5)], { terrain: [lowWall], dice: [1] });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events.map((e) => e.kind)).toEqual(['roll', 'charged']);
    expect(r.events[1]).toMatchObject({ kind: 'charged', engaged: ['b1'] });
    expect(model(r.state, 'r1').x).toBeCloseTo(8.5, 1);
    expect(touching(r.state, 'r1', 'b1')).toBe(true);
    const cc = endPhasesUntil(r.state, 'closeCombat').state;
    expect(codeOf(cc, { type: 'fight', model: 'r1' })).toBe('ok');
  });

  it('§4.1 a wall higher than 2" is no low wall: the charge is blocked', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 10, 5)], { terrain: [{ ...lowWall, height: 2.5 }] });
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_PATH_BLOCKED');
  });
});
