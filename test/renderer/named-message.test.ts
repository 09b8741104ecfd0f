// Messages shown to the player name models and units as the board does (renderer/src/named-message.ts).
import { describe, expect, it } from 'vitest';
import { asSentence, namedMessage } from '../../renderer/src/named-message';

describe('namedMessage', () => {
  const names = { r1: 'Captain', r3: 'Gorefang r3', 'mob-west': 'Mob west' };

  it('replaces model and unit ids by their names, and nothing else', () => {
    expect(namedMessage('unit mob-west may run 8″ but 8.24″ was asked', names)).toBe(
      'unit Mob west may run 8″ but 8.24″ was asked',
    );
    expect(namedMessage('r1 ran this turn; r3 may not shoot r10 (§6.1)', names)).toBe(
      'Captain ran this turn; Gorefang r3 may not shoot r10 (§6.1)',
    );
    expect(namedMessage('toString and constructor stay', names)).toBe('toString and constructor stay');
  });

  it('marks inches ″ as the app does, not the quotes around an id', () => {
    expect(namedMessage('r3 is 30.2" away; bow has range 24" (§6.1)', names)).toBe(
      'Gorefang r3 is 30.2″ away; bow has range 24″ (§6.1)',
    );
    expect(namedMessage('action.model: no model "r12"', names)).toBe('action.model: no model "r12"');
  });

  it('starts a message shown on its own with a capital', () => {
    expect(asSentence(namedMessage('unit mob-west may run 8" but 8.24" was asked', names))).toBe(
      'Unit Mob west may run 8″ but 8.24″ was asked',
    );
    expect(asSentence('')).toBe('');
  });

  it('leaves the JSON path that starts a file problem as the file spells it', () => {
    for (const text of [
      'sides[1].models[3].building: unit "wardens" already garrisons farmhouse',
      'scenario.terrain[0].capacity: farmhouse holds 3 models; 5 are inside',
      'expect[0].farFrom.model: no model "zz" in the puzzle\'s scenario',
      'format: expected "skirmisher-scenario/1"',
      'weapons["big axe"].range: missing',
    ])
      expect(asSentence(text)).toBe(text);
    expect(asSentence('the game is over: nothing to decide')).toBe('The game is over: nothing to decide');
  });
});
