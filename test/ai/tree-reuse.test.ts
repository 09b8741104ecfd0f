/**
 * Tree reuse (ai/mcts.ts `Search.subtree`, `SearchOptions.reuse`): after a decision without dice the next
 * search of the same side goes on from the subtree the last one built for it; after dice, or for another
 * position, it starts afresh. Reproducible like every search.
 */
import { describe, expect, it } from 'vitest';
import { createSearch, makeBot, newPlan, notePlan, type Decision, type SearchOptions } from '../../ai';
import { applyAction, type Action, type GameState } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

/** Ruined street at red's first Movement phase. */
function street(): GameState {
  const r = applyAction(startGame(loadScenario('ruined-street')).state, { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

function run(s: GameState, opts: SearchOptions) {
  const search = createSearch(s, opts);
  while (!search.done()) search.run(64);
  return { search, result: search.result() };
}

const visits = (cs: { visits: number }[]): number => cs.reduce((n, c) => n + c.visits, 0);

describe('tree reuse', () => {
  it('goes on from the subtree of the last move: more visits than iterations, the same answer twice', () => {
    const s = street();
    const plan = newPlan(s);
    const first = run(s, { iterations: 300, horizon: 2, seed: 'a', plan: plan.slice() });
    const d = first.result.action;
    expect(d.type).toBe('move');
    const tree = first.search.subtree(d);
    expect(tree).not.toBeNull();
    notePlan(plan, d, s);
    const next = applyAction(s, d as Action);
    if (!next.ok) throw new Error(next.error.message);
    const opts = { iterations: 300, horizon: 2, seed: 'b', plan: plan.slice(), reuse: tree! };
    const before = tree!.visits;
    expect(before).toBeGreaterThan(1);
    const second = run(next.value.state, opts);
    expect(second.result.iterations).toBe(300);
    // The subtree's node gains the 300 iterations; its first visit made it, so its children have one fewer.
    expect(tree!.visits).toBe(before + 300);
    expect(visits(second.result.candidates)).toBe(before + 300 - 1);
    expect(second.result.kept).toBe(before - 1);
    const again = run(next.value.state, {
      ...opts,
      reuse: run(s, { iterations: 300, horizon: 2, seed: 'a', plan: newPlan(s) }).search.subtree(d)!,
    });
    expect(again.result.candidates).toEqual(second.result.candidates);
  });

  it('starts afresh from a subtree of another position', () => {
    const s = street();
    const first = run(s, { iterations: 200, horizon: 2, seed: 'a' });
    const tree = first.search.subtree(first.result.action)!;
    const fresh = run(s, { iterations: 200, horizon: 2, seed: 'b', reuse: tree });
    expect(visits(fresh.result.candidates)).toBe(200);
    expect(fresh.result.kept).toBe(0);
  });

  it('keeps no subtree after dice (a shot) or for a decision it did not search', () => {
    const s = street();
    const first = run(s, { iterations: 200, horizon: 2, seed: 'a' });
    const shot: Decision = { type: 'shoot', model: 'r2', target: 'b2' };
    expect(first.search.subtree(shot)).toBeNull();
    expect(first.search.subtree({ type: 'move', model: 'r1', to: [0, 0] })).toBeNull();
  });

  it('a bot that reuses its trees plays the same game from the same seed', () => {
    const s = street();
    const play = (): Action[] => {
      const bot = makeBot('mcts:budget=60,horizon=2', 'same');
      let st = s;
      const out: Action[] = [];
      while (st.turn === 1 && out.length < 40) {
        const a = bot.decide(st);
        out.push(a);
        const r = applyAction(st, a);
        if (!r.ok) throw new Error(r.error.message);
        st = r.value.state;
      }
      return out;
    };
    expect(play()).toEqual(play());
  });
});
