/**
 * The script's choice stands unless the search clearly beats it (ai/script-keep.ts, issue 18): a squad unit's
 * Movement decision (RULES.md §4, §11) keeps the greedy script's move through the root's halving and plays it
 * unless the search's best beats it by more than one standard error.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { makeBot, newPlan, search } from '../../ai';
import { decisionKey, type Decision } from '../../ai/decision';
import { greedyDecision } from '../../ai/greedy';
import type { Candidate } from '../../ai/mcts';
import { newHalving, nextArm, type RootArm } from '../../ai/root-halving';
import { keepScriptChoice, keepsScript, KEEP_Z } from '../../ai/script-keep';
import { candidates } from '../../ai/candidates';
import { stderr } from '../../ai/tie-break';
import { loadScenario, startGame } from '../../cli/load';

const cand = (action: Decision, visits: number, value: number): Candidate => ({
  action,
  visits,
  value,
  pv: [action],
});
const run: Decision = { type: 'moveUnit', unit: 'mob-west', by: [2.77, 7.51], run: true };
const step: Decision = { type: 'moveUnit', unit: 'mob-west', by: [0.69, 1.88] };
const hold: Decision = { type: 'hold', model: 'r1' };
/** Whether seeds k6–k8 kept the script's move (k7: the search's best beat it by less than its noise). */
const KEPT = [false, true, false];

/** The farmhouse at a Movement phase (turn, side 0 red / 1 blue) after the greedy script played both sides up to it. */
function farmhouseAt(turn: number, side: number): GameState {
  let s = startGame(loadScenario('storm-the-farmhouse'), { seed: 'keep' }).state;
  const bot = makeBot('greedy', 'g');
  while (!(s.turn === turn && s.activeSide === side && s.phase === 'movement')) {
    const r = applyAction(s, bot.decide(s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('the script’s choice stands unless the search clearly beats it', () => {
  it('keeps the script’s move within one standard error of the best, not beyond it', () => {
    const near = keepScriptChoice([cand(run, 223, 0.411), cand(step, 217, 0.374)], decisionKey(step));
    expect(near.scriptKept).toBe(true);
    expect(near.candidates.map((c) => c.action)).toEqual([step, run]);
    const se = Math.hypot(stderr(0.411, 223), stderr(0.374, 217));
    expect(0.411 - 0.374).toBeLessThanOrEqual(KEEP_Z * se);

    const clear = keepScriptChoice([cand(run, 300, 0.6), cand(step, 300, 0.4)], decisionKey(step));
    expect(clear.scriptKept).toBe(false);
    expect(clear.candidates[0]!.action).toEqual(run);
  });

  it('changes nothing when the script’s move is the best, absent or unvisited', () => {
    const ranked = [cand(run, 200, 0.5), cand(hold, 0, 0.5)];
    expect(keepScriptChoice(ranked, decisionKey(run)).scriptKept).toBe(false);
    expect(keepScriptChoice(ranked, decisionKey(step)).scriptKept).toBe(false);
    expect(keepScriptChoice(ranked, decisionKey(hold)).scriptKept).toBe(false);
    expect(keepScriptChoice(ranked, null).candidates).toEqual(ranked);
  });

  it('is asked only of a close-combat unit’s Movement decision in squad play', () => {
    const s = farmhouseAt(1, 0);
    const cands = candidates(s, newPlan(s), 2);
    expect(cands.some((d) => d.type === 'moveUnit')).toBe(true);
    expect(keepsScript(s, cands)).toBe(true);
    expect(keepsScript(s, cands.slice(0, 1))).toBe(false);
    // The Wardens' boltguns reach 24″: where they stand to shoot is the search's to weigh.
    const blue = farmhouseAt(1, 1);
    const theirs = candidates(blue, newPlan(blue), 2);
    expect(theirs.length).toBeGreaterThan(1);
    expect(keepsScript(blue, theirs)).toBe(false);
    const duel = startGame(loadScenario('duel')).state;
    expect(keepsScript(duel, candidates(duel, newPlan(duel), 2))).toBe(false);
  });

  it('never drops the kept candidate from the root’s halving: it ends with the last one standing’s visits', () => {
    const means = [0.6, 0.5, 0.45, 0.3, 0.55, 0.2, 0.35, 0.4];
    const arms: RootArm[] = means.map(() => ({ visits: 0, value: 0 }));
    const h = newHalving(means.length, 800, 3, true);
    for (let t = 0; t < 800; t++) {
      const k = nextArm(h, (j) => arms[j]!);
      arms[k] = { visits: arms[k]!.visits + 1, value: means[k]! };
    }
    expect(h.alive).toContain(3);
    expect(h.survived[3]).toBe(h.survived[0]);
    expect(Math.abs(arms[3]!.visits - arms[0]!.visits)).toBeLessThanOrEqual(1);
    expect(newHalving(8, 800, 3).kept).toBe(-1);
  });

  it('a seeded 200-iteration search of a mob’s second move plays the script’s move unless it clearly beats it', () => {
    const s = farmhouseAt(2, 0);
    const script = decisionKey(greedyDecision(s, newPlan(s)));
    const gap = (a: Candidate, b: Candidate): number =>
      (a.value - b.value) / Math.hypot(stderr(a.value, a.visits), stderr(b.value, b.visits));
    const kept: boolean[] = [];
    for (const seed of ['k6', 'k7', 'k8']) {
      const r = search(s, { iterations: 200, seed });
      const own = r.candidates.find((c) => decisionKey(c.action) === script)!;
      kept.push(r.scriptKept === true);
      if (r.scriptKept) {
        expect(decisionKey(r.action)).toBe(script);
        expect(gap(r.candidates[1]!, own)).toBeLessThanOrEqual(KEEP_Z);
      } else if (decisionKey(r.action) !== script) expect(gap(r.candidates[0]!, own)).toBeGreaterThan(KEEP_Z);
      expect(search(s, { iterations: 200, seed })).toEqual({ ...r, timeMs: expect.any(Number) });
    }
    expect(kept).toEqual(KEPT);
  });
});
