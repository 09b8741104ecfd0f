/**
 * The unit card and roster line of a model (RULES.md §2): weapons with range and Strength (a melee weapon's
 * bonus added to the wielder's S), saves, and in a game the status and wounds left (§8).
 */
import { describe, expect, it } from 'vitest';
import { findScenario } from '../../content';
import { createGame } from '../../engine';
import { modelCard, weaponLine } from '../../session/model-card';

describe('model cards', () => {
  it('gives a missile weapon its range and Strength, a melee weapon the wielder’s S plus its bonus', () => {
    expect(weaponLine('crossbow', { type: 'missile', range: 30, strength: 4, saveModifier: -1 }, 3)).toEqual({
      id: 'crossbow',
      kind: 'missile',
      range: '30″',
      strength: 'S4',
      notes: '−1 save',
    });
    expect(weaponLine('axe', { type: 'melee', strengthBonus: 1 }, 3)).toMatchObject({
      range: 'close combat',
      strength: 'S4 (S+1)',
    });
    expect(weaponLine('boltgun', { type: 'missile', range: 24, strength: 4, ap: 5 }, 4).notes).toBe('AP5');
  });

  it('shows the status and wounds left of a model in a game', () => {
    const created = createGame(findScenario('duel')!);
    if (!created.ok) throw new Error('duel does not start');
    const { state } = created.value;
    const i = 0;
    state.models[i]!.status = 'knockedDown';
    state.models[i]!.wounds = 0;
    const card = modelCard(state.static, i, state.models[i]);
    expect(card.status[0]).toBe('knocked down');
    expect(card.wounds).toBe(`0 of ${state.static.models[i]!.profile.W}`);
    expect(card.profile.map(([k]) => k)).toEqual(['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld']);
    expect(card.weapons.length).toBe(state.static.models[i]!.weapons.length);
    expect(modelCard(state.static, i).status).toEqual([]);
  });
});
