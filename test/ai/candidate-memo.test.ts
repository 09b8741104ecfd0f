/** Candidate lists remembered per search node (ai/candidate-memo.ts) are reused only for an identical state. */
import { describe, expect, it } from 'vitest';
import { candidates, newPlan } from '../../ai';
import { memoCandidates, newMemo } from '../../ai/candidate-memo';
import { decisionKey } from '../../ai/decision';
import { cloneState } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

const start = startGame(loadScenario('ruined-street')).state;

describe('candidate memo', () => {
  it('gives the candidates and their keys, and reuses them for an equal state and plan', () => {
    const memo = newMemo();
    const plan = newPlan(start);
    const first = memoCandidates(memo, start, plan);
    expect(first.cands).toEqual(candidates(start, plan));
    expect(first.keys).toEqual(first.cands.map(decisionKey));
    const cands = first.cands;
    expect(memoCandidates(memo, cloneState(start), plan.slice()).cands).toBe(cands);
  });

  it('recomputes when any model field, the phase or the plan differs', () => {
    const memo = newMemo();
    const plan = newPlan(start);
    const cands = memoCandidates(memo, start, plan).cands;
    const moved = cloneState(start);
    moved.models[0]!.x += 0.01;
    expect(memoCandidates(memo, moved, plan).cands).not.toBe(cands);
    const flagged = cloneState(start);
    flagged.models[3]!.hidden = true;
    const again = memoCandidates(memo, flagged, plan).cands;
    expect(memoCandidates(memo, start, plan).cands).not.toBe(again);
    const other = plan.slice();
    other[0] = 2;
    const before = memoCandidates(memo, start, plan).cands;
    expect(memoCandidates(memo, start, other).cands).not.toBe(before);
  });
});
