// Shot odds (session/odds.ts) name only outcomes that can happen: a target on its last Wound cannot lose one
// and stay standing (its last Wound lost means an Injury roll, RULES.md §8), so it has no "Loses a wound" row.
import { describe, expect, it } from 'vitest';
import { loadScenario, startGame } from '../../cli/load';
import { applyAction, cloneState, type GameState } from '../../engine';
import { actionOdds } from '../../session/odds';

/** Duel, seed `odds`, at red's first Shooting phase: r1 (Captain) may shoot b1 (W2), r2 may shoot b2 (W1). */
function shooting(): GameState {
  let s = startGame(loadScenario('duel'), { seed: 'odds' }).state;
  while (s.phase !== 'shooting') {
    const r = applyAction(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

function rows(s: GameState, model: string, target: string): Record<string, number> {
  const r = actionOdds(s, { type: 'shoot', model, target });
  if (!r.ok) throw new Error(r.error);
  return Object.fromEntries(r.value.outcomes.map((o) => [o.key, o.p]));
}

describe('shot odds', () => {
  it('show "Loses a wound" only for a target with more than one Wound left (§8)', () => {
    const s = shooting();
    const b1 = s.static.models.findIndex((m) => m.id === 'b1');
    expect(s.static.models[b1]!.profile.W).toBe(2);
    const whole = rows(s, 'r1', 'b1');
    expect(whole.wounded).toBeGreaterThan(0);
    const lastWound = cloneState(s);
    lastWound.models[b1]!.wounds = 1;
    const last = rows(lastWound, 'r1', 'b1');
    expect(last).not.toHaveProperty('wounded');
    expect(Object.keys(rows(s, 'r2', 'b2'))).toEqual([
      'hit',
      'wound',
      'noEffect',
      'knockedDown',
      'stunned',
      'outOfAction',
    ]);
    const total = ['noEffect', 'knockedDown', 'stunned', 'outOfAction'].reduce(
      (a, k) => a + (last[k] ?? 0),
      0,
    );
    expect(total).toBeCloseTo(1, 10);
  });
});
