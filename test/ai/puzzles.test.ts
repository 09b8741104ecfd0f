import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../ai';
import { loadPuzzles, runPuzzles } from '../../cli/commands/puzzles';

describe('tactical puzzle suite (test/puzzles)', () => {
  const puzzles = loadPuzzles('test/puzzles');

  it('has puzzles, each with a reason and at least one expected decision', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(14);
    for (const p of puzzles) {
      expect(p.why.length).toBeGreaterThan(20);
      expect(p.expect.length).toBeGreaterThan(0);
    }
  });

  it('the default level solves at least 90% with a fixed seed', () => {
    const results = runPuzzles(
      puzzles,
      { ...LEVELS.normal.search, iterations: LEVELS.normal.iterations },
      'puzzles',
    );
    const failed = results.filter((r) => !r.solved).map((r) => `${r.id}: ${r.answer}`);
    expect(results.filter((r) => r.solved).length / results.length, failed.join('\n')).toBeGreaterThanOrEqual(
      0.9,
    );
  });
});
