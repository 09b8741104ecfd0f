/**
 * What a model costs, from the points table (content/points.json, `skirmisher-points/1`): its preset's base
 * points, its characteristics against the base profile (RULES.md §2), its armour and invulnerable saves
 * (§6.6), its weapons, special rules and spells (§12), with a warband's own prices replacing the preset's.
 * Pure functions; nothing here reads files.
 */
import { BUILTIN_POINTS, BUILTIN_WARBANDS } from '../content';
import type { Preset } from '../engine/types';
import type { PointsTable, PresetPrices } from '../formats/points-schema';

/** The profile characteristics in the order of a profile line (RULES.md §2). */
export const CHARACTERISTICS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;
type Characteristic = (typeof CHARACTERISTICS)[number];

/** What the cost of a model reads: its profile, saves and equipment (a warband or scenario model). */
export interface PricedModel {
  profile: Readonly<Record<Characteristic, number>>;
  /** Armour save, e.g. 5 for 5+; 7 or absent for none. */
  save?: number;
  invulnerable?: number;
  weapons?: readonly string[];
  rules?: readonly string[];
  spells?: readonly string[];
}

/** One line of a cost breakdown, e.g. `{ label: 'WS 4 (+1)', points: 5 }` or `{ label: 'crossbow', points: 15 }`. */
export interface CostLine {
  label: string;
  points: number;
}

/**
 * A model's cost: `{ total: 30, lines: [{ label: 'Base', points: 10 }, { label: 'Save 6+', points: 5 }, …],
 * unpriced: [] }`. `unpriced` names what the table has no price for (`'weapon "lance"'`); they count 0.
 */
export interface ModelCost {
  total: number;
  lines: CostLine[];
  unpriced: string[];
}

/** The built-in points table (content/points.json). */
export const POINTS_TABLE: PointsTable = BUILTIN_POINTS;

/** The price list of a preset, or undefined when the table has none. */
export function presetPrices(table: PointsTable, preset: Preset): PresetPrices | undefined {
  return table.presets[preset];
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A price by id: the warband's own first, then the preset's; undefined when neither has one. */
function priceOf(
  own: Readonly<Record<string, number | undefined>> | undefined,
  general: Readonly<Record<string, number | undefined>> | undefined,
  key: string,
): number | undefined {
  return own?.[key] ?? general?.[key];
}

/**
 * The cost of `model` under a preset's price list; `warband` is the warband (or scenario side) id whose own
 * prices replace the preset's. Example: a Reikland Crossbowman (the base profile, save 6+, dagger and
 * crossbow) costs `{ total: 30, lines: [Base 10, Save 6+ 5, dagger 0, crossbow 15] }`. Never below 0: a
 * profile that sums below nothing gets a last line that brings it to 0.
 */
export function modelCost(model: PricedModel, prices: PresetPrices, warband?: string): ModelCost {
  const own = warband === undefined ? undefined : prices.warbands?.[warband];
  const lines: CostLine[] = [{ label: 'Base', points: prices.base.points }];
  const unpriced: string[] = [];
  for (const c of CHARACTERISTICS) {
    const diff = model.profile[c] - prices.base.profile[c];
    if (diff !== 0)
      lines.push({ label: `${c} ${model.profile[c]} (${signed(diff)})`, points: diff * prices.perPoint[c] });
  }
  const saves = [
    ['Save', model.save, prices.save],
    ['Invulnerable save', model.invulnerable, prices.invulnerable],
  ] as const;
  for (const [what, value, costs] of saves) {
    if (value === undefined || value >= 7) continue;
    const points = costs?.[String(value) as keyof typeof costs];
    if (points === undefined) unpriced.push(`${what.toLowerCase()} ${value}+`);
    lines.push({ label: `${what} ${value}+`, points: points ?? 0 });
  }
  const items = [
    ['weapon', model.weapons, own?.weapons, prices.weapons],
    ['rule', model.rules, own?.rules, prices.rules],
    ['spell', model.spells, own?.spells, prices.spells],
  ] as const;
  for (const [what, ids, mine, general] of items) {
    for (const key of ids ?? []) {
      const points = priceOf(mine, general, key);
      if (points === undefined) unpriced.push(`${what} "${key}"`);
      lines.push({ label: what === 'spell' ? `spell ${key}` : key, points: points ?? 0 });
    }
  }
  const sum = lines.reduce((n, l) => n + l.points, 0);
  // A profile far below the base one would sum below nothing; a model costs at least 0 (the scenario format's
  // `points` is 0–10,000), so the editor never writes a price the scenario refuses.
  if (sum < 0) lines.push({ label: 'No model costs less than 0', points: -sum });
  return { total: Math.max(0, sum), lines, unpriced };
}

/**
 * The cost of every model of a warband and their total under the built-in table (or `table`), e.g.
 * `warbandCost(mercenaries)` → `{ total: 260, models: [{ id: 'captain', cost: { total: 70, … } }, …] }`.
 * Throws when the table has no price list for the warband's preset (a programmer error for built-ins).
 */
export function warbandCost(
  warband: { id: string; preset?: Preset; models: readonly (PricedModel & { id: string })[] },
  table: PointsTable = POINTS_TABLE,
): { total: number; models: { id: string; cost: ModelCost }[] } {
  const preset = warband.preset ?? 'warhammer-skirmish';
  const prices = presetPrices(table, preset);
  if (prices === undefined) throw new Error(`the points table has no prices for preset "${preset}"`);
  const models = warband.models.map((m) => ({ id: m.id, cost: modelCost(m, prices, warband.id) }));
  return { total: models.reduce((n, m) => n + m.cost.total, 0), models };
}

/**
 * The warband whose own prices apply to a scenario side: the built-in warband of that id or name (a side
 * deployed from the Grey Circle is named "Grey Circle"), else the side's id. Example: `{ id: 'blue', name:
 * 'Grey Circle' }` → `'grey-circle'`.
 */
export function sideWarband(side: { id: string; name?: string }): string {
  const byName = Object.values(BUILTIN_WARBANDS).find((w) => w.id === side.id || w.name === side.name);
  return byName?.id ?? side.id;
}

/**
 * The cost of a model of side `side` of a scenario (the editor's inspector and totals), under the scenario's
 * preset (default `warhammer-skirmish`) and its side's warband prices; undefined when the table has no price
 * list for the preset.
 */
export function scenarioModelCost(
  doc: { ruleset?: { preset?: Preset }; sides: readonly { id: string; name?: string }[] },
  side: number,
  model: PricedModel,
  table: PointsTable = POINTS_TABLE,
): ModelCost | undefined {
  const prices = presetPrices(table, doc.ruleset?.preset ?? 'warhammer-skirmish');
  const s = doc.sides[side];
  return prices === undefined || s === undefined ? undefined : modelCost(model, prices, sideWarband(s));
}
