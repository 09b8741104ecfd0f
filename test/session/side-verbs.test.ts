// A side whose name is plural takes a plural verb wherever the side is the subject ("Marsh Raiders win",
// "Free Company wins"): the result (RULES.md §13), the game-over, rout and deployment lines, the loser of a
// combat result (§7.9) and the rout odds (§9.4). One rule decides it (session/verbs.ts), the one that gives a
// unit of several models its plural verb (§2).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { keyOutcomes } from '../../renderer/src/panels/key-outcomes';
import { describeEvent } from '../../session/event-text';
import { resultText, resultWhy } from '../../session/format';
import type { Odds } from '../../session/odds';
import { combatResultText } from '../../session/squad-format';
import { pluralName, sideVerb } from '../../session/verbs';

const SIDES = { red: 'Free Company', blue: 'Marsh Raiders' };

describe('the verb after a side name agrees with it', () => {
  it('reads a name ending in a plural noun as plural, a collective or singular noun as singular', () => {
    for (const name of ['Marsh Raiders', 'Iron Wardens', 'Sons of Ulric', 'Northmen', 'Marsh raiders'])
      expect(pluralName(name), name).toBe(true);
    for (const name of [
      'Free Company',
      'Gorefang Mob',
      'Grey Circle',
      'red',
      'Chaos',
      'Company of Wolves',
      '',
    ])
      expect(pluralName(name), name).toBe(false);
    expect(sideVerb('Marsh Raiders', 'wins', 'win')).toBe('Marsh Raiders win');
    expect(sideVerb('Free Company', 'wins', 'win')).toBe('Free Company wins');
  });

  it('§13 says who wins, and why the game ended', () => {
    expect(resultText({ winner: 'blue', reason: 'turns' }, SIDES)).toBe('Marsh Raiders win');
    expect(resultText({ winner: 'red', reason: 'turns' }, SIDES)).toBe('Free Company wins');
    expect(resultWhy({ winner: 'red', reason: 'rout' }, 'Marsh Raiders')).toBe(
      'Marsh Raiders failed their rout test and fled the field',
    );
    expect(resultWhy({ winner: 'blue', reason: 'rout' }, 'Free Company')).toBe(
      'Free Company failed its rout test and fled the field',
    );
    expect(resultWhy({ winner: 'red', reason: 'wipeout' }, 'Marsh Raiders')).toBe(
      'Marsh Raiders have no model left in the fight',
    );
    expect(resultWhy({ winner: 'blue', reason: 'wipeout' }, 'Free Company')).toBe(
      'Free Company has no model left in the fight',
    );
    expect(resultWhy({ winner: null, reason: 'wipeout' }, '')).toBe('No model is left on either side');
    expect(resultWhy({ winner: 'red', reason: 'turns' }, 'Marsh Raiders')).toBe(
      'The last turn ended: more points of models still in play',
    );
  });

  it('§13 §9.4 reads the game-over, rout and deployment lines of the dice log', () => {
    const over = (winner: string): GameEvent => ({ kind: 'gameOver', winner, reason: 'turns', points: {} });
    expect(describeEvent(over('blue'), {}, SIDES)).toBe('Game over: Marsh Raiders win (turns)');
    expect(describeEvent(over('red'), {}, SIDES)).toBe('Game over: Free Company wins (turns)');
    expect(describeEvent({ kind: 'routed', side: 'blue' }, {}, SIDES)).toBe('Marsh Raiders rout');
    expect(describeEvent({ kind: 'routed', side: 'red' }, {}, SIDES)).toBe('Free Company routs');
    expect(describeEvent({ kind: 'deploymentEnded', side: 'blue' }, {}, SIDES)).toBe(
      'Marsh Raiders have deployed',
    );
    expect(describeEvent({ kind: 'deploymentEnded', side: 'red' }, {}, SIDES)).toBe(
      'Free Company has deployed',
    );
  });

  it('§7.9 names the loser of a combat that tests', () => {
    const result = (winner: string, wounds: Record<string, number>) =>
      combatResultText({ kind: 'combatResult', units: ['r', 'b'], winner, reason: 'wounds', wounds }, SIDES);
    expect(result('red', { red: 2, blue: 0 })).toBe(
      'Combat result: Free Company 2 – 0 Marsh Raiders, Marsh Raiders test at −2 (§7.9)',
    );
    expect(result('blue', { red: 0, blue: 1 })).toBe(
      'Combat result: Free Company 0 – 1 Marsh Raiders, Free Company tests at −1 (§7.9)',
    );
  });

  it('§9.4 gives the enemy rout odds of a charge', () => {
    const odds = (side: string): Odds => ({
      action: { type: 'charge', model: 'r1', target: 'b1' },
      method: 'exact',
      samples: 1,
      outcomes: [{ key: 'reaches', label: '', p: 1 }],
      expectedWounds: 0,
      combat: null,
      rout: { side, p: 0.1, samples: 600 },
    });
    const rout = (side: string) =>
      keyOutcomes(
        odds(side),
        (id) => id,
        (id) => SIDES[id as 'red'],
      ).find((o) => o.key === 'rout')?.label;
    expect(rout('blue')).toBe('Marsh Raiders rout next turn');
    expect(rout('red')).toBe('Free Company routs next turn');
  });
});
