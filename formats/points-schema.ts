/**
 * The zod schema of the points table `skirmisher-points/1` (content/points.json): what a model costs, per
 * rules preset (RULES.md §1), from its profile (§2), armour and invulnerable saves (§6.6), weapons, special
 * rules and spells (§12). `session/points.ts` prices a model with it; docs/architecture.md "Format extensions"
 * documents the format.
 */
import { z } from 'zod';
import { MODEL_RULES, PRESETS } from '../engine/types';
import { exactly, id, intIn, knownName, strictObj, text } from './leaf';
import {
  closestName,
  describeValue,
  expectedMessage,
  expecting,
  problemsFromIssues,
  type Problem,
} from './problems';
import { MAX_DESCRIPTION_LENGTH, profileSchema } from './scenario-schema';

/** The format tag of a points table. */
export const POINTS_FORMAT = 'skirmisher-points/1';

/** Most points one item may cost: 1,000. */
const MAX_COST = 1000;
const cost = intIn(0, MAX_COST, `a cost in points (an integer from 0 to ${MAX_COST})`);
const perPointCost = intIn(0, 100, 'points per point of the characteristic (an integer from 0 to 100)');

/** Costs by id, e.g. `{ "sword": 5, "crossbow": 15 }`. */
const costTable = (what: string) =>
  z.record(id(`a ${what} id`), cost, { error: expecting(`a table of ${what} costs by id (an object)`) });

/** Cost of each save value, e.g. `{ "6": 5, "5": 10 }` (no save costs nothing, RULES.md §6.6). */
const saveCosts = strictObj(
  {
    '2': cost.optional(),
    '3': cost.optional(),
    '4': cost.optional(),
    '5': cost.optional(),
    '6': cost.optional(),
  },
  'save costs by save value { "2", "3", "4", "5", "6" }',
);

/**
 * A table keyed by known names, e.g. `namedTable(MODEL_RULES, 'model rule', cost)`: an unknown key is a
 * problem at its own path, `unknown model rule "leadr"; did you mean "leader"?`.
 */
function namedTable<const K extends readonly [string, ...string[]], V extends z.ZodType>(
  names: K,
  what: string,
  value: V,
) {
  // zod types a record's issues without `unrecognized_keys`, yet a partial record of an enum key raises it.
  const unknownKeys = (issue: object): string[] | undefined =>
    'keys' in issue && Array.isArray(issue.keys) ? (issue.keys as string[]) : undefined;
  return z.partialRecord(knownName(names, what), value, {
    error: (issue) =>
      unknownKeys(issue)
        ?.map((key) => {
          const hint = closestName(key, names);
          return hint !== undefined
            ? `unknown ${what} ${describeValue(key)}; did you mean "${hint}"?`
            : `unknown ${what} ${describeValue(key)}; known: ${names.join(', ')}`;
        })
        .join('\n') ?? expectedMessage(`a table by ${what} (an object)`, issue.input),
  });
}

/** Costs of the model special rules (RULES.md §2), e.g. `{ "leader": 5, "wizard": 15 }`. */
const ruleCosts = namedTable(MODEL_RULES, 'model rule', cost);

/**
 * One warband's own prices, which replace the preset's for its models, e.g.
 * `{ "note": "crossbows are rare for wizards", "weapons": { "crossbow": 20 } }`.
 */
export const warbandPricesSchema = strictObj(
  {
    note: text(MAX_DESCRIPTION_LENGTH, 'a note saying why').optional(),
    weapons: costTable('weapon').optional(),
    rules: ruleCosts.optional(),
    spells: costTable('spell').optional(),
  },
  'a warband\'s own prices { "note", "weapons", "rules", "spells" }',
);

/**
 * One preset's price list, e.g. `{ "base": { "points": 10, "profile": { "M": 4, … } }, "perPoint": { "WS": 5, … },
 * "save": { "5": 10 }, "weapons": { "sword": 5 }, "rules": { "leader": 5 }, "spells": { "ward": 25 } }`: a model
 * costs the base points, plus `perPoint` for each point of a characteristic above the base profile (minus it
 * for each point below), plus its save, invulnerable save, weapons, rules and spells.
 */
export const presetPricesSchema = strictObj(
  {
    note: text(MAX_DESCRIPTION_LENGTH, 'a note').optional(),
    base: strictObj({ points: cost, profile: profileSchema }, 'the base model { "points", "profile" }'),
    perPoint: strictObj(
      {
        M: perPointCost,
        WS: perPointCost,
        BS: perPointCost,
        S: perPointCost,
        T: perPointCost,
        W: perPointCost,
        I: perPointCost,
        A: perPointCost,
        Ld: perPointCost,
      },
      'points per characteristic point { "M", "WS", "BS", "S", "T", "W", "I", "A", "Ld" }',
    ),
    save: saveCosts,
    invulnerable: saveCosts.optional(),
    weapons: costTable('weapon'),
    rules: ruleCosts,
    spells: costTable('spell').optional(),
    /** Prices of one warband by its id (or a scenario side's id), replacing the preset's. */
    warbands: z
      .record(id('a warband id'), warbandPricesSchema, {
        error: expecting('a table of warband prices by warband id (an object)'),
      })
      .optional(),
  },
  'a price list { "base", "perPoint", "save", "weapons", "rules" }',
);

/** The whole points table `skirmisher-points/1`: price lists by rules preset. */
export const pointsTableSchema = strictObj(
  {
    format: exactly(POINTS_FORMAT),
    presets: namedTable(PRESETS, 'preset', presetPricesSchema),
  },
  'a points table { "format": "skirmisher-points/1", "presets" }',
);

/** One preset's price list (see `presetPricesSchema`). */
export type PresetPrices = z.output<typeof presetPricesSchema>;
/** A points table `skirmisher-points/1`. */
export type PointsTable = z.output<typeof pointsTableSchema>;
/** Result of `validatePointsTable`: the table, or its problems with JSON paths. */
export type PointsValidation = { ok: true; table: PointsTable } | { ok: false; problems: Problem[] };

/**
 * Validates a points table; never throws. Example: a weapon costing `-5` gives
 * `{ ok: false, problems: [{ path: 'presets.warhammer-skirmish.weapons.sword', message: 'expected a cost in points
 * (an integer from 0 to 1000), got -5' }] }`.
 */
export function validatePointsTable(input: unknown): PointsValidation {
  const r = pointsTableSchema.safeParse(input);
  return r.success
    ? { ok: true, table: r.data }
    : { ok: false, problems: problemsFromIssues(r.error.issues) };
}
