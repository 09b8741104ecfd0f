// Game review in the app (issue 23) without a browser: the app's review request (budget, the person's side
// first), the rematch (same scenario and seed, seats kept or swapped), the review store over a local service
// (progress, marks by ply, the decision at the position shown, luck per side, kept across a reload of the
// saved game) and the words of the review (points, a decision's line, the reason from the key outcomes).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watch } from 'vue';
import { REVIEW_BUDGET, reviewThresholds } from '../../ai';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import {
  decisionLine,
  luckText,
  noneMarkedText,
  points,
  reasonText,
  reviewOfferText,
  sameDecision,
} from '../../renderer/src/panels/review-text';
import { useGameStore } from '../../renderer/src/stores/game';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useReviewStore } from '../../renderer/src/stores/review';
import { GameService } from '../../session/game-service';
import { APP_REVIEW_BUDGET, appReviewRequest, REVIEW_DEPTHS } from '../../session/app-review';
import type { DecisionReview, LineEntry } from '../../session/service-types';

const FIXTURE = readFileSync(
  resolve(import.meta.dirname, '../e2e/fixtures/charge-isolated-lost.skirmisher.json'),
  'utf8',
);

describe('the app’s review request', () => {
  it('reviews at 1,500 iterations, the person’s own decisions first against the AI', () => {
    expect(APP_REVIEW_BUDGET).toBe(1500);
    expect(REVIEW_DEPTHS.expert).toBe(REVIEW_BUDGET);
    expect(appReviewRequest([{ kind: 'human' }, { kind: 'ai', level: 'hard' }], 'expert').budget).toBe(6000);
    expect(appReviewRequest([{ kind: 'human' }, { kind: 'ai', level: 'normal' }])).toEqual({
      budget: 1500,
      order: 'forward',
      side: 0,
    });
    expect(appReviewRequest([{ kind: 'ai', level: 'easy' }, { kind: 'human' }]).side).toBe(1);
    expect(appReviewRequest([{ kind: 'human' }, { kind: 'human' }]).side).toBeUndefined();
    expect(
      appReviewRequest([
        { kind: 'ai', level: 'easy' },
        { kind: 'ai', level: 'hard' },
      ]).side,
    ).toBeUndefined();
  });

  it('labels with the thresholds of its budget (inaccuracy 12.5 points, mistake 20, blunder 30)', () => {
    const t = reviewThresholds(APP_REVIEW_BUDGET);
    expect(t.inaccuracy).toBeCloseTo(0.125, 12);
    expect(t.mistake).toBeCloseTo(0.2, 12);
    expect(t.blunder).toBeCloseTo(0.3, 12);
  });
});

describe('a rematch', () => {
  it('starts the scenario again with its seed, the seats kept or swapped', () => {
    const service = new GameService();
    const loaded = service.loadGame(FIXTURE);
    expect(loaded.ok).toBe(true);
    const start = service.view();
    const same = service.rematch(false);
    if (!same.ok) throw new Error(same.error.message);
    expect(same.value.snapshot.ply).toBe(0);
    expect(same.value.snapshot.players).toEqual([{ kind: 'human' }, { kind: 'ai', level: 'easy' }]);
    expect(same.value.snapshot.state.seed).toBe('fx1');
    const swapped = service.rematch(true);
    if (!swapped.ok) throw new Error(swapped.error.message);
    expect(swapped.value.snapshot.players).toEqual([{ kind: 'ai', level: 'easy' }, { kind: 'human' }]);
    // The scenario's sides stay as they were: the same models where they were, the same side to act first.
    expect(swapped.value.snapshot.state.models).toEqual(same.value.snapshot.state.models);
    expect(swapped.value.snapshot.state.activeSide).toBe(same.value.snapshot.state.activeSide);
    expect(start.ok).toBe(true);
  });

  it('answers ERR_NO_GAME before any game', () => {
    const r = new GameService().rematch(true);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_NO_GAME');
  });
});

