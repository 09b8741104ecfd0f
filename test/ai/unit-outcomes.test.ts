import { describe, expect, it } from 'vitest';
import { unitOutcomes } from '../../ai';
import { applyAction } from '../../engine';
import { row, squadGame } from '../engine/squad-support';

describe('unit outcomes of a decision (squad play, RULES.md §7.9, §10)', () => {
  it('§7.9 §10.3 a charge of a strong unit at a weak one reaches, usually wins and often makes it fall back', () => {
    const red = row('r', 'vets', 5, 5, 3, { profile: { WS: 5, S: 5, A: 2, I: 5 }, save: 3 });
    const blue = row('b', 'mob', 6, 5, 8, { profile: { Ld: 6 } });
    const s = squadGame(red, blue, 'movement');
    const o = unitOutcomes(s, { type: 'charge', model: 'r1', target: 'b1' }, 'outcomes', 120)!;
    expect(o.samples).toBe(120);
    expect(o.reaches).toBe(1);
    expect(o.winsCombat).toBeGreaterThan(0.8);
    expect(o.enemyFallsBack + o.enemyDestroyed).toBeGreaterThan(0.5);
  });

  it('is reproducible with a seed and null outside squad play or for an illegal action', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 3, 5, 8), 'movement');
    const charge = { type: 'charge' as const, model: 'r1', target: 'b1' };
    expect(unitOutcomes(s, charge, 'x', 50)).toEqual(unitOutcomes(s, charge, 'x', 50));
    expect(unitOutcomes(s, { type: 'charge', model: 'r1', target: 'r2' }, 'x', 10)).toBeNull();
    const skirmish = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 3, 5, 8), 'movement', {
      ruleset: { preset: 'warhammer-skirmish' },
    });
    expect(unitOutcomes(skirmish, charge, 'x', 10)).toBeNull();
  });
});

const house = {
  id: 'house',
  kind: 'building' as const,
  polygon: [
    [9, 9],
    [15, 9],
    [15, 15],
    [9, 15],
  ] as [number, number][],
  height: 4,
  cover: 'hard' as const,
  floors: [3],
  capacity: 12,
};

describe('unit outcomes of an assault (RULES.md §11)', () => {
  it('§11 an assault that reaches the walls counts as a charge that reaches', () => {
    const garrison = row('g', 'garrison', 3, 10, 10).map((m) => ({ ...m, building: 'house' }));
    const s = squadGame(row('r', 'vets', 3, 10, 4), garrison, 'movement', { terrain: [house] });
    const o = unitOutcomes(s, { type: 'charge', model: 'r1', target: 'g1' }, 'assault', 40)!;
    expect(o.reaches).toBe(1);
  });

  it('§10.2 §11 four timid models assaulting a dozen bows usually break under the stand and shoot, before any fight', () => {
    const garrison = [10, 12, 14]
      .flatMap((y) => row(`g${y}-`, 'garrison', 4, 9.8, y, { profile: { BS: 5 } }))
      .map((m) => ({ ...m, building: 'house' }));
    const s = squadGame(row('r', 'rabble', 4, 10, 5, { profile: { Ld: 2 } }), garrison, 'movement', {
      terrain: [house],
    });
    const o = unitOutcomes(s, { type: 'charge', model: 'r1', target: 'g10-1' }, 'break', 60)!;
    expect(o.reaches).toBe(1);
    expect(o.chargerFallsBack).toBeGreaterThan(0.6);
    expect(o.winsCombat).toBeLessThan(1 - o.chargerFallsBack!);
  });

  it('§11 a lone model assaulting a dozen bows is usually shot down: a wiped-out charger counts as broken', () => {
    const garrison = [10, 12, 14]
      .flatMap((y) => row(`g${y}-`, 'garrison', 4, 9.8, y, { profile: { BS: 5 } }))
      .map((m) => ({ ...m, building: 'house' }));
    const s = squadGame(row('r', 'lone', 1, 10, 5, { profile: { Ld: 10 } }), garrison, 'movement', {
      terrain: [house],
    });
    const o = unitOutcomes(s, { type: 'charge', model: 'r1', target: 'g10-1' }, 'lone', 60)!;
    expect(o.chargerFallsBack).toBeGreaterThan(0.6);
    expect(o.winsCombat + o.chargerFallsBack!).toBeLessThanOrEqual(1);
  });

  it('§11 a second assault on the same building fails: no reach, and the first unit’s fight is not its win', () => {
    const garrison = row('g', 'garrison', 3, 10, 10).map((m) => ({ ...m, building: 'house' }));
    const red = [
      ...row('r', 'vets', 3, 10, 4, { profile: { WS: 6, S: 6, A: 3 } }),
      ...row('s', 'scouts', 2, 3, 12),
    ];
    const s = squadGame(red, garrison, 'movement', { terrain: [house] });
    const first = applyAction(s, { type: 'charge', model: 'r1', target: 'g1' });
    if (!first.ok) throw new Error(first.error.message);
    const o = unitOutcomes(first.value.state, { type: 'charge', model: 's1', target: 'g1' }, 'second', 40)!;
    expect(o.reaches).toBe(0);
    expect(o.winsCombat).toBe(0);
    const vets = unitOutcomes(s, { type: 'charge', model: 'r1', target: 'g1' }, 'second', 40)!;
    expect(vets.winsCombat).toBeGreaterThan(0.3);
  });

  it('a shot has no charger to break', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 3, 5, 12), 'shooting');
    const o = unitOutcomes(s, { type: 'shoot', model: 'r1', target: 'b1' }, 'shot', 10)!;
    expect(o.chargerFallsBack).toBeUndefined();
  });
});
