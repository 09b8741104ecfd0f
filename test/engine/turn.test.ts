import { describe, it, expect } from 'vitest';
import { applyAction, legalActions, moveAllowance, PHASES } from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, rolls, scenario, start } from '../support/scenario';

describe('§3 the turn', () => {
  it('§3 runs Recovery, Movement, Magic, Shooting, Close combat in order', () => {
    let { state } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20)]));
    const seen = [state.phase];
    for (let k = 0; k < 4; k++) {
      state = play(state, [{ type: 'endPhase' }]).state;
      seen.push(state.phase);
    }
    expect(seen).toEqual([...PHASES]);
    expect(seen).toEqual(['recovery', 'movement', 'magic', 'shooting', 'closeCombat']);
  });

  it('§3 ending the Close combat phase starts the other side’s turn at its Recovery phase', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20)]));
    const r = endPhasesUntil(state, 'recovery');
    expect(r.state.activeSide).toBe(1);
    expect(r.state.phase).toBe('recovery');
    expect(r.state.turn).toBe(1);
    expect(r.events).toContainEqual({ kind: 'turnStarted', side: 'blue', turn: 1 });
    expect(r.events).toContainEqual({ kind: 'phaseStarted', side: 'blue', phase: 'recovery', turn: 1 });
  });

  it('§3 the turn counter rises when the first side plays again', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20)]));
    const blue = endPhasesUntil(state, 'recovery').state;
    const red = endPhasesUntil(blue, 'recovery').state;
    expect(red.activeSide).toBe(0);
    expect(red.turn).toBe(2);
  });

  it('§3 a scenario may say who starts: blue starts and red follows in the same turn', () => {
    const doc = scenario([man('r1', 5, 5)], [man('b1', 20, 20)], { activeSide: 'blue', firstSide: 'blue' });
    const { state } = start(doc);
    expect(state.activeSide).toBe(1);
    const next = endPhasesUntil(state, 'recovery').state;
    expect([next.activeSide, next.turn]).toEqual([0, 1]);
    const third = endPhasesUntil(next, 'recovery').state;
    expect([third.activeSide, third.turn]).toEqual([1, 2]);
  });

  it('§3 a scenario whose side to act is blue, with no firstSide, has blue start every game turn (decision)', () => {
    const doc = scenario([man('r1', 5, 5)], [man('b1', 20, 20)], { activeSide: 'blue', maxTurns: 1 });
    const { state } = start(doc);
    const red = endPhasesUntil(state, 'recovery').state;
    expect([red.activeSide, red.turn, red.result]).toEqual([0, 1, null]);
    const end = endPhasesUntil(red, 'recovery').state;
    expect(end.result).toEqual({ winner: null, reason: 'turns' });
  });

  it('§13 after the last turn the side with more points in play wins', () => {
    const doc = scenario([man('r1', 5, 5), man('r2', 6, 5)], [man('b1', 20, 20)], { maxTurns: 1 });
    let { state } = start(doc);
    state = endPhasesUntil(state, 'recovery').state;
    const r = endPhasesUntil(state, 'recovery');
    expect(r.state.result).toEqual({ winner: 'red', reason: 'turns' });
    expect(r.events.at(-1)).toEqual({
      kind: 'gameOver',
      winner: 'red',
      reason: 'turns',
      points: { red: 20, blue: 10 },
    });
    expect(legalActions(r.state)).toEqual([]);
    expect(codeOf(r.state, { type: 'endPhase' })).toBe('ERR_GAME_OVER');
  });

  it('§13 equal points after the last turn is a draw', () => {
    const doc = scenario([man('r1', 5, 5)], [man('b1', 20, 20)], { maxTurns: 2 });
    let { state } = start(doc);
    for (let k = 0; k < 4; k++) state = endPhasesUntil(state, 'recovery').state;
    expect(state.result).toEqual({ winner: null, reason: 'turns' });
  });

  it('§3 refuses actions of the wrong phase and of the side not to act', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 12, 5)]));
    expect(codeOf(state, { type: 'move', model: 'r1', to: [6, 5] })).toBe('ERR_WRONG_PHASE');
    expect(codeOf(state, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_WRONG_PHASE');
    const mv = play(state, [{ type: 'endPhase' }]).state;
    expect(codeOf(mv, { type: 'move', model: 'b1', to: [13, 5] })).toBe('ERR_NOT_YOUR_TURN');
    expect(codeOf(mv, { type: 'move', model: 'zz', to: [13, 5] })).toBe('ERR_UNKNOWN_MODEL');
    expect(codeOf(mv, { type: 'fight', model: 'r1' })).toBe('ERR_WRONG_PHASE');
  });

  it('§3 only endPhase is legal in the Recovery and Magic phases', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 12, 5)]));
    expect(legalActions(state)).toEqual([{ type: 'endPhase' }]);
    const magic = endPhasesUntil(state, 'magic').state;
    expect(legalActions(magic)).toEqual([{ type: 'endPhase' }]);
  });
});

