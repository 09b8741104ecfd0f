// Levels compared on the same positions (issue 23, ai/accuracy-paired.ts): every level decides at each position
// of a shared set and the review weighs each action with the same seed, so the losses are paired; the same
// action gets the same loss, and each step's difference is the mean of the per-position differences. Small
// budgets: these check the pairing and the arithmetic, not the levels' strength (docs/performance.md).
import { describe, expect, it } from 'vitest';
import { findScenario } from '../../content';
import { clusterMean, comparePaired } from '../../ai';
import { spread } from '../../ai/accuracy-paired';
import { decisionKey } from '../../ai/decision';

describe('spread', () => {
  it('takes the middles of equal stretches, or every index when there are few', () => {
    expect(spread(10, 3)).toEqual([1, 5, 8]);
    expect(spread(4, 4)).toEqual([0, 1, 2, 3]);
    expect(spread(3, 8)).toEqual([0, 1, 2]);
  });
});

describe('clusterMean', () => {
  it('keeps a negative mean and interval (a paired difference), with games as clusters', () => {
    const e = clusterMean([[-0.1, -0.3], [-0.2], []]);
    expect(e).toMatchObject({ games: 2, decisions: 3 });
    expect(e.meanLoss).toBeCloseTo(-0.2, 12);
    expect(e.ci95[1]).toBeLessThanOrEqual(0);
  });
});

describe('comparePaired', () => {
  const options = {
    levels: ['easy', 'normal'] as const,
    scenario: findScenario('duel')!,
    games: 1,
    perGame: 3,
    from: 'greedy',
    budget: 30,
    budgets: { normal: 60 },
    seed: 'paired-test',
  };
  const r = comparePaired(options);

  it('judges every level at every position, the same action with the same loss', () => {
    expect(r.positions).toBe(3);
    expect(r.decisions).toHaveLength(6);
    for (let k = 0; k < r.decisions.length; k += 2) {
      const [easy, normal] = [r.decisions[k]!, r.decisions[k + 1]!];
      expect([easy.level, normal.level]).toEqual(['easy', 'normal']);
      expect(easy.ply).toBe(normal.ply);
      if (decisionKey(easy.played) === decisionKey(normal.played)) expect(easy.loss).toBe(normal.loss);
    }
  });

  it('gives each step the mean of the per-position differences, and each level its mean loss', () => {
    const diffs = r.decisions
      .filter((_, k) => k % 2 === 0)
      .map((d, j) => d.loss - r.decisions[2 * j + 1]!.loss);
    expect(r.steps).toHaveLength(1);
    expect(r.steps[0]).toMatchObject({ lower: 'easy', higher: 'normal' });
    expect(r.steps[0]!.difference.meanLoss).toBeCloseTo(diffs.reduce((a, x) => a + x, 0) / diffs.length, 12);
    const easy = r.decisions.filter((d) => d.level === 'easy');
    expect(r.levels[0]!.estimate.meanLoss).toBeCloseTo(
      easy.reduce((a, d) => a + d.loss, 0) / easy.length,
      12,
    );
  });

  it('is the same for the same options, and stops between positions when asked', () => {
    expect(comparePaired(options)).toEqual(r);
    let seen = 0;
    const signal = { aborted: false };
    const part = comparePaired(options, {
      signal,
      onPosition: (n) => {
        seen = n;
        if (n === 1) signal.aborted = true;
      },
    });
    expect(seen).toBe(1);
    expect(part.positions).toBe(1);
    expect(part.decisions).toEqual(r.decisions.slice(0, 2));
  });
});