describe('the review store', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    setGameClient(createLocalClient(new GameService()));
  });
  afterEach(() => setGameClient(null));

  it('reviews the finished game: progress, the blunder marked at its ply, luck per side, kept after a reload', async () => {
    const play = usePlayStore();
    const game = useGameStore();
    const review = useReviewStore();
    expect(await play.loadGame(FIXTURE)).toBe(true);
    await review.refresh();
    expect(review.review).toBeNull();
    const seen: number[] = [];
    const stop = watch(
      () => review.progress,
      (p) => p && seen.push(p.done),
      { flush: 'sync' },
    );
    const started = review.start();
    expect(review.running).toBe(true);
    expect(await started).toBe(true);
    stop();
    expect(review.running).toBe(false);
    const r = review.review!;
    expect(seen.at(-1)).toBe(r.total);
    expect(r.budget).toBe(1500);
    expect(r.complete).toBe(true);
    expect(review.marked.map((d) => [d.ply, d.label])).toEqual([[0, 'blunder']]);
    expect(review.worst(0).map((d) => d.ply)).toEqual([0]);
    expect(review.worst(1)).toEqual([]);
    // The Reavers' dice after the blunder went against them; the same stretch is the Raiders' luck.
    const reavers = review.luckOf(0);
    const raiders = review.luckOf(1);
    expect(reavers.at(-1)!.gain).toBeLessThan(0);
    expect(raiders[0]!.gain).toBeCloseTo(-reavers.at(-1)!.gain, 12);
    // At the end no decision is shown; at ply 0 the blunder is.
    expect(review.here).toBeNull();
    expect(await play.goTo(0)).toBe(true);
    expect(review.here?.label).toBe('blunder');
    // Saved with the game and read back.
    const text = await game.exportGame();
    expect(JSON.parse(text!).review.decisions).toHaveLength(r.decisions.length);
    expect(await play.loadGame(text!)).toBe(true);
    await review.refresh();
    expect(review.review?.decisions).toEqual(r.decisions);
  });

  it('counts as luck only the dice with no unreviewed decision among them (a partial review’s last stretch is not luck)', async () => {
    const play = usePlayStore();
    const review = useReviewStore();
    expect(await play.loadGame(FIXTURE)).toBe(true);
    expect(await review.start()).toBe(true);
    const full = review.review!;
    const stretch = full.luck.find((l) => l.rolls > 0)!;
    review.review = { ...full, luck: [{ ...stretch, skipped: 2 }] };
    expect(review.luckOf(0)).toEqual([]);
    review.review = { ...full, luck: [stretch] };
    expect(review.luckOf(stretch.side)[0]!.gain).toBe(stretch.luck);
  });

  it('stops on Cancel and keeps what was reviewed', async () => {
    const play = usePlayStore();
    const review = useReviewStore();
    expect(await play.loadGame(FIXTURE)).toBe(true);
    const started = review.start();
    review.cancel();
    expect(review.stopping).toBe(true);
    await started;
    expect(review.running).toBe(false);
    expect(review.stopping).toBe(false);
    expect(review.review === null || !review.review.complete).toBe(true);
  });

  it('offers to resume a stopped review with its estimate, and resumes it to the end, counting only the rest', async () => {
    const play = usePlayStore();
    const review = useReviewStore();
    expect(await play.loadGame(FIXTURE)).toBe(true);
    await review.refreshEstimate();
    const fresh = review.estimate!;
    expect(fresh).toMatchObject({ kept: 0, budget: APP_REVIEW_BUDGET, searches: 1 });
    expect(fresh.etaMs).toBeGreaterThan(0);
    expect(reviewOfferText(false, fresh)).toMatch(
      new RegExp(
        `^Review the game \\(${fresh.decisions} decisions at 1,500 iterations, (under a minute|about \\d+ min)\\): `,
      ),
    );
    const firsts: [number, number, number][] = [];
    const stop = watch(
      () => review.progress,
      (p) => {
        if (p) firsts.push([p.done, p.total, p.kept]);
        if (p && p.done >= 1) review.cancel();
      },
      { flush: 'sync' },
    );
    await review.start();
    // The progress starts from the estimate: the time left is known before the first decision is done.
    expect(firsts[0]).toEqual([0, fresh.decisions, 0]);
    const kept = review.review!.decisions.length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(fresh.decisions);
    expect(review.resumable).toBe(true);
    await review.refreshEstimate();
    expect(review.estimate).toMatchObject({
      decisions: fresh.decisions - kept,
      kept,
      total: fresh.decisions,
    });
    expect(reviewOfferText(true, review.estimate)).toMatch(
      new RegExp(
        `^Resume the review: the ${fresh.decisions - kept} decisions not reviewed yet \\(of ${fresh.decisions}\\)`,
      ),
    );
    stop();
    const rest: [number, number, number][] = [];
    const stop2 = watch(
      () => review.progress,
      (p) => p && rest.push([p.done, p.total, p.kept]),
      { flush: 'sync' },
    );
    expect(await review.start()).toBe(true);
    stop2();
    expect(rest.at(-1)).toEqual([fresh.decisions - kept, fresh.decisions - kept, kept]);
    expect(review.review).toMatchObject({ complete: true, budget: APP_REVIEW_BUDGET });
    expect(review.review!.decisions).toHaveLength(fresh.decisions);
    expect(review.resumable).toBe(false);
  });
});

