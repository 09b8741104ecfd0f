/**
 * Root-parallel search in the app (session/parallel-search.ts, DESIGN.md "AI"): the engine worker's search
 * and its helpers', each with the full budget and its own seed, merged at the root; a helper that fails or hangs
 * is dropped and the decision goes on without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LEVELS, mergeResults, newPlan, parallelSeed, search } from '../../ai';
import { applyAction, applyInPlace, cloneState, searchRoller, type GameState } from '../../engine';
import { makeRand } from '../../ai';
import { loadScenario, startGame } from '../../cli/load';
import { AiPlayer } from '../../session/ai-player';
import { helperCount, helpers, installHelpers, playHelpers } from '../../session/helper-pool';
import { localHelper, yieldToMessages, type SearchHelper } from '../../session/helper-search';
import { ParallelSearch } from '../../session/parallel-search';

/** Duel at red's first Movement phase. */
function duel(): GameState {
  const s = cloneState(startGame(loadScenario('duel')).state);
  applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('d')));
  expect(s.phase).toBe('movement');
  return s;
}

async function runOut(p: ParallelSearch): Promise<void> {
  while (!p.done()) await p.step(32, 5);
}

/** A helper that never answers `at` (a hung worker); counts its retirements. */
function hungHelper(at: 'begin' | 'finished'): SearchHelper & { retired: number } {
  const local = localHelper();
  const never = new Promise<never>(() => undefined);
  const h = {
    ...local,
    retired: 0,
    begin: at === 'begin' ? () => never : local.begin,
    finished: () => never,
    progress: () => never,
    stop: () => never,
    retire: () => {
      h.retired++;
    },
  };
  return h;
}

afterEach(() => installHelpers([]));

