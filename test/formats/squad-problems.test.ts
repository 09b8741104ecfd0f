import { describe, expect, it } from 'vitest';
import { findScenario } from '../../content';
import { validateScenario } from '../../formats/validate';

describe('validate lists squad and garrison problems (FORMATS.md §1, RULES.md §2, §11)', () => {
  it('a garrison over capacity, a unit on both sides and an objective on a wall are each named', () => {
    const doc = findScenario('storm-the-farmhouse')!;
    doc.terrain!.find((t) => t.id === 'farmhouse')!.capacity = 4;
    doc.sides[1].models[5]!.unit = 'mob-west';
    doc.objectives = [{ terrain: 'barn-wall', points: 10 }];
    const r = validateScenario(doc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['sides[1].models[5].unit', 'terrain[0].capacity', 'objectives[0].terrain']),
    );
    expect(r.problems.find((p) => p.path === 'terrain[0].capacity')!.message).toBe(
      'farmhouse holds 4 models; 5 are inside',
    );
  });

  it('the built-in squad scenarios are valid', () => {
    for (const name of ['squad-assault', 'storm-the-farmhouse'])
      expect(validateScenario(findScenario(name)).ok).toBe(true);
  });
});
