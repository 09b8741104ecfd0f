// A saved game whose AI reasoning carries a malformed `declined` (session/save-format.ts `decisionSchema`): the
// game's moves load, the decisions are dropped with a warning naming the field and what it expected, and the game
// can be saved again (a declined search nested inside a declined search once loaded and then crashed the export).
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import { readGameText } from '../../session/save-format';

/** A searched decision as saved (`DecisionSummary`). */
const DECLINED = {
  side: 0,
  by: 'AI (easy)',
  iterations: 10,
  timeMs: 5,
  candidates: [],
  value: 0.5,
  stopped: false,
  turn: 1,
  phase: 'movement',
};

/** A duel saved after one action, with `declined` of the decision of action 0 set to `declined`. */
function savedWith(declined: unknown): string {
  const service = new GameService();
  const r = service.newGame({ scenario: 'duel', players: [{ kind: 'human' }, { kind: 'human' }], seed: 'd' });
  if (!r.ok) throw new Error(r.error.message);
  const step = service.act({ type: 'endPhase' });
  if (!step.ok) throw new Error(step.error.message);
  const text = service.exportGame();
  if (!text.ok) throw new Error(text.error.message);
  const doc = JSON.parse(text.value) as Record<string, unknown>;
  doc.decisions = { '0': { ...DECLINED, declined } };
  return JSON.stringify(doc);
}

describe('a saved decision with a malformed declined', () => {
  it('names the field and what it expected, and keeps the moves', () => {
    const cases: [unknown, RegExp][] = [
      ['abc', /decisions\["0"\]\.declined: .*expected array/],
      [Array.from({ length: 10_000 }, () => DECLINED), /decisions\["0"\]\.declined: .*<=32/],
      [[{ side: 0, by: 'x' }], /decisions\["0"\]\.declined\[0\]\.iterations: .*expected number/],
      [[{ ...DECLINED, declined: 'abc' }], /declined\[0\]\.declined: a declined search has no declined/],
    ];
    for (const [declined, warning] of cases) {
      const read = readGameText(savedWith(declined));
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.warnings.join(' ')).toMatch(warning);
      expect(read.value.tree.line).toHaveLength(2);
      expect(read.value.tree.nodes.some((n) => n.decision)).toBe(false);
    }
  });

  it('nested inside a declined search is not loaded, so the game saves again', () => {
    for (const inner of ['abc', { a: 1 }, [{ side: 'x' }]]) {
      const service = new GameService();
      expect(service.loadGame(savedWith([{ ...DECLINED, declined: inner }])).ok).toBe(true);
      expect(service.exportGame().ok).toBe(true);
      expect(service.exportAutosave().ok).toBe(true);
    }
  });
});
