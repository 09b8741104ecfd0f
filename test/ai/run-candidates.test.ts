import { describe, expect, it } from 'vitest';
import { moveCandidates } from '../../ai/candidates';
import type { Decision } from '../../ai/decision';
import { man, scenario, start } from '../support/scenario';

/** Length of move d from (x, y), inches; −1 for a decision that is not a move. */
function length(d: Decision, x: number, y: number): number {
  return d.type === 'move' ? Math.hypot(d.to[0] - x, d.to[1] - y) : -1;
}

describe('runs the AI weighs (§4.2)', () => {
  // The bowman (M 4, so a run of 8″) stands at (12, 4); a friend at (12, 8.8) blocks the straight line to
  // the enemy 18″ off: the run toward it is cut to 2″, the walk to 3″.
  const doc = scenario([man('r1', 12, 4), man('r2', 12, 8.8)], [man('b1', 12, 22)], {
    phase: 'movement',
    phaseStarted: true,
    turn: 2,
  });

  it('a run cut to the walk’s length or less is not a candidate: a walk there keeps the shot and the hide', () => {
    const s = start(doc).state;
    const moves = moveCandidates(s, 0);
    const runs = moves.filter((d) => d.type === 'move' && d.run === true);
    expect(runs.every((d) => length(d, 12, 4) > 4)).toBe(true);
    const walk2 = moves.find(
      (d) => d.type === 'move' && d.run !== true && Math.abs(length(d, 12, 4) - 2) < 0.01,
    );
    expect(walk2).toBeDefined();
  });

  it('a run that goes farther than a walk stays a candidate', () => {
    const open = scenario([man('r1', 12, 4)], [man('b1', 12, 22)], {
      phase: 'movement',
      phaseStarted: true,
      turn: 2,
    });
    const s = start(open).state;
    const runs = moveCandidates(s, 0).filter((d) => d.type === 'move' && d.run === true);
    expect(runs.map((d) => Math.round(length(d, 12, 4)))).toContain(8);
  });
});
