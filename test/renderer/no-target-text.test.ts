// The model panel's "no target" note (RULES.md §6.1): a model that may shoot in the Shooting phase but sees no
// enemy it may shoot within range says so, naming its longest range, instead of showing "shoot" as allowed.
import { describe, expect, it } from 'vitest';
import { noTargetText } from '../../renderer/src/panels/no-target-text';

describe('noTargetText', () => {
  it('names the longest missile range and its weapon', () => {
    expect(
      noTargetText([
        ['sword', { type: 'melee' }],
        ['crossbow', { type: 'missile', range: 30, strength: 4 }],
      ]),
    ).toBe('No target: no enemy it may shoot is in sight within 30″ (crossbow, §6.1).');
  });

  it('names every weapon with the longest range and leaves the shorter ones out', () => {
    expect(
      noTargetText([
        ['slugga', { type: 'missile', range: 12 }],
        ['boltgun', { type: 'missile', range: 24 }],
        ['bolt-pistol', { type: 'missile', range: 24 }],
      ]),
    ).toBe('No target: no enemy it may shoot is in sight within 24″ (boltgun, bolt-pistol, §6.1).');
  });

  it('is empty for a model without a missile weapon (or a weapon the scenario does not define)', () => {
    expect(noTargetText([['axe', { type: 'melee', strengthBonus: 1 }]])).toBe('');
    expect(noTargetText([['lost', undefined]])).toBe('');
    expect(noTargetText([])).toBe('');
  });
});
