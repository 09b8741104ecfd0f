// A saved game's optional `review` (issue 23; docs/architecture.md "Format extensions"): a file with a review
// validates and loads, an older file without one still loads, a review of the wrong shape is refused with a
// problem naming the field, and a newer format is refused as before.
import { describe, expect, it } from 'vitest';
import { newerFormat, parseSavedGame } from '../../formats/saved-game';
import { validateSavedGame } from '../../formats/validate';
import { scenario } from './fixtures';

const OPENING = [{ type: 'endPhase' }, { type: 'move', model: 'r1', to: [6, 6] }];

/** A review of the opening's move, as `reviewGame` writes one (ai/review-types.ts `GameReview`). */
function review(): Record<string, unknown> {
  return {
    version: 1,
    plies: 2,
    budget: 6000,
    seed: 'test-1/review',
    complete: true,
    total: 1,
    thresholds: { inaccuracy: 0.0625, mistake: 0.1, blunder: 0.2 },
    decisions: [
      {
        ply: 1,
        turn: 1,
        side: 0,
        phase: 'movement',
        model: 'r1',
        played: { type: 'move', model: 'r1', to: [6, 6] },
        best: { type: 'hold', model: 'r1' },
        winBefore: 0.52,
        playedValue: 0.4,
        winAfter: 0.4,
        loss: 0.12,
        label: 'mistake',
        pv: [{ type: 'hold', model: 'r1' }, { type: 'endPhase' }],
        candidates: [
          { action: { type: 'hold', model: 'r1' }, visits: 3000, value: 0.52 },
          { action: { type: 'move', model: 'r1', to: [6, 6] }, visits: 1200, value: 0.4 },
        ],
        iterations: 6000,
        timeMs: 3120.5,
      },
    ],
    luck: [],
    accuracy: [
      { decisions: 1, meanLoss: 0.12, inaccuracies: 0, mistakes: 1, blunders: 0 },
      { decisions: 0, meanLoss: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
    ],
  };
}

function game(extra: Record<string, unknown> = {}) {
  return { format: 'skirmisher-game/1', scenario: scenario(), actions: OPENING, seed: 'test-1', ...extra };
}

describe('the saved game’s review field', () => {
  it('loads a file with a review, and one without (older files)', () => {
    const withReview = parseSavedGame(game({ review: review() }));
    expect(withReview.ok).toBe(true);
    expect(withReview.ok && withReview.game.review).toEqual(review());
    expect(parseSavedGame(game()).ok).toBe(true);
  });

  it('refuses a review of the wrong shape, naming the field', () => {
    const bad = review();
    (bad.decisions as Record<string, unknown>[])[0]!.loss = -2;
    expect(validateSavedGame(game({ review: bad }))).toEqual({
      ok: false,
      problems: [{ path: 'review.decisions[0].loss', message: 'expected a loss from 0 to 1, got -2' }],
    });
    const labelled = review();
    (labelled.decisions as Record<string, unknown>[])[0]!.label = 'howler';
    const r = validateSavedGame(game({ review: labelled }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]!.path).toBe('review.decisions[0].label');
    const newer = { ...review(), version: 2 };
    expect(validateSavedGame(game({ review: newer }))).toMatchObject({
      ok: false,
      problems: [
        { path: 'review.version', message: expect.stringContaining('the review version this app reads') },
      ],
    });
    expect(validateSavedGame(game({ review: 'good game' }))).toMatchObject({
      ok: false,
      problems: [{ path: 'review', message: expect.stringContaining('a game review') }],
    });
  });

  it('refuses a newer saved-game format as before', () => {
    expect(newerFormat(game({ format: 'skirmisher-game/2', review: review() }))).toBe('skirmisher-game/2');
  });
});
