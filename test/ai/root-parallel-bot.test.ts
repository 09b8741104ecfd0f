/**
 * `mcts:searches=N` (ai/bots.ts): the bot plays as the app does on N cores (root-parallel search, ai/merge.ts):
 * N searches of each decision with the full budget and seeds `parallelSeed`, merged at the root.
 */
import { describe, expect, it } from 'vitest';
import {
  createSearch,
  isEngineAction,
  makeBot,
  makeRand,
  mergeResults,
  newPlan,
  parallelSeed,
  search,
} from '../../ai';
import { applyInPlace, cloneState, searchRoller } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

describe('mcts:searches=N', () => {
  it('merges N searches of the decision with the seeds the app uses', () => {
    const s = cloneState(startGame(loadScenario('ruined-street')).state);
    applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('b')));
    // Seed 'merge': the merged first search answers a move, so the bot's last search is its first (on duel the
    // Captain, who has a shot, holds since session 12, and the bot searches again for the next model).
    const bot = makeBot('mcts:budget=120,horizon=2,searches=3', 'merge');
    bot.decide(s);
    const opts = { iterations: 120, horizon: 2, plan: newPlan(s) };
    const own = createSearch(s, { ...opts, seed: 'merge:0' });
    while (!own.done()) own.run(64);
    // The merged root's tie, if any, is broken by the heuristic as the bot's own search breaks it.
    const expected = own.settle(
      mergeResults([
        own.result(),
        search(s, { ...opts, seed: parallelSeed('merge:0', 1) }),
        search(s, { ...opts, seed: parallelSeed('merge:0', 2) }),
      ]),
    );
    expect(isEngineAction(expected.action)).toBe(true);
    expect(bot.lastSearch?.iterations).toBe(360);
    expect(bot.lastSearch?.candidates.map((c) => [c.action, c.visits])).toEqual(
      expected.candidates.map((c) => [c.action, c.visits]),
    );
  });

  it('each search goes on from its own last tree after a move (tree reuse)', () => {
    const s = cloneState(startGame(loadScenario('ruined-street')).state);
    applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('r')));
    const kept = (searches: number): number => {
      const bot = makeBot(`mcts:budget=150,horizon=2,searches=${searches}`, 'reuse');
      const t = cloneState(s);
      const first = bot.decide(t);
      expect(first.type).toBe('move');
      applyInPlace(t, first, searchRoller(makeRand('r')));
      bot.decide(t);
      const last = bot.lastSearch!;
      expect(last.candidates.reduce((n, c) => n + c.visits, 0)).toBe(last.iterations + last.kept!);
      return last.kept!;
    };
    const alone = kept(1);
    expect(alone).toBeGreaterThan(0);
    expect(kept(2)).toBeGreaterThan(alone);
  });

  it('runs every search even when the first puts all its visits on one candidate, as the app does', () => {
    const s = cloneState(startGame(loadScenario('duel')).state);
    applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('b')));
    const bot = makeBot('mcts:budget=1,horizon=2,searches=3', 'one');
    bot.decide(s);
    expect(bot.lastSearch?.iterations).toBe(3);
  });

  it('names a bad number of searches', () => {
    for (const bad of ['0', '1.5', '17', 'x'])
      expect(() => makeBot(`mcts:searches=${bad}`, 's')).toThrow(
        'searches must be a whole number from 1 to 16',
      );
  });
});
