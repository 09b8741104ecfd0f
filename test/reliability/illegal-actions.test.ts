// Illegal actions of every kind (FORMATS.md §2, issue 8): each error code of engine/types.ts that an action can
// trigger, from a small position, with a message naming the model; the engine never throws, validateAction
// agrees with applyAction, and a refusal changes nothing (applyInPlace included, which the search relies on).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, ERROR_CODES, type Action } from '../../engine';
import { probeAction } from '../../cli/commands/soak';
import { man, scenario } from '../support/scenario';
import { ILLEGAL_ACTIONS, lone } from './illegal-actions';

describe('every illegal action gets its error code and changes nothing', () => {
  it.each(
    ILLEGAL_ACTIONS.map(
      ([code, what, position, action, word]) => [code, what, position, action, word] as const,
    ),
  )('%s: %s', (code, _what, position, action, word) => {
    const s = position();
    expect(s.result === null || code === 'ERR_GAME_OVER').toBe(true);
    const before = JSON.stringify(s);
    expect(probeAction(s, action)).toBeNull();
    const r = applyAction(s, action as Action);
    if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(word);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('ERR_INVALID_SCENARIO: a scenario the engine refuses, when validation is bypassed', () => {
    const doc = scenario([man('r1', 5, 5, { weapons: ['halberd'] })], lone);
    expect(createGame(doc)).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_SCENARIO', message: expect.stringContaining('halberd') },
    });
    expect(createGame({ ...doc, format: 'skirmisher-scenario/9' as never })).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_SCENARIO' },
    });
    expect(createGame({ ...doc, activeSide: 'green' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_SCENARIO' },
    });
  });

  const covered = new Set<string>([...ILLEGAL_ACTIONS.map((c) => c[0]), 'ERR_INVALID_SCENARIO']);
  for (const code of ERROR_CODES.filter((c) => !covered.has(c)))
    it.todo(`${code}: add a case here once the rule behind it is in the engine`);
});
