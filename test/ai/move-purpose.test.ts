import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { moveCandidates } from '../../ai/candidates';
import type { Decision } from '../../ai/decision';
import { purposefulMoves, safeNextTurn } from '../../ai/move-purpose';
import { man, scenario, start } from '../support/scenario';

/**
 * Red crossbowman r1 at (24, 5) on a 48″ table; one blue archer (M4, 24″ bow) at (24, y), and an out of action
 * blue model 3″ from r1 (it threatens nothing).
 */
function standoff(archerY: number, status: 'standing' | 'stunned' = 'standing'): GameState {
  const doc = scenario(
    [man('r1', 24, 5, { weapons: ['sword', 'crossbow'], rules: ['leader'] }), man('r2', 20, 5)],
    [man('b1', 24, archerY, { status }), man('b2', 27, 5, { status: 'outOfAction' })],
    { phase: 'movement', phaseStarted: true, turn: 2, table: { width: 48, depth: 48 } },
  );
  return start(doc).state;
}

/** Moves of decisions `ds` that end farther than 0.5″ back toward red's own edge (y below 4.5). */
function retreats(ds: Decision[]): Decision[] {
  return ds.filter((d) => d.type === 'move' && d.to[1] < 4.5);
}

describe('moves with a purpose (issue 18: no pointless retreat)', () => {
  it('a model beyond every enemy’s charge reach (§4.1) and move plus missile range (§6.1) is safe next turn', () => {
    expect(safeNextTurn(standoff(43), 0, 24, 5)).toBe(true);
    // 25″ apart less the bases: inside the archer's 4″ move and 24″ bow.
    expect(safeNextTurn(standoff(30), 0, 24, 5)).toBe(false);
    // A stunned archer cannot shoot next turn (§3.1: it only becomes knocked down).
    expect(safeNextTurn(standoff(30, 'stunned'), 0, 24, 5)).toBe(true);
    // A charge reach of 8″ (2 × M4) plus the 0.3″ margin.
    expect(safeNextTurn(standoff(14, 'stunned'), 0, 24, 5)).toBe(true);
    expect(safeNextTurn(standoff(14), 0, 24, 5)).toBe(false);
  });

  it('a safe crossbowman 38″ from the enemy is offered no step back to its own edge, but hold and a step forward', () => {
    const s = standoff(43);
    const ds = moveCandidates(s, 0, 3);
    expect(retreats(ds)).toEqual([]);
    expect(ds.some((d) => d.type === 'hold')).toBe(true);
    expect(ds.some((d) => d.type === 'move' && d.to[1] > 8)).toBe(true);
    // The quick candidates (the greedy script's and the playouts') are unchanged: they still hold the retreat.
    expect(retreats(moveCandidates(s, 0)).length).toBeGreaterThan(0);
  });

  it('keeps the retreat of a model the archer can shoot next turn', () => {
    expect(retreats(moveCandidates(standoff(30), 0, 3)).length).toBeGreaterThan(0);
  });

  it('drops sideways steps and shuffles under an inch that gain nothing, keeps an advance', () => {
    const s = standoff(43);
    const moves: Decision[] = [
      { type: 'move', model: 'r1', to: [28, 5] },
      { type: 'move', model: 'r1', to: [24, 5.6] },
      { type: 'move', model: 'r1', to: [24, 9] },
      { type: 'hold', model: 'r1' },
    ];
    expect(purposefulMoves(s, 0, moves)).toEqual([moves[2], moves[3]]);
  });
});