describe('the words of a review', () => {
  const d: DecisionReview = {
    ply: 14,
    turn: 3,
    side: 0,
    phase: 'movement',
    model: 'r1',
    played: { type: 'charge', model: 'r1', target: 'b2' },
    best: { type: 'charge', model: 'r1', target: 'b1' },
    winBefore: 0.63,
    playedValue: 0.27,
    winAfter: 0.27,
    loss: 0.36,
    label: 'blunder',
    pv: [],
    candidates: [],
    iterations: 1500,
    timeMs: 900,
  };
  const names = { r1: 'Brute r1', b1: 'Archer', b2: 'Brute b2' };

  it('says points signed, a decision in one line, and whether two decisions are the same', () => {
    expect(points(-0.227)).toBe('−23');
    expect(points(0.05)).toBe('+5');
    expect(points(0.001)).toBe('0');
    expect(decisionLine(d, names)).toBe(
      'Blunder: turn 3, Movement — Brute r1 charges Brute b2 (−36 points); better: Brute r1 charges Archer',
    );
    expect(
      sameDecision({ type: 'move', model: 'r1', to: [1, 2] }, { to: [1, 2], model: 'r1', type: 'move' }),
    ).toBe(true);
    expect(sameDecision(d.played, d.best)).toBe(false);
    // The person's shot names its weapon, the review's best (a legal action) names none for a lone missile weapon.
    const shot = { type: 'shoot' as const, model: 'r1', target: 'b1' };
    expect(sameDecision({ ...shot, weapon: 'crossbow' }, shot)).toBe(true);
    expect(sameDecision({ ...shot, weapon: 'crossbow' }, { ...shot, weapon: 'sling' })).toBe(false);
    expect(sameDecision({ ...shot, weapon: 'crossbow' }, { ...shot, target: 'b2' })).toBe(false);
  });

  it('names a stretch of dice by its first action that rolls, not by the phase end that starts it', () => {
    const entry = (
      ply: number,
      action: LineEntry['action'],
      phase: LineEntry['phase'],
      turn = 1,
    ): LineEntry => ({
      ply: ply + 1,
      node: ply + 1,
      action,
      turn,
      side: 1,
      phase,
      by: 'ai',
      side0Value: null,
      dice: [],
      alternatives: [],
    });
    const line = [
      entry(0, { type: 'endPhase' }, 'movement'),
      entry(1, { type: 'endPhase' }, 'magic'),
      entry(2, { type: 'shoot', model: 'b1', target: 'r1' }, 'shooting'),
      entry(3, { type: 'endPhase' }, 'shooting'),
      entry(4, { type: 'charge', model: 'r1', target: 'b1' }, 'movement', 2),
      entry(5, { type: 'endPhase' }, 'movement', 2),
      entry(6, { type: 'endPhase' }, 'closeCombat', 2),
    ];
    const who = { r1: 'Captain', b1: 'Raider Chief' };
    // The AI's phase end, then its forced shot: the shot names the stretch (it was "T1 End phase").
    expect(luckText(0, 4, line, who)).toBe('T1 Raider Chief shoots Captain');
    expect(luckText(4, 7, line, who)).toBe('T2 Captain charges Raider Chief');
    expect(luckText(5, 7, line, who)).toBe('T2 close combat');
    expect(luckText(9, 10, line, who)).toBe('the dice');
  });

  it('says when a review marked nothing, with the least loss a mark needs', () => {
    expect(noneMarkedText(0, 0.125)).toMatch(/^No decision is marked: none lost 12\.5 points of win chance/);
    expect(noneMarkedText(0, 0.2)).toMatch(/none lost 20 points/);
    expect(noneMarkedText(2, 0.125)).toBe('');
  });

  it('gives the reason from the key outcomes that differ', () => {
    const best = [
      { key: 'reaches' as const, label: 'Charge reaches', p: 1 },
      { key: 'outOfAction' as const, label: 'Archer out of action after the combat', p: 0.38 },
      { key: 'rout' as const, label: 'Marsh raiders rout next turn', p: 0.14 },
    ];
    const played = [
      { key: 'reaches' as const, label: 'Charge reaches', p: 1 },
      { key: 'outOfAction' as const, label: 'Brute b2 out of action after the combat', p: 0.09 },
      { key: 'rout' as const, label: 'Marsh raiders rout next turn', p: 0.03 },
    ];
    expect(reasonText(best, played)).toBe(
      'Archer out of action after the combat 38% (played: Brute b2 9%) · Marsh raiders rout next turn 14% (played: 3%)',
    );
    expect(reasonText(best, null)).toBe(
      'Charge reaches 100% · Archer out of action after the combat 38% · Marsh raiders rout next turn 14%',
    );
    expect(reasonText(null, null)).toBe('');
  });
});
