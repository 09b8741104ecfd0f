import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../ai';
import type { Decision } from '../../ai/decision';
import { matches } from '../../ai/puzzle';
import { loadPuzzles, runPuzzles } from '../../cli/commands/puzzles';
import { startGame } from '../../cli/load';

/**
 * The puzzles the default level still fails (docs/performance.md, Session 9 to 12): seven when issue 18 grew the
 * suite to 36, five after the whole-position candidates, two since the root's sequential halving, one since a
 * shooter with a shot keeps only the moves that gain something (session 12), none since
 * `squad-shoot-to-a-quarter` was restated (session 15: its five shots were within noise of each other, as red
 * won anyway; now the last turn decides on the pack's Morale test). A puzzle leaves this list when it is solved;
 * one joins it only with its reason.
 */
const BASELINE_FAILURES = new Set<string>();

/**
 * The `deep` puzzles the default level is not required to solve (issue 18: "`--level expert` solves every puzzle
 * `normal` solves plus at least 3 `deep` ones it does not"; docs/performance.md, Session 14). In
 * `do-not-run-the-captain-in` a Captain with a shot must hold rather than run, the two within 1.2 points of win
 * chance at 24,000 iterations: over other seeds the expert level holds 21 times in 24, the default level 7. Its
 * two siblings (`hold-the-slinger-is-down`, `hold-a-step-costs-a-quarter-of-the-hits`) were as hard for the
 * default level until the whole-position moves stopped counting a knocked-down enemy as a charge threat
 * (§3.1); it now solves them, and this test holds it to that. In `out-of-bowshot-in-the-corner` and
 * `out-of-bowshot-along-the-edge` a scout must walk beyond an archer's walk plus bow range (§6.1, §6.3): the only
 * spots far enough rank below the default level's three widened spots (the feature score prefers spots nearer
 * the enemy), so it fails them at every seed tried and the expert level's nine find them. A deep puzzle here is
 * not a failure of the default level to mend, so it stays apart from `BASELINE_FAILURES`; each must be marked
 * `deep`.
 */
const DEEP_BEYOND_NORMAL = new Set([
  'do-not-run-the-captain-in',
  'out-of-bowshot-in-the-corner',
  'out-of-bowshot-along-the-edge',
]);

describe('tactical puzzle suite (test/puzzles)', () => {
  const puzzles = loadPuzzles('test/puzzles');

  it('has at least 36 puzzles, each with a reason and at least one expected decision, some marked deep', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(36);
    for (const p of puzzles) {
      expect(p.why.length).toBeGreaterThan(20);
      expect(p.expect.length).toBeGreaterThan(0);
    }
    expect(puzzles.filter((p) => p.deep === true).length).toBeGreaterThan(0);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
  });

  it('every puzzle the default level is not expected to solve is a deep one, and none is a baseline failure', () => {
    for (const id of DEEP_BEYOND_NORMAL) {
      const p = puzzles.find((x) => x.id === id);
      expect(p, id).toBeDefined();
      expect(p?.deep, id).toBe(true);
      expect(BASELINE_FAILURES.has(id), id).toBe(false);
    }
  });

  // 61 puzzles at 800 iterations: about 30 s on a quiet machine, over 60 s beside other work.
  it(
    'the default level solves every puzzle outside the baseline failures and the deep set, with a fixed seed',
    { timeout: 240_000 },
    () => {
      const results = runPuzzles(
        puzzles,
        { ...LEVELS.normal.search, iterations: LEVELS.normal.iterations },
        'puzzles',
      );
      const regressions = results
        .filter((r) => !r.solved && !BASELINE_FAILURES.has(r.id) && !DEEP_BEYOND_NORMAL.has(r.id))
        .map((r) => `${r.id}: ${r.answer}`);
      expect(regressions).toEqual([]);
    },
  );

  it('coverFrom with a list needs cover from, or no sight of, every model listed', () => {
    const p = puzzles.find((x) => x.id === 'hide-not-trade-shots');
    if (p === undefined) throw new Error('hide-not-trade-shots missing');
    const s = startGame(p.scenario).state;
    const behind: Decision = { type: 'move', model: 'r1', to: [12, 8.5] };
    const open: Decision = { type: 'move', model: 'r1', to: [8.2, 6.5] };
    expect(matches(s, behind, { type: 'move', coverFrom: ['b1', 'b2', 'b3'] })).toBe(true);
    expect(matches(s, open, { type: 'move', coverFrom: ['b1', 'b2', 'b3'] })).toBe(false);
  });
});
