/** The search's playout policy (ai/playout.ts): units move and assault as units in squad play (RULES.md §2, §11). */
import { describe, expect, it } from 'vitest';
import { makeRand, newPlan } from '../../ai';
import { greedyDecision } from '../../ai/greedy';
import { playoutDecision } from '../../ai/playout';
import { rolloutDecision } from '../../ai/rollout';
import { applyInPlace, cloneState, searchRoller } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

describe('playout policy', () => {
  it('in a squad Movement phase gives the greedy unit decision, a whole-unit move', () => {
    const s = cloneState(startGame(loadScenario('storm-the-farmhouse')).state);
    applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('p')));
    expect(s.phase).toBe('movement');
    const d = playoutDecision(s, newPlan(s), makeRand('p'));
    expect(d).toEqual(greedyDecision(s, newPlan(s)));
    expect(d.type).toBe('moveUnit');
  });

  it('in skirmish play is the quick rollout policy, drawing the same random numbers', () => {
    const s = cloneState(startGame(loadScenario('ruined-street')).state);
    applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('p')));
    expect(playoutDecision(s, newPlan(s), makeRand('q'))).toEqual(
      rolloutDecision(s, newPlan(s), makeRand('q')),
    );
  });
});
