import { describe, expect, it } from 'vitest';
import { leaderSafeMoves } from '../../ai/leader-safety';
import type { Decision } from '../../ai/decision';
import { man, scenario, start } from '../support/scenario';

/** Blue's leader b1 at (12, 21), 14″ from three red models (M 4: 8″ of charge reach, §4.1). */
function position(extraBlue: ReturnType<typeof man>[] = [], leader = true) {
  return start(
    scenario(
      [man('r1', 12, 7), man('r2', 8, 7), man('r3', 16, 5)],
      [man('b1', 12, 21, leader ? { rules: ['leader'] } : {}), ...extraBlue],
      { phase: 'movement', phaseStarted: true, turn: 1, activeSide: 'blue' },
    ),
  ).state;
}
const run: Decision = { type: 'move', model: 'b1', to: [12, 11], run: true };
const walk: Decision = { type: 'move', model: 'b1', to: [12, 16.8] };
const hold: Decision = { type: 'hold', model: 'b1' };

describe('a leader kept out of a gang-up (§7.2, §9.1, §9.4)', () => {
  it('drops a run that ends the leader alone within the charge reach of two or more enemies', () => {
    const s = position();
    expect(leaderSafeMoves(s, 3, [run, walk, hold])).toEqual([walk, hold]);
  });

  it('keeps it beside a friend within 6″ (§9.2), and for a model that is not the leader', () => {
    expect(leaderSafeMoves(position([man('b2', 12, 14)]), 3, [run, walk])).toEqual([run, walk]);
    expect(leaderSafeMoves(position([], false), 3, [run, walk])).toEqual([run, walk]);
  });

  it('keeps every move of a leader already within two enemies’ reach: it has no safe spot to lose', () => {
    const s = start(
      scenario([man('r1', 12, 7), man('r2', 8, 7)], [man('b1', 10, 14, { rules: ['leader'] })], {
        phase: 'movement',
        phaseStarted: true,
        turn: 1,
        activeSide: 'blue',
      }),
    ).state;
    const toward: Decision = { type: 'move', model: 'b1', to: [10, 10] };
    expect(leaderSafeMoves(s, 2, [toward, hold])).toEqual([toward, hold]);
  });
});
