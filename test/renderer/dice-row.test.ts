// The dice log's words for one row (issue 21, polish): who rolled and against whom reads the right way round,
// a note such as "assault party" is a detail line and the result column says ✓ / ✗, and a roll that only
// counts (a fall back distance, §10.3) gets no ✓.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { diceRowView, type RollRow, type RowNames } from '../../renderer/src/panels/dice-row';
import type { LogEntry } from '../../session/service-types';

const NAMES: RowNames = {
  names: { r1: 'Crossbowman', b1: 'Raider Chief', mob: 'Mob west', m1: 'Goblin' },
  sideNames: { red: 'Mercenaries', blue: 'Raiders' },
  sideOf: { r1: 0, b1: 1, m1: 1 },
  unitOf: { m1: 'mob' },
};

function row(event: GameEvent): RollRow {
  const entry: LogEntry = { seq: 1, ply: 1, turn: 1, side: 0, phase: 'closeCombat', event };
  const v = diceRowView(entry, NAMES);
  if (v.kind !== 'roll') throw new Error('not a roll');
  return v;
}

describe('dice-log rows', () => {
  it("names an injury's victim injured by its attacker (§8), a save against the attacker (§6.6)", () => {
    // The engine logs an injury roll as the victim's, its target the attacker.
    const injury = row({
      kind: 'roll',
      test: 'injury',
      rule: '§8',
      model: 'r1',
      target: 'b1',
      need: 5,
      dice: [6],
      success: true,
      outcome: 'outOfAction',
    });
    expect([injury.who, injury.link, injury.target]).toEqual(['Crossbowman', 'injured by', 'Raider Chief']);
    expect(injury.result).toBe('out of action');
    const save = row({
      kind: 'roll',
      test: 'armourSave',
      rule: '§6.6',
      model: 'r1',
      target: 'b1',
      need: 5,
      dice: [2],
      success: false,
    });
    expect(save.link).toBe('against');
    const hit = row({
      kind: 'roll',
      test: 'toHit',
      rule: '§7.3',
      model: 'b1',
      target: 'r1',
      need: 4,
      dice: [5],
      success: true,
    });
    expect([hit.who, hit.link, hit.target]).toEqual(['Raider Chief', '→', 'Crossbowman']);
  });

  it("shows ✓ / ✗ on an assault party's rolls, the note on a line of its own (§11)", () => {
    const base = { kind: 'roll', rule: '§11', model: 'b1', target: 'r1', need: 4 } as const;
    const hit = row({ ...base, test: 'toHit', dice: [5], success: true, outcome: 'assault party' });
    expect(hit.result).toBe('✓');
    expect(hit.detail).toBe('assault party');
    const miss = row({
      ...base,
      test: 'toHit',
      dice: [1],
      success: false,
      outcome: 'assault party, directed at the character',
    });
    expect(miss.result).toBe('✗');
    expect(miss.detail).toBe('assault party, directed at the character');
  });

  it('puts no ✓ on a fall back distance roll: it counts inches, it does not pass (§10.3)', () => {
    const fall = row({
      kind: 'roll',
      test: 'fallBackDistance',
      rule: '§10.3',
      model: 'm1',
      need: 0,
      dice: [3, 4],
      success: true,
      outcome: '7"',
    });
    expect(fall.result).toBe('');
    expect(fall.detail).toBe('Mob west falls back 7″');
    expect(fall.who).toBe('Mob west');
  });
});

describe('dice-log colours', () => {
  // The tryout: the player's own Crossbowman going out of action showed green, coloured as the attacker's success.
  const injury = (model: string, outcome: 'outOfAction' | 'knockedDown'): GameEvent => ({
    kind: 'roll',
    test: 'injury',
    rule: '§8',
    model,
    target: model === 'r1' ? 'b1' : 'r1',
    need: 5,
    dice: [outcome === 'outOfAction' ? 6 : 1],
    success: outcome === 'outOfAction',
    outcome,
  });
  const viewed = (event: GameEvent, viewer: number | null): RollRow => {
    const v = diceRowView(
      { seq: 1, ply: 1, turn: 1, side: 1, phase: 'shooting', event },
      { ...NAMES, viewer },
    );
    if (v.kind !== 'roll') throw new Error('not a roll');
    return v;
  };

  it('shows an injury to the viewer’s model as bad, to an enemy’s as good, whatever its result', () => {
    expect(viewed(injury('r1', 'outOfAction'), 0).good).toBe(false);
    expect(viewed(injury('r1', 'knockedDown'), 0).good).toBe(false);
    expect(viewed(injury('b1', 'outOfAction'), 0).good).toBe(true);
    expect(viewed(injury('b1', 'knockedDown'), 0).good).toBe(true);
    // No viewer (two people, AI against AI): an injury is bad news for its model's side.
    expect(viewed(injury('b1', 'outOfAction'), null).good).toBe(false);
  });

  it('shows an enemy’s hit on the viewer as bad, its miss and the viewer’s own hit as good', () => {
    const hit = (model: string, success: boolean): GameEvent => ({
      kind: 'roll',
      test: 'toHit',
      rule: '§6.3',
      model,
      target: model === 'r1' ? 'b1' : 'r1',
      need: 4,
      dice: [success ? 5 : 2],
      success,
    });
    expect(viewed(hit('b1', true), 0).good).toBe(false);
    expect(viewed(hit('b1', false), 0).good).toBe(true);
    expect(viewed(hit('r1', true), 0).good).toBe(true);
    expect(viewed(hit('r1', true), null).good).toBe(true);
  });
});
