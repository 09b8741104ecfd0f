import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { newPlan, search } from '../../ai';
import type { Decision } from '../../ai/decision';
import type { Candidate } from '../../ai/mcts';
import { breakTie, clearlyBetter, tiedCandidates } from '../../ai/tie-break';
import { loadPuzzles } from '../../cli/commands/puzzles';
import { startGame } from '../../cli/load';

const cand = (action: Decision, visits: number, value: number): Candidate => ({
  action,
  visits,
  value,
  pv: [action],
});

const step: Decision = { type: 'move', model: 'r1', to: [12, 4.5] };
const hold: Decision = { type: 'hold', model: 'r1' };

// test/puzzles/hold-for-the-hard-shot.json: a crossbowman and a lone ogre 16″ off, out of its 12″ charge reach;
// standing still the crossbowman hits on 4+, after any step on 5+ (§6.3); nothing else differs this turn.
const ogre = (): GameState => {
  const p = loadPuzzles('test/puzzles').find((q) => q.id === 'hold-for-the-hard-shot');
  if (p === undefined) throw new Error('hold-for-the-hard-shot missing');
  return startGame(p.scenario).state;
};

describe('breaking the search’s ties by the heuristic (issue 18, part 2)', () => {
  it('counts saturated values within the noise of the most visited as tied, clear differences not', () => {
    expect(tiedCandidates([cand(step, 387, 0.098), cand(hold, 133, 0.102)]).length).toBe(2);
    expect(tiedCandidates([cand(step, 300, 0.304), cand(hold, 280, 0.316)]).length).toBe(1);
    expect(tiedCandidates([cand(step, 300, 0.05), cand(hold, 280, 0.6)]).length).toBe(1);
    expect(tiedCandidates([cand(step, 300, 0), cand(hold, 100, 0)]).length).toBe(2);
    expect(tiedCandidates([cand(step, 300, 0.3), cand(hold, 2, 0.3)]).length).toBe(1);
  });

  it('counts saturated values within 3 points as tied however many visits tell them apart (0% against 0%)', () => {
    expect(tiedCandidates([cand(step, 1668, 0.028), cand(hold, 1666, 0.004)]).length).toBe(2);
    expect(tiedCandidates([cand(step, 2000, 0.97), cand(hold, 1900, 0.95)]).length).toBe(2);
    expect(tiedCandidates([cand(step, 2000, 0.12), cand(hold, 1900, 0.06)]).length).toBe(1);
    expect(tiedCandidates([cand(step, 2000, 0.5), cand(hold, 1900, 0.48)]).length).toBe(1);
  });

  it('a paired look ahead is clearly better when never worse and better once, or by two standard errors', () => {
    expect(clearlyBetter(Float64Array.of(0, 0, 0.1, 0), Float64Array.of(0, 0, 0, 0))).toBe(true);
    expect(clearlyBetter(Float64Array.of(0, 0, 0, 0), Float64Array.of(0, 0, 0, 0))).toBe(false);
    expect(clearlyBetter(Float64Array.of(1, -1, 0.1, 0), Float64Array.of(0, 0, 0, 0))).toBe(false);
  });

  it('holds for the shot on 4+ when the search cannot tell a step from holding (§6.3), seeded', () => {
    const s = ogre();
    const tie = breakTie(s, newPlan(s), [cand(step, 300, 0.1), cand(hold, 120, 0.1)], 'seed0');
    expect(tie.tieBroken).toBe(true);
    expect(tie.candidates[0]!.action).toEqual(hold);
    expect(tie.candidates.length).toBe(2);
  });

  it('leaves the search’s choice where its values differ clearly, and says no tie was broken', () => {
    const s = ogre();
    const clear = breakTie(s, newPlan(s), [cand(step, 300, 0.6), cand(hold, 120, 0.1)], 'seed0');
    expect(clear.tieBroken).toBe(false);
    expect(clear.candidates[0]!.action).toEqual(step);
  });

  it('a seeded 400-iteration search of the position reports whether it broke a tie, and the same each time', () => {
    const s = ogre();
    const a = search(s, { iterations: 400, seed: 'ogre' });
    const b = search(s, { iterations: 400, seed: 'ogre' });
    expect(typeof a.tieBroken).toBe('boolean');
    expect(a.action).toEqual(b.action);
    expect(a.tieBroken).toBe(b.tieBroken);
  });
});
