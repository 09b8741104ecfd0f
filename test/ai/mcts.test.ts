import { describe, expect, it } from 'vitest';
import { applyAction, createGame, validateAction, type ScenarioDocument } from '../../engine';
import { candidates, makeBot, newPlan, search, isEngineAction } from '../../ai';
import { man, scenario, start } from '../support/scenario';

const duelLike: ScenarioDocument = scenario(
  [man('r1', 6, 3, { rules: ['leader'] }), man('r2', 12, 3), man('r3', 18, 3)],
  [man('b1', 6, 21, { rules: ['leader'] }), man('b2', 12, 21), man('b3', 18, 21)],
  { maxTurns: 4 },
);

describe('open-loop MCTS (DESIGN.md "AI")', () => {
  it('gives the same answer for the same seed and iteration budget', () => {
    const s = start(duelLike).state;
    const moved = applyAction(s, { type: 'endPhase' });
    if (!moved.ok) throw new Error(moved.error.message);
    const a = search(moved.value.state, { iterations: 150, seed: 'x' });
    const b = search(moved.value.state, { iterations: 150, seed: 'x' });
    expect(a.iterations).toBe(150);
    expect(JSON.stringify(a.candidates)).toBe(JSON.stringify(b.candidates));
  });

  it('only proposes legal engine actions', () => {
    let s = start(duelLike).state;
    for (let k = 0; k < 40 && s.result === null; k++) {
      for (const d of candidates(s, newPlan(s)))
        if (isEngineAction(d)) expect(validateAction(s, d)).toBeNull();
      const r = applyAction(s, makeBot('greedy', 'g').decide(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  });

  it('charges a lone knocked-down enemy in reach rather than holding back (§7.3, §7.6)', () => {
    const doc = scenario(
      [man('r1', 10, 10, { rules: ['leader'], profile: { WS: 4, S: 4 } as never })],
      [man('b1', 10, 15, { status: 'knockedDown' }), man('b2', 22, 22, { rules: ['leader'] })],
      { phase: 'movement', phaseStarted: true, weapons: { sword: { type: 'melee' } } },
    );
    doc.sides[0].models[0]!.weapons = ['sword'];
    doc.sides[1].models.forEach((m) => (m.weapons = ['sword']));
    const g = createGame(doc);
    if (!g.ok) throw new Error(g.error.message);
    const r = search(g.value.state, { iterations: 400, seed: 'puzzle' });
    expect(r.action).toEqual({ type: 'charge', model: 'r1', target: 'b1' });
    expect(r.candidates[0]!.value).toBeGreaterThan(0.5);
    expect(r.candidates[0]!.pv[0]).toEqual(r.action);
  });

  it('reports progress and can be stopped early with its best so far', async () => {
    const { createSearch } = await import('../../ai');
    const s = start({ ...duelLike, phase: 'movement', phaseStarted: true }).state;
    const sr = createSearch(s, { timeMs: 60_000, seed: 'p' });
    sr.run(20);
    const p = sr.progress();
    expect(p.iterations).toBe(20);
    expect(p.candidates.length).toBeGreaterThan(0);
    expect(sr.result().candidates.reduce((n, c) => n + c.visits, 0)).toBe(20);
  });
});

describe('bots play whole games', () => {
  it.each(['random', 'greedy', 'mcts:budget=20'])('%s finishes a game without an illegal action', (spec) => {
    let s = start({ ...duelLike, seed: spec }).state;
    const bots = [makeBot(spec, 'a'), makeBot('greedy', 'b')];
    let n = 0;
    while (s.result === null && n++ < 3000) {
      const r = applyAction(s, bots[s.activeSide]!.decide(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.result).not.toBeNull();
  });
});