describe('§3.1 Recovery phase', () => {
  const downed = () =>
    scenario(
      [man('r1', 5, 5, { status: 'stunned' }), man('r2', 5, 8, { status: 'knockedDown' })],
      [man('b1', 20, 20, { status: 'stunned' })],
    );

  it('§3.1 step 4 stunned models become knocked down and knocked-down models stand up', () => {
    const { state, events } = start(downed());
    expect(model(state, 'r1').status).toBe('knockedDown');
    expect(model(state, 'r2').status).toBe('standing');
    expect(model(state, 'r2').stoodUp).toBe(true);
    expect(events).toContainEqual({ kind: 'knockedDown', model: 'r1' });
    expect(events).toContainEqual({ kind: 'stoodUp', model: 'r2' });
  });

  it('§3.1 step 4 a model that just became knocked down does not also stand up', () => {
    const { state, events } = start(downed());
    expect(model(state, 'r1').status).toBe('knockedDown');
    expect(events).not.toContainEqual({ kind: 'stoodUp', model: 'r1' });
  });

  it('§3.1 only the side whose turn it is recovers', () => {
    const { state } = start(downed());
    expect(model(state, 'b1').status).toBe('stunned');
    const blue = endPhasesUntil(state, 'recovery').state;
    expect(model(blue, 'b1').status).toBe('knockedDown');
    const red = endPhasesUntil(blue, 'recovery').state;
    expect(model(red, 'r1').status).toBe('standing');
  });

  it('§3.1 a model that stood up moves at half rate and cannot run', () => {
    const mv = endPhasesUntil(start(downed()).state, 'movement').state;
    expect(moveAllowance(mv, 'r2')).toMatchObject({ move: 2, run: null, canCharge: false });
    expect(legalActions(mv)).toContainEqual({ type: 'move', model: 'r2', maxDistance: 2, run: false });
    expect(legalActions(mv)).not.toContainEqual(expect.objectContaining({ model: 'r2', run: true }));
    expect(codeOf(mv, { type: 'move', model: 'r2', to: [5, 10.5] })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(mv, { type: 'move', model: 'r2', to: [5, 10] })).toBe('ok');
    expect(codeOf(mv, { type: 'move', model: 'r2', to: [5, 9], run: true })).toBe('ERR_CANNOT_RUN');
  });

  it('§3.1 a model that stood up cannot charge', () => {
    const doc = downed();
    doc.sides[1].models = [man('b1', 5, 12)];
    const mv = endPhasesUntil(start(doc).state, 'movement').state;
    expect(codeOf(mv, { type: 'charge', model: 'r2', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
    expect(codeOf(mv, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
  });

  it('§3.1 §6.1 a model that stood up cannot shoot this turn', () => {
    const doc = downed();
    doc.sides[1].models = [man('b1', 5, 18)];
    const sh = endPhasesUntil(start(doc).state, 'shooting').state;
    expect(codeOf(sh, { type: 'shoot', model: 'r2', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });

  it('§3.1 §7.2 a model that stood up strikes last in its own turn, by Initiative in the next', () => {
    const doc = scenario(
      [man('r1', 5, 5, { status: 'knockedDown', profile: { I: 5 } })],
      [man('b1', 6, 5, { profile: { I: 3 } })],
      { dice: [1, 1, 1, 1] },
    );
    const cc = endPhasesUntil(start(doc).state, 'closeCombat').state;
    const own = play(cc, [{ type: 'endPhase' }]).events;
    expect(rolls(own, 'toHit').map((e) => e.model)).toEqual(['b1', 'r1']);
    const next = endPhasesUntil(play(cc, [{ type: 'endPhase' }]).state, 'closeCombat').state;
    const r = applyAction(next, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    expect(rolls(r.value.events, 'toHit').map((e) => e.model)).toEqual(['r1', 'b1']);
  });
});
