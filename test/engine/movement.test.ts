import { describe, it, expect } from 'vitest';
import { legalActions, moveAllowance, type ScenarioModel, type Terrain } from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, scenario, start } from '../support/scenario';

const wall = (height: number): Terrain => ({
  id: 'w',
  kind: 'wall',
  polygon: [
    [7, 3],
    [7.5, 3],
    [7.5, 7],
    [7, 7],
  ],
  height,
  cover: 'hard',
});

function movement(red: ScenarioModel[], blue: ScenarioModel[], terrain: Terrain[] = []) {
  return start(scenario(red, blue, { phase: 'movement', terrain })).state;
}

describe('§3.2 Movement phase: moves', () => {
  it('§3.2 a model moves up to M inches in any direction', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    const r = play(s, [{ type: 'move', model: 'r1', to: [7.4, 8.2] }]);
    expect(model(r.state, 'r1')).toMatchObject({ x: 7.4, y: 8.2, moved: true, ran: false });
    expect(r.events).toEqual([
      {
        kind: 'moved',
        model: 'r1',
        from: [5, 5, 0],
        to: [7.4, 8.2, 0],
        run: false,
        distance: expect.closeTo(4, 9),
      },
    ]);
  });

  it('§3.2 refuses a move longer than M', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9.1, 5] })).toBe('ERR_OUT_OF_RANGE');
  });

  it('§3.2 a model moves once per turn', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    const after = play(s, [{ type: 'move', model: 'r1', to: [6, 5] }]).state;
    expect(codeOf(after, { type: 'move', model: 'r1', to: [7, 5] })).toBe('ERR_ALREADY_ACTED');
  });

  it('§3.2 models may not move through other models, friend or foe', () => {
    const s = movement([man('r1', 5, 5), man('r2', 7, 5.3)], [man('b1', 20, 20)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9, 5] })).toBe('ERR_PATH_BLOCKED');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 9] })).toBe('ok');
  });

  it('§3.2 models may not move through impassable terrain', () => {
    const rock: Terrain = { ...wall(0.5), id: 'rock', kind: 'impassable' };
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)], [rock]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9, 5] })).toBe('ERR_PATH_BLOCKED');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 9] })).toBe('ok');
  });

  it('§3.2 a wall higher than 1" blocks a move; a wall up to 1" is crossed at no cost', () => {
    const high = movement([man('r1', 5, 5)], [man('b1', 20, 20)], [wall(2)]);
    expect(codeOf(high, { type: 'move', model: 'r1', to: [9, 5] })).toBe('ERR_PATH_BLOCKED');
    const low = movement([man('r1', 5, 5)], [man('b1', 20, 20)], [wall(1)]);
    const r = play(low, [{ type: 'move', model: 'r1', to: [9, 5] }]);
    expect(r.events[0]).toMatchObject({ kind: 'moved', distance: 4 });
  });

  it('§3.2 a model may not end its base inside blocking terrain', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)], [wall(2)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [6.7, 5] })).toBe('ERR_PATH_BLOCKED');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [6.5, 5] })).toBe('ok');
  });

  it('§3.2 a move may not end within 1" of an enemy', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 12, 5)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [9, 5] })).toBe('ok');
    const near = movement([man('r1', 6.5, 5)], [man('b1', 12, 5)]);
    expect(codeOf(near, { type: 'move', model: 'r1', to: [10.2, 5] })).toBe('ERR_TOO_CLOSE_TO_ENEMY');
    expect(codeOf(near, { type: 'move', model: 'r1', to: [10, 5] })).toBe('ok');
  });

  it('§3.2 a model may not leave the table', () => {
    const s = movement([man('r1', 1, 5)], [man('b1', 20, 20)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [0.3, 5] })).toBe('ERR_OFF_TABLE');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [0.5, 5] })).toBe('ok');
  });

  it('§3.2 a move is given as [x, y] or [x, y, z] inches; anything else is a bad action', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    const bad = { type: 'move', model: 'r1', to: ['6', 5] } as unknown as Parameters<typeof codeOf>[1];
    expect(codeOf(s, bad)).toBe('ERR_BAD_ACTION');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [6, 5, 2] })).toBe('ERR_BAD_ACTION');
  });

  it('§7.10 a model in base contact with an enemy does not move', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 6, 5)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [3, 5] })).toBe('ERR_IN_COMBAT');
  });

  it('§8 a knocked-down model crawls 2" and a stunned model does nothing', () => {
    const s = movement(
      [man('r1', 5, 5, { status: 'knockedDown' }), man('r2', 5, 15, { status: 'stunned' })],
      [man('b1', 20, 20)],
    );
    expect(moveAllowance(s, 'r1')).toMatchObject({ move: 2, run: null, canCharge: false });
    expect(codeOf(s, { type: 'move', model: 'r1', to: [7.1, 5] })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [7, 5] })).toBe('ok');
    expect(codeOf(s, { type: 'move', model: 'r2', to: [6, 15] })).toBe('ERR_CANNOT_ACT');
  });

  it('§8 a knocked-down model in base contact may crawl away only if its enemies all fight someone else', () => {
    const alone = movement([man('r1', 5, 5, { status: 'knockedDown' })], [man('b1', 6, 5)]);
    expect(codeOf(alone, { type: 'move', model: 'r1', to: [3, 5] })).toBe('ERR_IN_COMBAT');
    const busy = movement([man('r1', 5, 5, { status: 'knockedDown' }), man('r2', 7, 5)], [man('b1', 6, 5)]);
    expect(codeOf(busy, { type: 'move', model: 'r1', to: [3, 5] })).toBe('ok');
    const downedFriend = movement(
      [man('r1', 5, 5, { status: 'knockedDown' }), man('r2', 7, 5, { status: 'knockedDown' })],
      [man('b1', 6, 5)],
    );
    expect(codeOf(downedFriend, { type: 'move', model: 'r1', to: [3, 5] })).toBe('ERR_IN_COMBAT');
  });

  it('§3.2 §4.1 legal actions list charges, then a move and a run descriptor per model', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    expect(legalActions(s)).toEqual([
      { type: 'charge', model: 'r1', target: 'b1' },
      { type: 'move', model: 'r1', maxDistance: 4, run: false },
      { type: 'move', model: 'r1', maxDistance: 8, run: true },
      { type: 'endPhase' },
    ]);
  });
});

