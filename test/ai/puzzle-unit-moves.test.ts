/**
 * Puzzle patterns on a squad unit's move (ai/puzzle.ts): a `moveUnit` meets a destination condition only when
 * every model of the unit does, e.g. every militiaman beyond the rider's 16″ charge reach (§4.1).
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../ai/decision';
import { matches } from '../../ai/puzzle';
import { loadPuzzles } from '../../cli/commands/puzzles';
import { startGame } from '../../cli/load';

describe('puzzle patterns on unit moves (squad play)', () => {
  const p = loadPuzzles('test/puzzles').find((x) => x.id === 'squad-out-of-reach-of-the-rider');
  if (p === undefined) throw new Error('squad-out-of-reach-of-the-rider missing');
  const s = startGame(p.scenario).state;
  const beyond = { type: 'moveUnit', unit: 'militia', farFrom: { model: 'b2', inches: 16.05 } };

  it('farFrom holds for a run that takes every model beyond the reach', () => {
    const north: Decision = { type: 'moveUnit', unit: 'militia', by: [0, 8], run: true };
    expect(matches(s, north, beyond)).toBe(true);
  });

  it('farFrom fails when one model stays short of the distance, though another passes it', () => {
    // After a 4″ walk east r1 stands 13.5″ from the rider, r3 15.8″.
    const east: Decision = { type: 'moveUnit', unit: 'militia', by: [4, 0] };
    expect(matches(s, east, { ...beyond, farFrom: { model: 'b2', inches: 13 } })).toBe(true);
    expect(matches(s, east, { ...beyond, farFrom: { model: 'b2', inches: 15 } })).toBe(false);
    expect(matches(s, east, beyond)).toBe(false);
  });

  it('a pattern for another unit, or a hold, does not match', () => {
    const north: Decision = { type: 'moveUnit', unit: 'militia', by: [0, 8], run: true };
    expect(matches(s, north, { ...beyond, unit: 'ghoul' })).toBe(false);
    expect(matches(s, { type: 'hold', model: 'r1' }, beyond)).toBe(false);
  });
});
