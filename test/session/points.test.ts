/**
 * The points table (content/points.json, `skirmisher-points/1`) prices every built-in warband's models at the
 * points their files give (RULES.md §2 profiles, §6.6 saves, §12 spells), and a bad table is refused with the
 * field and what was expected.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_POINTS, BUILTIN_WARBANDS } from '../../content';
import { validatePointsTable } from '../../formats/points-schema';
import { modelCost, presetPrices, warbandCost } from '../../session/points';

const bands = Object.values(BUILTIN_WARBANDS);

describe('points from the table', () => {
  it.each(bands.map((w) => [w.id, w] as const))('%s: every model costs its written points', (_id, w) => {
    const priced = warbandCost(w);
    for (const [i, m] of w.models.entries()) {
      expect({ id: m.id, points: priced.models[i]!.cost.total }).toEqual({ id: m.id, points: m.points });
      expect(priced.models[i]!.cost.unpriced).toEqual([]);
    }
    expect(priced.total).toBe(w.models.reduce((n, m) => n + (m.points ?? 0), 0));
  });

  it('the totals of the built-in warbands', () => {
    expect(Object.fromEntries(bands.map((w) => [w.id, warbandCost(w).total]))).toEqual({
      mercenaries: 260,
      raiders: 260,
      'grey-circle': 260,
      'iron-wardens': 220,
      'gorefang-mob': 220,
    });
  });

  it('breaks a cost down into base, characteristics, save and equipment', () => {
    const captain = BUILTIN_WARBANDS.mercenaries!.models.find((m) => m.name === 'Captain')!;
    const cost = modelCost(captain, presetPrices(BUILTIN_POINTS, 'warhammer-skirmish')!);
    expect(cost.lines).toEqual([
      { label: 'Base', points: 10 },
      { label: 'WS 4 (+1)', points: 5 },
      { label: 'BS 4 (+1)', points: 5 },
      { label: 'W 2 (+1)', points: 5 },
      { label: 'I 4 (+1)', points: 3 },
      { label: 'A 2 (+1)', points: 5 },
      { label: 'Ld 8 (+1)', points: 2 },
      { label: 'Save 5+', points: 10 },
      { label: 'sword', points: 5 },
      { label: 'crossbow', points: 15 },
      { label: 'leader', points: 5 },
    ]);
    expect(cost.total).toBe(70);
  });

  it("a warband's own prices replace the preset's (the Grey Circle's crossbow)", () => {
    const prices = presetPrices(BUILTIN_POINTS, 'warhammer-skirmish')!;
    const crossbowman = BUILTIN_WARBANDS['grey-circle']!.models.find((m) => m.name === 'Crossbowman')!;
    expect(modelCost(crossbowman, prices, 'grey-circle').total).toBe(35);
    expect(modelCost(crossbowman, prices, 'mercenaries').total).toBe(30);
  });

  it('never prices a model below 0, which the scenario format refuses', () => {
    const prices = presetPrices(BUILTIN_POINTS, 'warhammer-skirmish')!;
    const feeble = { profile: { M: 1, WS: 1, BS: 1, S: 1, T: 1, W: 1, I: 1, A: 1, Ld: 1 }, weapons: [] };
    const cost = modelCost(feeble, prices);
    expect(cost.total).toBe(0);
    expect(cost.lines.reduce((n, l) => n + l.points, 0)).toBe(0);
    expect(cost.lines.at(-1)!.label).toBe('No model costs less than 0');
  });

  it('names what the table has no price for and counts it 0', () => {
    const prices = presetPrices(BUILTIN_POINTS, 'warhammer-skirmish')!;
    const m = { profile: prices.base.profile, weapons: ['lance'] };
    expect(modelCost(m, prices)).toEqual({
      total: 10,
      lines: [
        { label: 'Base', points: 10 },
        { label: 'lance', points: 0 },
      ],
      unpriced: ['weapon "lance"'],
    });
  });
});

describe('the points table schema', () => {
  const good = (): Record<string, unknown> =>
    JSON.parse(JSON.stringify(BUILTIN_POINTS)) as Record<string, unknown>;

  it('accepts the built-in table', () => {
    expect(validatePointsTable(good()).ok).toBe(true);
  });

  it('refuses a negative cost, naming the field', () => {
    const t = good() as { presets: { 'warhammer-skirmish': { weapons: Record<string, number> } } };
    t.presets['warhammer-skirmish'].weapons.sword = -5;
    expect(validatePointsTable(t)).toEqual({
      ok: false,
      problems: [
        {
          path: 'presets["warhammer-skirmish"].weapons.sword',
          message: 'expected a cost in points (an integer from 0 to 1000), got -5',
        },
      ],
    });
  });

  it('refuses an unknown preset, a misspelt rule and a missing characteristic', () => {
    const t = good() as {
      presets: Record<string, { rules: Record<string, number>; perPoint: Record<string, number> }>;
    };
    t.presets['squad-assualt'] = t.presets['squad-assault']!;
    t.presets['warhammer-skirmish']!.rules.leadr = 5;
    delete t.presets['warhammer-skirmish']!.perPoint.Ld;
    const r = validatePointsTable(t);
    expect(r.ok).toBe(false);
    const messages = r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^presets\["squad-assualt"\]: unknown preset "squad-assualt"; did you mean "squad-assault"\?/,
        ),
        expect.stringMatching(
          /^presets\["warhammer-skirmish"\]\.rules\.leadr: unknown model rule "leadr"; did you mean "leader"\?/,
        ),
        expect.stringMatching(/^presets\["warhammer-skirmish"\]\.perPoint\.Ld: missing: expected/),
      ]),
    );
  });
});
