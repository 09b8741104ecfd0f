// What each AI strength means to a player in the New game dialog (a new player's tryout: "default search" said
// nothing): a level's iterations, horizon and time cap read from the AI's level table, and what they buy.
import { describe, expect, it } from 'vitest';
import { LEVELS, LEVEL_NAMES } from '../../ai';
import { levelHint } from '../../renderer/src/dialogs/level-hints';
import { count } from '../../session/format';

describe('levelHint', () => {
  it('says each level’s budget as the level table has it', () => {
    for (const level of LEVEL_NAMES)
      expect(levelHint(level)).toMatch(
        new RegExp(`^${count(LEVELS[level].iterations)} iterations a decision\\b`),
      );
  });

  it('says what each level buys, and that easy does not look past its own turn', () => {
    expect(levelHint('easy')).toBe(
      `${LEVELS.easy.iterations} iterations a decision, blind to your reply: makes mistakes a club player spots`,
    );
    expect(levelHint('normal')).toBe(`${count(LEVELS.normal.iterations)} iterations a decision: the default`);
    expect(levelHint('hard')).toMatch(/, up to \d+ s: a little steadier than normal$/);
    expect(levelHint('expert')).toMatch(/, up to \d+ s: the deepest tactics, the slowest$/);
  });

  it('says how long hard and expert may think, in seconds from the level table', () => {
    expect(levelHint('hard')).toContain(`up to ${LEVELS.hard.timeMs / 1000} s`);
    expect(levelHint('expert')).toContain(`up to ${LEVELS.expert.timeMs / 1000} s`);
  });

  it('says the baselines do not search', () => {
    expect(levelHint('greedy')).toMatch(/^no search: .*rule of thumb/);
    expect(levelHint('random')).toMatch(/^no search: random legal moves/);
  });
});
