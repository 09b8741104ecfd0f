// The game host's review (issue 23): the line on the table reviewed with progress, the same review with a
// helper searching half the decisions as without, a stop that keeps what was done, a stopped review resumed
// (after a save and a load) into the review never stopped, refusals while busy and for bad requests, and the
// review kept in the saved file and read back.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameReview, ReviewProgress } from '../../session/service-types';
import { GameService } from '../../session/game-service';
import { installHelpers } from '../../session/helper-pool';
import { localHelper, type SearchHelper } from '../../session/helper-search';

afterEach(() => installHelpers([]));

/** A service with a short greedy game of duel played to its end. */
async function playedDuel(): Promise<GameService> {
  const service = new GameService();
  const r = service.newGame({
    scenario: 'duel',
    players: [
      { kind: 'bot', bot: 'greedy' },
      { kind: 'bot', bot: 'greedy' },
    ],
    seed: 'sr1',
  });
  expect(r.ok).toBe(true);
  for (let k = 0; k < 500 && service.current()!.toAct === 'ai'; k++)
    expect((await service.think()).ok).toBe(true);
  return service;
}

const strip = (r: GameReview) => r.decisions.map(({ timeMs: _t, ...rest }) => rest);

describe('GameService.review', () => {
  it('reviews the line with progress, the same with a helper as alone, and keeps it with the game', async () => {
    const service = await playedDuel();
    const seen: ReviewProgress[] = [];
    const alone = await service.review({ budget: 8, order: 'fromEnd', maxDecisions: 6 }, (p) => seen.push(p));
    expect(alone.ok).toBe(true);
    if (!alone.ok) return;
    expect(alone.value.decisions).toHaveLength(6);
    // Progress as it starts (with the time estimate already) and after each decision.
    expect(seen.map((p) => p.done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seen[0]!.etaMs).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ total: 6, etaMs: 0 });
    const used: SearchHelper = localHelper();
    let begun = 0;
    installHelpers([{ ...used, begin: (s, o) => (begun++, used.begin(s, o)) }]);
    const helped = await service.review({ budget: 8, order: 'fromEnd', maxDecisions: 6 });
    expect(helped.ok && strip(helped.value)).toEqual(strip(alone.value));
    expect(begun).toBeGreaterThan(0);
    expect(service.currentReview()).toEqual(helped.ok ? helped.value : null);
  });

  it('stops on stopReview with the decisions done, and refuses a bad request naming the field', async () => {
    const service = await playedDuel();
    let stopped = false;
    const r = await service.review({ budget: 8 }, (p) => {
      if (p.done === 2 && !stopped) {
        stopped = true;
        service.stopReview();
      }
    });
    expect(r.ok && r.value.decisions.length).toBe(2);
    expect(r.ok && r.value.complete).toBe(false);
    expect(await service.review({ budget: 0 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_REVIEW', message: expect.stringContaining('budget') },
    });
    expect(await service.review({ order: 'backwards' as 'forward' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_REVIEW', message: expect.stringContaining('order') },
    });
  });

  it('resumes a stopped review, with a helper, into the review never stopped, also after a save and a load', async () => {
    const service = await playedDuel();
    const straight = await service.review({ budget: 8, side: 1 });
    expect(straight.ok && straight.value.complete).toBe(true);
    if (!straight.ok) return;
    expect(await service.review({ resume: true })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_REVIEW', message: 'resume: the line shown has no stopped review to resume' },
    });
    const r = await service.review({ budget: 8, side: 1 }, (p) => {
      if (p.done === 3) service.stopReview();
    });
    expect(r.ok && r.value.decisions.length).toBe(3);
    // Saved and loaded, the stopped review is resumed where it stopped, a helper searching with the worker.
    const other = new GameService();
    const humans = [{ kind: 'human' }, { kind: 'human' }] as const;
    expect(other.loadGame((service.exportGame() as { value: string }).value, [...humans]).ok).toBe(true);
    const estimate = other.reviewEstimate({ resume: true });
    expect(estimate).toMatchObject({
      ok: true,
      value: {
        decisions: straight.value.total - 3,
        kept: 3,
        total: straight.value.total,
        budget: 8,
        searches: 1,
      },
    });
    expect(estimate.ok && estimate.value.etaMs).toBeGreaterThan(0);
    expect(other.reviewEstimate({ resume: true, budget: 9 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_REVIEW', message: "budget must be the stopped review's 8 to resume it, got 9" },
    });
    installHelpers([localHelper()]);
    const seen: ReviewProgress[] = [];
    const resumed = await other.review({ resume: true }, (p) => seen.push(p));
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(strip(resumed.value)).toEqual(strip(straight.value));
    expect({ ...resumed.value, decisions: [] }).toEqual({ ...straight.value, decisions: [] });
    expect(seen.map((p) => [p.done, p.total, p.kept])).toEqual(
      Array.from({ length: straight.value.total - 2 }, (_, k) => [k, straight.value.total - 3, 3]),
    );
    expect(other.currentReview()).toEqual(resumed.value);
  });

  it('writes the review into the saved game and reads it back; a line branched from a reviewed decision has none', async () => {
    const service = await playedDuel();
    const r = await service.review({ budget: 8, order: 'fromEnd', maxDecisions: 3 });
    expect(r.ok).toBe(true);
    const text = service.exportGame();
    expect(text.ok).toBe(true);
    if (!text.ok || !r.ok) return;
    expect(JSON.parse(text.value).review).toEqual(r.value);
    const other = new GameService();
    const humans = [{ kind: 'human' }, { kind: 'human' }] as const;
    expect(other.loadGame(text.value, [...humans]).ok).toBe(true);
    expect(other.currentReview()).toEqual(r.value);
    // Another action where a reviewed one was played starts a branch: the review is not of that line.
    const d = r.value.decisions.find((x) => x.played.type !== 'endPhase')!;
    expect(other.goTo(d.ply).ok).toBe(true);
    expect(other.currentReview()).toEqual(r.value);
    expect(other.act({ type: 'endPhase' }).ok).toBe(true);
    expect(other.currentReview()).toBeNull();
    expect(JSON.parse((other.exportGame() as { value: string }).value).review).toBeUndefined();
  });
});
