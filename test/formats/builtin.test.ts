// The built-in content: scenarios validate (FORMATS.md §1), warbands follow the brief and RULES.md §2, and
// deployments leave models apart, clear of terrain and away from the enemy.
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SCENARIOS,
  BUILTIN_WARBANDS,
  findScenario,
  findWarband,
  scenarioFromWarbands,
} from '../../content';
import { castActions, createGame } from '../../engine';
import { circleTouchesPolygon, dist } from '../../engine/geometry';
import type { ScenarioDocument, ScenarioModel } from '../../engine/scenario-types';
import { validateScenario, type WarbandDocument } from '../../formats/validate';
import type { WarbandModel } from '../../formats/warband-schema';

const STATIC_FIELDS = [
  'name',
  'profile',
  'save',
  'invulnerable',
  'base',
  'weapons',
  'rules',
  'points',
] as const;

function staticPart(m: ScenarioModel | WarbandModel): Record<string, unknown> {
  return Object.fromEntries(STATIC_FIELDS.map((f) => [f, m[f]]));
}

function baseGap(a: ScenarioModel, b: ScenarioModel): number {
  return dist(a.at[0], a.at[1], b.at[0], b.at[1]) - (a.base ?? 0.5) - (b.base ?? 0.5);
}

describe.each(Object.entries(BUILTIN_SCENARIOS))('built-in scenario %s', (key, s) => {
  it('writes inches with ″ in its description, never a straight quote (issue 21, item 12)', () => {
    expect(s.description ?? '').not.toMatch(/\d"/);
  });

  it('validates and is frozen', () => {
    expect(validateScenario(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, scenario: s });
    expect(Object.isFrozen(s) && Object.isFrozen(s.sides[0].models[0]!.profile)).toBe(true);
  });

  it('is found by key and by name, as a changeable copy', () => {
    const byKey = findScenario(key)!;
    expect(byKey).toEqual(s);
    expect(findScenario(` ${s.name!.toUpperCase()} `)).toEqual(s);
    byKey.sides[0].models[0]!.at = [1, 1];
    expect(s.sides[0].models[0]!.at).not.toEqual([1, 1]);
  });

  it('starts a fresh game: red to act, turn 1, Recovery, seeded', () => {
    expect(s).toMatchObject({ turn: 1, activeSide: 'red', phase: 'recovery', seed: `${key}-1` });
    expect(s.sides.map((side) => [side.id, side.edge])).toEqual([
      ['red', 'south'],
      ['blue', 'north'],
    ]);
  });

  const squads = s.ruleset?.preset === 'squad-assault';

  it('gives each side exactly one leader (skirmish) or a character (squads)', () => {
    for (const side of s.sides)
      if (squads) expect(side.models.some((m) => m.rules?.includes('character'))).toBe(true);
      else expect(side.models.filter((m) => m.rules?.includes('leader'))).toHaveLength(1);
  });

  it('copies every model from its warband', () => {
    const byName = (side: (typeof s.sides)[number]): WarbandDocument =>
      Object.values(BUILTIN_WARBANDS).find((w) => w.name === side.name)!;
    const bands: [WarbandDocument, WarbandDocument] = squads
      ? [byName(s.sides[0]), byName(s.sides[1])]
      : [BUILTIN_WARBANDS.mercenaries!, BUILTIN_WARBANDS.raiders!];
    s.sides.forEach((side, i) => {
      const band = bands[i]!;
      for (const m of side.models) {
        expect(band.models.map(staticPart)).toContainEqual(staticPart(m));
        for (const w of m.weapons ?? []) expect(s.weapons![w]).toEqual(band.weapons[w]);
      }
    });
  });

  it('keeps friends apart (1", or ½" within a unit in coherency), enemies 12" apart, terrain clear', () => {
    const [red, blue] = s.sides;
    const all = [...red.models, ...blue.models];
    for (const side of s.sides) {
      side.models.forEach((a, i) =>
        side.models.slice(i + 1).forEach((b) => {
          const sameUnit = squads && a.unit === b.unit;
          expect(baseGap(a, b)).toBeGreaterThanOrEqual(sameUnit ? 0.5 : 1);
        }),
      );
      if (squads)
        for (const a of side.models) {
          const mates = side.models.filter((b) => b !== a && b.unit === a.unit);
          if (mates.length > 0) expect(mates.some((b) => baseGap(a, b) <= 2)).toBe(true);
        }
    }
    for (const a of red.models) for (const b of blue.models) expect(baseGap(a, b)).toBeGreaterThanOrEqual(12);
    for (const m of all.filter((x) => x.building === undefined)) {
      for (const t of s.terrain ?? [])
        expect(circleTouchesPolygon(m.at[0], m.at[1], (m.base ?? 0.5) + 0.5, t.polygon)).toBe(false);
    }
  });

  it('leaves an open lane from edge to edge', () => {
    // Some 3"-wide north–south strip crosses the table touching no terrain.
    const polys = (s.terrain ?? []).map((t) => t.polygon);
    const lane = Array.from({ length: s.table.width - 3 }, (_, x) => x).find((x) =>
      polys.every((p) => p.every(([px]) => px <= x) || p.every(([px]) => px >= x + 3)),
    );
    expect(lane).toBeDefined();
  });
});

describe('ruined street and duel', () => {
  it('match the scenario brief', () => {
    const street = BUILTIN_SCENARIOS['ruined-street']!;
    expect(street.table).toEqual({ width: 48, depth: 48 });
    expect(street.maxTurns).toBe(8);
    const kinds = (s: ScenarioDocument) => (s.terrain ?? []).map((t) => t.kind).sort();
    // The brief's pieces, at least (more terrain, such as towers to climb, may join them).
    expect(kinds(street)).toEqual(
      expect.arrayContaining(['building', 'impassable', 'rubble', 'rubble', 'wall', 'wall', 'wall', 'wood']),
    );
    expect(street.terrain!.find((t) => t.kind === 'building')).toMatchObject({
      height: 6,
      floors: [3, 6],
      cover: 'hard',
      capacity: 10,
    });
    for (const m of street.sides[0].models) expect(m.at[1]).toBeLessThanOrEqual(9);
    for (const m of street.sides[1].models) expect(m.at[1]).toBeGreaterThanOrEqual(39);

    const duel = BUILTIN_SCENARIOS.duel!;
    expect(duel.table).toEqual({ width: 24, depth: 24 });
    expect(duel.maxTurns).toBe(6);
    expect(kinds(duel)).toEqual(['wall', 'wood']);
    expect(duel.sides.map((side) => side.models.length)).toEqual([3, 3]);
  });
});

describe('built-in warbands', () => {
  const merc = BUILTIN_WARBANDS.mercenaries!;
  const raid = BUILTIN_WARBANDS.raiders!;

  it('mercenaries: 7–8 models, a sword-and-crossbow leader, crossbowmen, shielded swordsmen', () => {
    expect(merc.models.length).toBeGreaterThanOrEqual(7);
    expect(merc.models.length).toBeLessThanOrEqual(8);
    const leaders = merc.models.filter((m) => m.rules?.includes('leader'));
    expect(leaders).toHaveLength(1);
    expect(leaders[0]!.weapons).toEqual(['sword', 'crossbow']);
    expect(merc.models.filter((m) => m.weapons?.includes('crossbow')).length).toBeGreaterThanOrEqual(3);
    const swordsmen = merc.models.filter((m) => m.id.startsWith('swordsman'));
    expect(swordsmen.length).toBeGreaterThanOrEqual(3);
    for (const m of swordsmen) expect([5, 6]).toContain(m.save);
  });

  it('raiders: 9–10 faster, lighter models with bows or slings and a leader', () => {
    expect(raid.models.length).toBeGreaterThanOrEqual(9);
    expect(raid.models.length).toBeLessThanOrEqual(10);
    expect(raid.models.filter((m) => m.rules?.includes('leader'))).toHaveLength(1);
    for (const m of raid.models) {
      expect(m.profile.M).toBeGreaterThanOrEqual(5);
      expect(m.profile.M).toBeLessThanOrEqual(6);
      expect(m.save ?? 7).toBeGreaterThanOrEqual(6);
    }
    expect(
      raid.models.filter((m) => m.weapons?.some((w) => w === 'shortbow' || w === 'sling')).length,
    ).toBeGreaterThanOrEqual(7);
  });

  it('grey circle: a wizard leader and apprentices whose spells are in the warband, 260 points, and a game casts', () => {
    const grey = BUILTIN_WARBANDS['grey-circle']!;
    const wizards = grey.models.filter((m) => m.rules?.includes('wizard'));
    expect(wizards.length).toBeGreaterThanOrEqual(1);
    for (const m of wizards) for (const sp of m.spells ?? []) expect(grey.spells?.[sp]).toBeDefined();
    expect(grey.models.reduce((n, m) => n + (m.points ?? 0), 0)).toBe(260);
    const r = scenarioFromWarbands(grey, raid, { name: 'Magic', table: { width: 24, depth: 24 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.scenario.spells ?? {}).sort()).toEqual(['fire-bolt', 'ward']);
    const g = createGame({ ...r.scenario, phase: 'magic' });
    expect(g.ok && castActions(g.value.state, 0).length).toBeGreaterThan(0);
  });

  it('price every model and keep the documented weapon shapes', () => {
    for (const band of [merc, raid]) {
      for (const m of band.models) expect(m.points).toBeGreaterThan(0);
      for (const w of Object.values(band.weapons)) {
        expect(Object.keys(w).sort()).toEqual(
          w.type === 'melee' ? ['strengthBonus', 'type'] : ['range', 'saveModifier', 'strength', 'type'],
        );
      }
    }
  });

  it('are found by id and name', () => {
    expect(findWarband('RAIDERS')).toEqual(raid);
    expect(findWarband(merc.name)).toEqual(merc);
    expect(findWarband('nobody')).toBeUndefined();
  });
});

describe('scenarioFromWarbands', () => {
  it('deploys both whole warbands on an open table in valid rows', () => {
    const r = scenarioFromWarbands(BUILTIN_WARBANDS.mercenaries!, BUILTIN_WARBANDS.raiders!, {
      name: 'Open field',
      table: { width: 24, depth: 36 },
      maxTurns: 6,
      seed: 'open-1',
    });
    expect(r.ok ? [] : r.problems).toEqual([]);
    if (!r.ok) return;
    const [red, blue] = r.scenario.sides;
    expect(red.models.map((m) => m.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
    expect(blue.models).toHaveLength(10);
    for (const m of red.models) expect(m.at[1]).toBeLessThan(12);
    for (const m of blue.models) expect(m.at[1]).toBeGreaterThan(24);
    for (const side of r.scenario.sides) {
      side.models.forEach((a, i) =>
        side.models.slice(i + 1).forEach((b) => expect(baseGap(a, b)).toBeGreaterThanOrEqual(1)),
      );
    }
  });

  it('reports a picked model the warband does not have', () => {
    const r = scenarioFromWarbands(BUILTIN_WARBANDS.mercenaries!, BUILTIN_WARBANDS.raiders!, {
      name: 'x',
      table: { width: 24, depth: 24 },
      pick: { blue: ['chief', 'troll'] },
    });
    expect(r).toEqual({
      ok: false,
      problems: [{ path: 'pick.blue[1]', message: 'no model "troll" in warband "raiders"' }],
    });
  });
});

describe('storm-the-farmhouse description (issue 21, item 12)', () => {
  it('calls the one-model marksmen unit a lone marksman, not a team', () => {
    const s = BUILTIN_SCENARIOS['storm-the-farmhouse'];
    const marksmen = s!.sides[1].models.filter((m) => m.unit === 'marksmen');
    expect(marksmen).toHaveLength(1);
    expect(s!.description).not.toMatch(/marksman team/);
    expect(s!.description).toMatch(/a lone Warden Marksman/);
  });
});
