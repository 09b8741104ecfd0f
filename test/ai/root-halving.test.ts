/**
 * Sequential halving at the root (ai/root-halving.ts, issue 18): every candidate gets a fair sample before the
 * worse half goes, so a candidate that drew a few unlucky dice streams early is not left for good.
 */
import { describe, expect, it } from 'vitest';
import { createSearch, GAME_END, makeRand, mergeResults } from '../../ai';
import type { Decision } from '../../ai/decision';
import { newHalving, nextArm, type RootArm } from '../../ai/root-halving';
import { loadPuzzles } from '../../cli/commands/puzzles';
import { startGame } from '../../cli/load';

/** Plays a halving over Bernoulli arms with these win chances, every arm's n-th pull on the same stream. */
function playBandit(means: number[], budget: number, seed: string): { pulls: number[]; chosen: number } {
  const streams: number[] = [];
  const rand = makeRand(seed);
  const arms: RootArm[] = means.map(() => ({ visits: 0, value: 0 }));
  const wins = means.map(() => 0);
  const h = newHalving(means.length, budget);
  for (let t = 0; t < budget; t++) {
    const k = nextArm(h, (j) => arms[j]!);
    const n = arms[k]!.visits;
    while (streams.length <= n) streams.push(rand());
    wins[k]! += streams[n]! < means[k]! ? 1 : 0;
    arms[k] = { visits: n + 1, value: wins[k]! / (n + 1) };
  }
  const chosen = nextArm(h, (j) => arms[j]!);
  return { pulls: arms.map((a) => a.visits), chosen };
}

describe('sequential halving at the root', () => {
  it('merges halved searches by the rounds a candidate got through, not by summed visits', () => {
    const x: Decision = { type: 'move', model: 'r1', to: [23.85, 9.27] };
    const y: Decision = { type: 'move', model: 'r1', to: [24.54, 11.73] };
    const hold: Decision = { type: 'hold', model: 'r1' };
    const c = (action: Decision, visits: number, value: number, rounds: number) => ({
      action,
      visits,
      value,
      pv: [action],
      rounds,
    });
    const result = (candidates: ReturnType<typeof c>[]) => ({
      action: candidates[0]!.action,
      iterations: 200,
      timeMs: 1,
      candidates,
    });
    // Y came second in both searches: 136 visits in all, more than either winner's 71 + a few.
    const merged = mergeResults([
      result([c(x, 71, 0.638, 3), c(y, 65, 0.61, 2), c(hold, 20, 0.5, 1)]),
      result([c(hold, 71, 0.66, 3), c(y, 71, 0.64, 2), c(x, 20, 0.55, 1)]),
    ]);
    expect(merged.candidates[2]!.action).toEqual(y);
    expect([x, hold]).toContainEqual(merged.action);
  });

  it('cuts the budget into ⌈log2 n⌉ rounds and gives every candidate its share of the first', () => {
    const h = newHalving(15, 800);
    expect(h.rounds).toBe(4);
    expect(h.target).toBe(13);
    expect(h.alive).toHaveLength(15);
    expect(newHalving(2, 40).rounds).toBe(1);
  });

  it('samples every arm fairly, halves by value and names the best arm', () => {
    const means = [0.4, 0.42, 0.38, 0.55, 0.41, 0.39, 0.43, 0.4];
    let right = 0;
    for (let r = 0; r < 20; r++) {
      const { pulls, chosen } = playBandit(means, 800, `bandit-${r}`);
      expect(Math.min(...pulls)).toBeGreaterThanOrEqual(Math.floor(800 / (3 * 8)));
      expect(pulls.reduce((a, b) => a + b, 0)).toBe(800);
      if (chosen === 3) right++;
    }
    expect(right).toBeGreaterThanOrEqual(17);
  });

  it('gives every root candidate its share of the visits, where PUCT starves some', () => {
    // Session 11 found it on hold-for-the-long-shot (PUCT left `hold` 5 visits at 0%); since session 12 that
    // shooter's pointless steps are no longer candidates, so the position with the wolf shows it now.
    const p = loadPuzzles('test/puzzles').find((q) => q.id === 'out-of-reach-of-the-wolf');
    if (p === undefined) throw new Error('out-of-reach-of-the-wolf missing');
    const s = startGame(p.scenario).state;
    const run = (root: 'halving' | 'puct') => {
      // As `analyse --budget 800 --horizon end` searched it (seed 'analyse', the game's result as the value).
      const search = createSearch(s, { iterations: 800, horizon: GAME_END, seed: 'analyse', root });
      while (!search.done()) search.run(64);
      return search.result().candidates;
    };
    const halving = run('halving');
    const n = halving.length;
    expect(n).toBeGreaterThan(4);
    const least = Math.floor(800 / (Math.ceil(Math.log2(n)) * n));
    for (const c of halving) expect(c.visits).toBeGreaterThanOrEqual(least);
    const puct = run('puct');
    expect(Math.min(...puct.map((c) => c.visits))).toBeLessThan(least);
  });
});
