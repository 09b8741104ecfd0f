// The AI's deployment script (ai/deploy.ts): legal on every built-in scenario for both sides, in the zones, in
// coherency in squad play (the engine accepts endDeployment), and the same for the same state and seed.
import { describe, expect, it } from 'vitest';
import { deploymentActions, deploymentPlan } from '../../ai';
import { BUILTIN_SCENARIOS } from '../../content';
import { baseInZone, type GameState, type ScenarioDocument } from '../../engine';
import { play, start } from '../support/scenario';

function deployBoth(name: string, seed: string): { state: GameState; placed: number } {
  let s = start({ ...(structuredClone(BUILTIN_SCENARIOS[name]!) as ScenarioDocument), turn: 0 }).state;
  let placed = 0;
  for (let side = 0; side < 2; side++) {
    const actions = deploymentActions(s, seed);
    expect(actions.at(-1)).toEqual({ type: 'endDeployment' });
    placed += actions.length - 1;
    s = play(s, actions).state; // throws on the first action the engine refuses
  }
  return { state: s, placed };
}

describe('AI deployment', () => {
  it.each(Object.keys(BUILTIN_SCENARIOS))(
    'is legal on %s for both sides, every model in its zone',
    (name) => {
      const { state, placed } = deployBoth(name, 'deploy-test');
      expect(state.turn).toBe(1);
      expect(placed).toBeGreaterThan(0);
      const { width, depth } = state.static.table;
      state.static.models.forEach((ms, i) => {
        const sd = state.static.sides[ms.side]!;
        const m = state.models[i]!;
        expect(baseInZone(sd.zone!, sd.edge, width, depth, m.x, m.y, ms.base), ms.id).toBe(true);
      });
    },
  );

  it('keeps the leader within 6″ of its warband and spreads skirmish models (ruined street)', () => {
    const { state } = deployBoth('ruined-street', 'spread');
    for (const side of state.static.sides) {
      const leader = side.models.find((i) => state.static.models[i]!.rules.includes('leader'))!;
      const L = state.models[leader]!;
      const near = side.models.filter(
        (i) => Math.hypot(state.models[i]!.x - L.x, state.models[i]!.y - L.y) <= 7,
      );
      expect(near.length).toBeGreaterThanOrEqual(side.models.length / 2);
    }
  });

  it('is deterministic for a state and seed', () => {
    const doc = { ...(structuredClone(BUILTIN_SCENARIOS['squad-assault']!) as ScenarioDocument), turn: 0 };
    const a = deploymentPlan(start(doc).state, 's1');
    const b = deploymentPlan(start(doc).state, 's1');
    expect([...a.entries()]).toEqual([...b.entries()]);
    expect(JSON.stringify(deployBoth('duel', 'x').state)).toBe(JSON.stringify(deployBoth('duel', 'x').state));
  });
});
