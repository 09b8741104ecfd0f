/**
 * Builds a scenario (FORMATS.md §1) from two warband files: red deploys along the south edge, blue along
 * the north edge, in rows about 6" in, each model its own unit unless the warband names units (RULES.md §2;
 * unit ids are prefixed with the side, `red-wardens`). The preset is the warbands' own unless `ruleset` says. The result goes through
 * `validateScenario`, so it comes back as `{ ok: true, scenario }` or with every problem listed.
 * Automatic deployment ignores terrain: pass `positions` when the deployment zone has some.
 */
import type { ScenarioDocument, ScenarioModel, ScenarioSide } from '../engine/scenario-types';
import type { Point, Spell, Terrain, Weapon } from '../engine/types';
import { DEFAULT_BASE } from '../formats/checks';
import {
  validateScenario,
  type Problem,
  type ScenarioValidation,
  type WarbandDocument,
} from '../formats/validate';
import type { WarbandModel } from '../formats/warband-schema';

/** Side ids of a warband game, first side south. */
export const WARBAND_SIDES = ['red', 'blue'] as const;

/**
 * How to set up a game of two warbands, e.g. `{ name: 'Skirmish', table: { width: 48, depth: 48 },
 * maxTurns: 8, seed: 's1', pick: { red: ['captain', 'swordsman-1'] } }`. Distances in inches.
 */
export interface WarbandGameSetup {
  name: string;
  description?: string;
  table: { width: number; depth: number };
  terrain?: Terrain[];
  ruleset?: ScenarioDocument['ruleset'];
  maxTurns?: number;
  seed?: string;
  /** From each side's own edge to its first row of models, default 6. */
  edgeDistance?: number;
  /** Only these warband model ids, in this order (default the whole roster). */
  pick?: { red?: string[]; blue?: string[] };
  /** Positions by warband model id, replacing the automatic rows, e.g. `{ red: { captain: [24, 5] } }`. */
  positions?: { red?: Record<string, Point>; blue?: Record<string, Point> };
}

/** Gap left between neighbouring bases in a deployment row, inches (RULES.md §3.2 keeps models 1" apart). */
const ROW_GAP = 1.5;

/** Automatic row positions for `count` models of base radius `base`, from the side's edge. */
function rowPositions(count: number, base: number, side: 0 | 1, setup: WarbandGameSetup): Point[] {
  const { width, depth } = setup.table;
  const step = 2 * base + ROW_GAP;
  const perRow = Math.max(1, Math.floor((width - 2) / step));
  const inset = setup.edgeDistance ?? 6;
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const x = width / 2 + ((i % perRow) - (inRow - 1) / 2) * step;
    const fromEdge = inset + row * step;
    out.push([round(x), round(side === 0 ? fromEdge : depth - fromEdge)]);
  }
  return out;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function sideOf(
  warband: WarbandDocument,
  side: 0 | 1,
  setup: WarbandGameSetup,
  problems: Problem[],
): ScenarioSide & { models: ScenarioModel[] } {
  const key = WARBAND_SIDES[side];
  const wanted = setup.pick?.[key];
  const roster: WarbandModel[] = [];
  if (wanted === undefined) roster.push(...warband.models);
  else {
    wanted.forEach((id, i) => {
      const m = warband.models.find((x) => x.id === id);
      if (m === undefined)
        problems.push({
          path: `pick.${key}[${i}]`,
          message: `no model ${JSON.stringify(id)} in warband ${JSON.stringify(warband.id)}`,
        });
      else roster.push(m);
    });
  }
  const auto = rowPositions(
    roster.length,
    Math.max(DEFAULT_BASE, ...roster.map((m) => m.base ?? DEFAULT_BASE)),
    side,
    setup,
  );
  const models = roster.map((m, i): ScenarioModel => {
    const at = setup.positions?.[key]?.[m.id] ?? auto[i]!;
    const copy = JSON.parse(JSON.stringify(m)) as WarbandModel;
    const unit = copy.unit === undefined ? {} : { unit: `${key}-${copy.unit}` };
    return { ...copy, id: `${key[0]}${i + 1}`, ...unit, at };
  });
  return { id: key, name: warband.name, edge: side === 0 ? 'south' : 'north', models };
}

/**
 * A scenario of `red` (south) against `blue` (north), model ids `r1…` and `b1…` in roster order, red to act
 * first at the start of turn 1. Weapon tables are merged (keeping the weapons the models carry); the same
 * weapon id with two different definitions is a problem. Example: `scenarioFromWarbands(mercenaries, raiders, { name: 'Open field',
 * table: { width: 48, depth: 48 } })` → `{ ok: true, scenario }`.
 */
export function scenarioFromWarbands(
  red: WarbandDocument,
  blue: WarbandDocument,
  setup: WarbandGameSetup,
): ScenarioValidation {
  const problems: Problem[] = [];
  const weapons: Record<string, Weapon> = {};
  for (const [key, band] of [
    ['red', red],
    ['blue', blue],
  ] as const) {
    for (const [id, w] of Object.entries(band.weapons)) {
      const prev = weapons[id];
      if (prev !== undefined && JSON.stringify(prev) !== JSON.stringify(w)) {
        problems.push({
          path: `${key}.weapons.${id}`,
          message: `weapon ${JSON.stringify(id)} differs from red's weapon of the same id`,
        });
      } else weapons[id] = w;
    }
  }
  const sides: [ScenarioSide, ScenarioSide] = [
    sideOf(red, 0, setup, problems),
    sideOf(blue, 1, setup, problems),
  ];
  if (problems.length > 0) return { ok: false, problems };
  const used = new Set(sides.flatMap((side) => side.models.flatMap((m) => m.weapons ?? [])));
  for (const id of Object.keys(weapons)) if (!used.has(id)) delete weapons[id];
  const spells: Record<string, Spell> = {};
  for (const band of [red, blue])
    for (const [id, sp] of Object.entries(band.spells ?? {}))
      if (sides.some((side) => side.models.some((m) => m.spells?.includes(id)))) spells[id] = sp;
  const doc: ScenarioDocument = {
    format: 'skirmisher-scenario/1',
    name: setup.name,
    ...(setup.description !== undefined && { description: setup.description }),
    ruleset: setup.ruleset ?? { preset: red.preset ?? blue.preset ?? 'warhammer-skirmish' },
    table: { ...setup.table },
    terrain: setup.terrain ?? [],
    weapons,
    ...(Object.keys(spells).length > 0 && { spells }),
    sides,
    turn: 1,
    ...(setup.maxTurns !== undefined && { maxTurns: setup.maxTurns }),
    activeSide: 'red',
    phase: 'recovery',
    ...(setup.seed !== undefined && { seed: setup.seed }),
    dice: [],
  };
  return validateScenario(doc);
}
