import { describe, expect, it } from 'vitest';
import { applyAction, type ScenarioDocument } from '../../engine';
import { GAME_END, LEVELS, makeBot, search } from '../../ai';
import { man, scenario, start } from '../support/scenario';

/** Three models a side 18" apart, four turns: short enough for whole-game playouts in a test. */
const skirmish: ScenarioDocument = scenario(
  [man('r1', 6, 3, { rules: ['leader'] }), man('r2', 12, 3), man('r3', 18, 3)],
  [man('b1', 6, 21, { rules: ['leader'] }), man('b2', 12, 21), man('b3', 18, 21)],
  { maxTurns: 4 },
);

function movementState() {
  const s = start(skirmish).state;
  const r = applyAction(s, { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Whether every candidate's summed reward is a sum of game results: 1 a win, ½ a draw, 0 a loss. */
function summedResultsOnly(cands: { visits: number; value: number }[]): boolean {
  return cands.every((c) => {
    const halves = 2 * c.value * c.visits;
    return Math.abs(halves - Math.round(halves)) < 1e-6;
  });
}

describe('search horizon and value mixing (ai/mcts.ts, DESIGN.md "AI")', () => {
  it('to the end of the game, every iteration is valued by the game result (RULES.md §13)', () => {
    const r = search(movementState(), { iterations: 120, seed: 'end', horizon: GAME_END });
    expect(r.candidates.length).toBeGreaterThan(1);
    expect(summedResultsOnly(r.candidates)).toBe(true);
  });

  it('two player turns ahead, the heuristic values positions before the end', () => {
    const r = search(movementState(), { iterations: 120, seed: 'end', horizon: 2 });
    expect(summedResultsOnly(r.candidates)).toBe(false);
  });

  it('mixing blends the result with the heuristic value taken two player turns ahead', () => {
    const mixed = search(movementState(), { iterations: 120, seed: 'end', horizon: GAME_END, mixing: 0.5 });
    expect(summedResultsOnly(mixed.candidates)).toBe(false);
    const again = search(movementState(), { iterations: 120, seed: 'end', horizon: GAME_END, mixing: 0.5 });
    expect(JSON.stringify(again.candidates)).toBe(JSON.stringify(mixed.candidates));
  });

  it('the easy level looks to the end of its own turn, the others to the end of the game', () => {
    expect(LEVELS.easy.search.horizon).toBe(1);
    expect(LEVELS.easy.search.iterations).toBe(LEVELS.easy.iterations);
    for (const level of ['normal', 'hard', 'expert'] as const) {
      expect(LEVELS[level].search.horizon).toBe(GAME_END);
      expect(LEVELS[level].search.iterations).toBe(LEVELS[level].iterations);
    }
  });
});

describe('bot specs for the horizon (FORMATS.md §5)', () => {
  it('accepts horizon=end and mix=0.5', () => {
    expect(makeBot('mcts:horizon=end,mix=0.5,budget=10', 's').name).toBe(
      'mcts:horizon=end,mix=0.5,budget=10',
    );
  });

  it.each([
    ['mcts:horizon=soon', /horizon must be a whole number from 1 to 16 or "end", got "soon"/],
    ['mcts:mix=2', /mix must be a number above 0 and at most 1, got "2"/],
    ['mcts:budget=end', /budget must be a whole number from 1 to 10000000, got "end"/],
    ['mcts:budget=0.5', /budget must be a whole number from 1 to 10000000, got "0.5"/],
    ['mcts:horizon=1.9', /horizon must be a whole number from 1 to 16 or "end", got "1.9"/],
    ['mcts:budget=1e12', /budget must be a whole number from 1 to 10000000, got "1e12"/],
    ['mcts:timeMs=1e12', /timeMs must be a whole number from 1 to 3600000, got "1e12"/],
    ['mcts:c=1000', /c must be a number above 0 and at most 100, got "1000"/],
    ['mcts:budget=50,timeMs=100', /give budget or timeMs, not both/],
  ])('refuses %s with a message naming the option', (spec, message) => {
    expect(() => makeBot(spec, 's')).toThrow(message);
  });
});
