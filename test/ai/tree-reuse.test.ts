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

  it('keeps no subtree after a move that made fleeing models flee 2D6" (RULES.md §3.2 compulsory moves)', () => {
    const doc = structuredClone(loadScenario('ruined-street'));
    doc.phase = 'movement';
    const fleeing = doc.sides[0]!.models.find((m) => m.id === 'r8')!;
    fleeing.fleeing = true;
    const at = (seed: string) => startGame(doc, { seed }).state;
    const move = (s: GameState): Decision => {
      const d = createSearch(s, { iterations: 1, horizon: 2, seed: 'm' }).result().candidates;
      return d.find((c) => c.action.type === 'move' && c.action.model !== 'r8')!.action;
    };
    const s = at('flee');
    const d = move(s);
    // The first move of the phase rolls the flee: two seeds put the fleeing model in different places.
    const fled = (seed: string): [number, number] => {
      const r = applyAction(at(seed), d as Action);
      if (!r.ok) throw new Error(r.error.message);
      const m = r.value.state.models[r.value.state.static.models.findIndex((x) => x.id === 'r8')]!;
      return [m.x, m.y];
    };
    expect(fled('flee')).not.toEqual(fled('other'));
    const searched = run(s, { iterations: 200, horizon: 2, seed: 'a', plan: newPlan(s) });
    const same = (c: { action: Decision }) => JSON.stringify(c.action) === JSON.stringify(d);
    expect(searched.result.candidates.find(same)!.visits).toBeGreaterThan(1);
    expect(searched.search.subtree(d)).toBeNull();
    // Without the fleeing model the same move is certain and its subtree is kept.
    fleeing.fleeing = false;
    const calm = at('flee');
    expect(
      run(calm, { iterations: 200, horizon: 2, seed: 'a', plan: newPlan(calm) }).search.subtree(move(calm)),
    ).not.toBeNull();
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