describe('root-parallel search in the app', () => {
  it('merges the own search and a helper search with seed s/h1, each with the full budget', async () => {
    const s = duel();
    const opts = { iterations: 200, seed: 'par', plan: newPlan(s) };
    const p = await ParallelSearch.start(s, opts, [localHelper()]);
    expect(p.searchers).toBe(2);
    await runOut(p);
    const merged = await p.result();
    const expected = mergeResults([search(s, opts), search(s, { ...opts, seed: parallelSeed('par', 1) })]);
    expect(merged.iterations).toBe(400);
    expect(merged.candidates.map((c) => [c.action, c.visits])).toEqual(
      expected.candidates.map((c) => [c.action, c.visits]),
    );
    expect(merged.action).toEqual(expected.action);
    expect(p.progress().iterations).toBe(400);
  });

  it('searches alone with no helpers, the same answer as the search itself', async () => {
    const s = duel();
    const opts = { iterations: 150, seed: 'solo', plan: newPlan(s) };
    const p = await ParallelSearch.start(s, opts, []);
    expect(p.searchers).toBe(1);
    await runOut(p);
    const r = await p.result();
    expect(r.candidates.map((c) => [c.action, c.visits])).toEqual(
      search(s, opts).candidates.map((c) => [c.action, c.visits]),
    );
  });

  it('drops a helper that does not answer, retires it and goes on alone', async () => {
    const s = duel();
    const opts = { iterations: 100, seed: 'hung', plan: newPlan(s) };
    for (const at of ['begin', 'finished'] as const) {
      const h = hungHelper(at);
      installHelpers([h]);
      const p = await ParallelSearch.start(s, opts, helpers(), 50);
      await runOut(p);
      const r = await p.result();
      expect(p.searchers).toBe(1);
      expect(r.iterations).toBe(100);
      expect(h.retired).toBe(1);
      expect(helpers()).toEqual([]);
    }
  });

  it('drops a helper whose calls fail', async () => {
    const s = duel();
    const failing: SearchHelper = {
      ...localHelper(),
      progress: () => Promise.reject(new Error('worker died')),
      finished: () => Promise.reject(new Error('worker died')),
      retire: () => undefined,
    };
    installHelpers([failing]);
    const p = await ParallelSearch.start(s, { iterations: 80, seed: 'f' }, helpers());
    expect(p.searchers).toBe(2);
    await runOut(p);
    expect(p.searchers).toBe(1);
    expect((await p.result()).iterations).toBe(80);
  });

  it('the AI player decides with the installed helpers and reports how many searches it merged', async () => {
    installHelpers([localHelper()]);
    const s = duel();
    const player = new AiPlayer({ kind: 'ai', level: 'easy' }, 0, 'app');
    const reports: number[] = [];
    const d = await player.decide(s, {
      stopRequest: () => null,
      onProgress: (p) => reports.push(p.searchers),
    });
    expect(d?.summary.searchers).toBe(2);
    expect(d?.summary.iterations).toBeGreaterThan(LEVELS.easy.iterations);
    expect(reports.every((n) => n === 2)).toBe(true);
  });

  it('a begun helper searches on its own between messages until told to stop', async () => {
    const s = duel();
    const h = localHelper();
    await h.begin(s, { iterations: 1_000_000, seed: 'own' });
    for (let k = 0; k < 5; k++) await yieldToMessages();
    const p = await h.progress();
    expect(p.iterations).toBeGreaterThan(0);
    expect(p.done).toBe(false);
    await h.stop();
    const f = await h.finished();
    expect(f.done).toBe(true);
    expect(f.iterations).toBeLessThan(1_000_000);
    expect((await h.result()).iterations).toBe(f.iterations);
  });

  it('a helper given a structured clone (a worker message) searches the position the engine would build', async () => {
    const duelMid = duel();
    const street = applyAction(startGame(loadScenario('ruined-street')).state, { type: 'endPhase' });
    const farm = applyAction(startGame(loadScenario('storm-the-farmhouse')).state, { type: 'endPhase' });
    if (!street.ok || !farm.ok) throw new Error('setup');
    for (const s of [duelMid, street.value.state, farm.value.state]) {
      const opts = { ...LEVELS.normal.search, iterations: 120, seed: 'clone', plan: newPlan(s) };
      const h = localHelper();
      await h.begin(structuredClone(s), opts);
      const f = await h.finished();
      const ours = search(s, opts);
      expect(f.iterations).toBe(ours.iterations);
      const theirs = await h.result();
      expect(theirs.candidates.map((c) => [c.action, c.visits, c.value])).toEqual(
        ours.candidates.map((c) => [c.action, c.visits, c.value]),
      );
    }
  });

  it('the AI player and its helpers go on from the subtrees of its last move', async () => {
    const r = applyAction(startGame(loadScenario('ruined-street')).state, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    const twoDecisions = async () => {
      const player = new AiPlayer({ kind: 'ai', level: 'easy' }, 0, 'reuse');
      const first = await player.decide(r.value.state, { stopRequest: () => null });
      expect(first?.action.type).toBe('move');
      expect(first!.summary.kept).toBeUndefined();
      const next = applyAction(r.value.state, first!.action);
      if (!next.ok) throw new Error(next.error.message);
      return (await player.decide(next.value.state, { stopRequest: () => null }))!.summary;
    };
    const alone = await twoDecisions();
    installHelpers([localHelper()]);
    const helped = await twoDecisions();
    expect(alone.iterations).toBe(LEVELS.easy.iterations);
    expect(alone.kept).toBeGreaterThan(0);
    expect(helped.iterations).toBe(2 * LEVELS.easy.iterations);
    // The merged root counts every search's kept visits: the helper's tree was kept too.
    expect(helped.kept).toBeGreaterThan(alone.kept!);
    expect(helped.candidates[0]!.visits).toBeGreaterThan(alone.candidates[0]!.visits);
  });

  it('starts one helper fewer than the cores, at most 3', () => {
    expect([undefined, 1, 2, 4, 8, 64].map(helperCount)).toEqual([0, 0, 1, 3, 3, 3]);
  });

  it('leaves the page a core while the AI plays, and gives a review every helper (issue 21, item 13)', () => {
    const three = (): ReturnType<typeof localHelper>[] => [localHelper(), localHelper(), localHelper()];
    const playing = (uiCores: number | undefined): number => {
      installHelpers(three, uiCores === undefined ? {} : { uiCores });
      return playHelpers().length;
    };
    expect([2, 3, 4, 5, 8].map(playing)).toEqual([0, 1, 2, 3, 3]);
    expect(playing(undefined)).toBe(3);
    installHelpers(three, { uiCores: 2 });
    expect(playHelpers()).toHaveLength(0);
    expect(helpers()).toHaveLength(3);
  });

  it('starts installed helper workers on first use only', () => {
    let started = 0;
    installHelpers(() => {
      started++;
      return [localHelper()];
    });
    expect(started).toBe(0);
    expect(helpers()).toHaveLength(1);
    expect(helpers()).toHaveLength(1);
    expect(started).toBe(1);
  });
});