describe('§4.2 Run', () => {
  it('§4.2 a model runs up to 2 × M', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    const r = play(s, [{ type: 'move', model: 'r1', to: [13, 5], run: true }]);
    expect(model(r.state, 'r1')).toMatchObject({ x: 13, ran: true, moved: true });
    expect(codeOf(s, { type: 'move', model: 'r1', to: [13.1, 5], run: true })).toBe('ERR_OUT_OF_RANGE');
  });

  it('§4.2 refuses a run with a standing enemy within 8"', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 13.9, 5)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 13], run: true })).toBe('ERR_CANNOT_RUN');
    expect(moveAllowance(s, 'r1')).toMatchObject({ move: 4, run: null });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ run: true }));
  });

  it('§4.2 an enemy just over 8" away does not stop a run, and the run may pass within 8"', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 14.1, 5)]);
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 13], run: true })).toBe('ok');
    expect(codeOf(s, { type: 'move', model: 'r1', to: [11, 10], run: true })).toBe('ok');
  });

  it('§4.2 knocked-down, stunned, fleeing and hidden enemies within 8" do not stop a run', () => {
    const s = movement(
      [man('r1', 5, 5)],
      [
        man('b1', 9, 5, { status: 'knockedDown' }),
        man('b2', 9, 7, { status: 'stunned' }),
        man('b3', 9, 9, { fleeing: true }),
        man('b4', 9, 11, { hidden: true }),
      ],
    );
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 0.5], run: true })).toBe('ok');
  });

  it('§4.2 §6.1 a model that ran cannot shoot this turn', () => {
    const s = movement([man('r1', 5, 5)], [man('b1', 20, 20)]);
    const ran = play(s, [{ type: 'move', model: 'r1', to: [5, 13], run: true }]).state;
    const sh = endPhasesUntil(ran, 'shooting').state;
    expect(codeOf(sh, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });
});
