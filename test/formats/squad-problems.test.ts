import { describe, expect, it } from 'vitest';
import { findScenario } from '../../content';
import { validateSavedGame, validateScenario } from '../../formats/validate';

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

  it('a saved game lists every garrison problem of its scenario under scenario., not only the first', () => {
    const doc = findScenario('storm-the-farmhouse')!;
    doc.terrain!.find((t) => t.id === 'farmhouse')!.capacity = 3;
    doc.sides[1].models[5]!.at = [26, 33];
    const r = validateSavedGame({ format: 'skirmisher-game/1', scenario: doc, actions: [], seed: 's' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        path: 'scenario.sides[1].models[5].at',
        message: expect.stringMatching(/^model "b7" stands inside farmhouse without garrisoning it/),
      },
      { path: 'scenario.terrain[0].capacity', message: 'farmhouse holds 3 models; 5 are inside' },
    ]);
  });

  it('a garrison split across two buildings is named at the model that crosses to the second', () => {
    const doc = findScenario('storm-the-farmhouse')!;
    doc.terrain!.push({
      id: 'barn',
      kind: 'building',
      polygon: [
        [36, 36],
        [44, 36],
        [44, 44],
        [36, 44],
      ],
      height: 5,
      cover: 'hard',
      capacity: 6,
    });
    Object.assign(doc.sides[1].models[4]!, { building: 'barn', at: [40, 40] });
    const r = validateScenario(doc);
    expect(r.ok ? [] : r.problems).toEqual([
      {
        path: 'sides[1].models[4].building',
        message: 'unit "wardens" already garrisons farmhouse: a unit garrisons one building as a whole (§11)',
      },
    ]);
  });

  it('the built-in squad scenarios are valid', () => {
    for (const name of ['squad-assault', 'storm-the-farmhouse'])
      expect(validateScenario(findScenario(name)).ok).toBe(true);
  });
});
