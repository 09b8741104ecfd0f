/**
 * A hidden enemy (RULES.md §4.3) in the search: it cannot be shot at or charged, but the opponent still knows
 * where it is and walks on to find it (into clear sight or within its Initiative, which reveals it), in the
 * tree's quick move candidates and in the playouts. Before, both ignored hidden enemies: the opponent held all
 * game, the lone hidden scout stayed behind its wall, and every hidden move was valued as a sure loss on points
 * (hide-not-trade-shots at normal: 0.1% hidden against 8.1% for the same spot unhidden).
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, makeRand, newPlan, search } from '../../ai';
import { candidates } from '../../ai/candidates';
import { rolloutDecision } from '../../ai/rollout';
import { applyAction, type GameState } from '../../engine';
import { loadPuzzles } from '../../cli/commands/puzzles';
import { startGame } from '../../cli/load';

const puzzle = loadPuzzles('test/puzzles').find((p) => p.id === 'hide-not-trade-shots')!;
/** Behind the west end of the wall, out of sight of all three crossbows (a hidden spot, §4.3). */
const SPOT: [number, number] = [8.535898384862245, 8.5];

/** The puzzle's position after the scout moves to SPOT (hidden or not) and red ends its turn: blue to move. */
function blueToMove(hide: boolean): GameState {
  const r = applyAction(startGame(puzzle.scenario).state, { type: 'move', model: 'r1', to: SPOT, hide });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value.state;
  while (s.activeSide === 0 || s.phase !== 'movement') {
    const q = applyAction(s, { type: 'endPhase' });
    if (!q.ok) throw new Error(q.error.message);
    s = q.value.state;
  }
  return s;
}

describe('a hidden enemy in the search', () => {
  it('is hidden behind the wall, and the crossbows still get moves toward it, not only hold', () => {
    const s = blueToMove(true);
    expect(s.models[0]!.hidden).toBe(true);
    const moves = candidates(s, newPlan(s), null).filter((d) => d.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
  });

  it('is walked toward in the playouts', () => {
    const s = blueToMove(true);
    const kinds = new Set<string>();
    for (let k = 0; k < 8; k++) kinds.add(rolloutDecision(s, newPlan(s), makeRand(`r${k}`)).type);
    expect(kinds.has('move')).toBe(true);
  });

  it('does not make hiding a sure loss: the best hidden move is valued as the best move in the open', () => {
    const s = startGame(puzzle.scenario).state;
    const r = search(s, { ...LEVELS.normal.search, iterations: 800, seed: 'hidden-enemy' });
    const best = (hide: boolean): number =>
      Math.max(
        ...r.candidates
          .filter((c) => c.visits >= 10 && (c.action.type === 'move' && c.action.hide === true) === hide)
          .map((c) => c.value),
      );
    expect(best(true)).toBeGreaterThan(0.03);
    expect(Math.abs(best(true) - best(false))).toBeLessThan(0.04);
  });
});
