// The engine↔AI contract's two seams (docs/architecture.md): the search takes its leaf value as an option,
// and one decision loop rule (refused → hold, noted in the plan) serves the bots and the app's AI player.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { decisionRounds, newPlan, search, settleDecision } from '../../ai';
import { man, scenario, start } from '../support/scenario';

const duelLike = scenario(
  [man('r1', 6, 3, { rules: ['leader'] }), man('r2', 12, 3), man('r3', 18, 3)],
  [man('b1', 6, 21, { rules: ['leader'] }), man('b2', 12, 21), man('b3', 18, 21)],
  { maxTurns: 4 },
);

function movement() {
  const r = applyAction(start(duelLike).state, { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('the search and its evaluator', () => {
  it('values every position by the evaluator it is given', () => {
    const s = movement();
    let calls = 0;
    const sideZeroWins = () => {
      calls++;
      return 1;
    };
    const r = search(s, { iterations: 60, seed: 'e', evaluate: sideZeroWins });
    expect(calls).toBeGreaterThan(0);
    expect(s.activeSide).toBe(0);
    for (const c of r.candidates) expect(c.value).toBe(1);
    const usual = search(s, { iterations: 60, seed: 'e' });
    expect(usual.candidates.some((c) => c.value < 1)).toBe(true);
  });
});

describe('one decision loop for bots and the app', () => {
  it('allows four rounds a model and four to spare', () => {
    expect(decisionRounds(movement())).toBe(4 * 6 + 4);
  });

  it('turns an action the engine refuses into hold for its model, and notes it in the plan', () => {
    const s = movement();
    const plan = newPlan(s);
    const refused = settleDecision(s, plan, { type: 'move', model: 'r2', to: [12, 40] });
    expect(refused).toEqual({ type: 'hold', model: 'r2' });
    expect(plan[1]).toBe(2);
    const held = settleDecision(s, plan, { type: 'noCharge', model: 'r3' });
    expect(held).toEqual({ type: 'noCharge', model: 'r3' });
    expect(plan[2]).toBe(1);
  });
});
