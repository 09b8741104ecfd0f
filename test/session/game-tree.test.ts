// The game tree (session/game-tree.ts): a position with thousands of branches plays each new one with one
// lookup among its siblings, not a comparison with each (a saved game with 8,000 sibling branches took 82 s
// to load). Counted, not timed: every comparison of two actions went through JSON.stringify.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScenario, startGame } from '../../cli/load';
import { applyAction, type Action } from '../../engine';
import { currentNode, newTree, play, selectNode } from '../../session/game-tree';

afterEach(() => vi.restoreAllMocks());

describe('a position with many branches', () => {
  it('finds or adds a branch without comparing it with every sibling', () => {
    const start = startGame(loadScenario('duel'), { seed: 'tree' });
    const opened = applyAction(start.state, { type: 'endPhase' });
    if (!opened.ok) throw new Error(opened.error.message);
    const tree = newTree(opened.value.state, []);
    const m = opened.value.state.models[0]!;
    const id = opened.value.state.static.models[0]!.id;
    const branch = (k: number): Action => ({
      type: 'move',
      model: id,
      to: [m.x + (k % 40) * 0.02, m.y + Math.floor(k / 40) * 0.02],
    });
    const branches = 1500;
    const stringify = vi.spyOn(JSON, 'stringify');
    const ids: number[] = [];
    for (let k = 0; k < branches; k++) {
      selectNode(tree, 0);
      const r = play(tree, branch(k), [], null);
      if (!r.ok) throw new Error(`branch ${k}: ${r.error.message}`);
      if (r.ok) ids.push(r.value.id);
    }
    expect(new Set(ids).size).toBe(branches);
    // Playing a branch again finds it; with other dice it is a new one.
    selectNode(tree, 0);
    const again = play(tree, branch(700), [], null);
    expect(again.ok && again.value.id).toBe(ids[700]);
    selectNode(tree, 0);
    const forced = play(tree, branch(700), [6], null);
    expect(forced.ok && forced.value.id).toBe(tree.nodes.length - 1);
    expect(currentNode(tree).dice).toEqual([6]);
    // One key per play (and the index built once): ~1,500, where comparing with every sibling took ~2.2 million.
    expect(stringify.mock.calls.length).toBeLessThan(5 * branches);
  });
});
