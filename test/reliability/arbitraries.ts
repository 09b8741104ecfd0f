/**
 * fast-check arbitraries for the reliability tests: ruleset options, and small random scenarios that pass
 * validation (random profiles, bases, weapons, special rules and terrain on a grid of free cells).
 */
import fc from 'fast-check';
import {
  PHASES,
  type ModelRule,
  type RulesetOptions,
  type ScenarioDocument,
  type ScenarioModel,
  type Status,
  type Terrain,
} from '../../engine';
import { findScenario } from '../../content';
import { pointInPolygon } from '../../engine/geometry';
import { blocksMovement } from '../../engine/movement';
import type { SoakFailure } from '../../cli/commands/soak';

/** Any combination of the ruleset options of RULES.md §1 under either preset. */
export const rulesetArb = fc.record({
  preset: fc.constantFrom('warhammer-skirmish' as const, 'squad-assault' as const),
  options: fc.record(
    {
      casualties: fc.constantFrom('injury' as const, 'removal' as const),
      combatOrder: fc.constantFrom('chargersFirst' as const, 'initiativeSteps' as const),
      combatResult: fc.constantFrom('none' as const, 'unsavedWounds' as const),
      saves: fc.constantFrom('strengthModifier' as const, 'armourPiercing' as const),
      criticals: fc.boolean(),
      allAlone: fc.boolean(),
      routTest: fc.boolean(),
      panic: fc.boolean(),
      morale: fc.boolean(),
      buildings: fc.boolean(),
      singleTargetPenalty: fc.boolean(),
      premeasure: fc.boolean(),
    } satisfies { [K in keyof RulesetOptions]?: fc.Arbitrary<RulesetOptions[K]> },
    { requiredKeys: [] },
  ),
});

/** A built-in scenario (a fresh copy) by name; throws if there is none. */
export function builtin(name: string): ScenarioDocument {
  const doc = findScenario(name);
  if (doc === undefined) throw new Error(`no built-in scenario ${name}`);
  return doc;
}

const WEAPONS = {
  sword: { type: 'melee' as const },
  axe: { type: 'melee' as const, strengthBonus: 1, saveModifier: -1, ap: 5 },
  greatAxe: { type: 'melee' as const, strengthBonus: 2, rules: ['killingBlow' as const] },
  bow: { type: 'missile' as const, range: 24, strength: 3 },
  crossbow: { type: 'missile' as const, range: 30, strength: 4, saveModifier: -1, ap: 4 },
  handgun: { type: 'missile' as const, range: 12, strength: 6, shots: 2 },
};

const CELL = 3.2;

const modelArb = fc.record({
  profile: fc.record({
    M: fc.integer({ min: 0, max: 10 }),
    WS: fc.integer({ min: 0, max: 10 }),
    BS: fc.integer({ min: 0, max: 10 }),
    S: fc.integer({ min: 0, max: 10 }),
    T: fc.integer({ min: 0, max: 10 }),
    W: fc.integer({ min: 1, max: 3 }),
    I: fc.integer({ min: 0, max: 10 }),
    A: fc.integer({ min: 0, max: 4 }),
    Ld: fc.integer({ min: 0, max: 10 }),
  }),
  save: fc.integer({ min: 2, max: 7 }),
  invulnerable: fc.integer({ min: 2, max: 7 }),
  base: fc.constantFrom(0.5, 0.75, 1, 1.5),
  weapons: fc.subarray(Object.keys(WEAPONS)),
  rules: fc.subarray<ModelRule>(['killingBlow', 'large', 'fear']),
  points: fc.integer({ min: 0, max: 100 }),
});

type ModelDraw = typeof modelArb extends fc.Arbitrary<infer T> ? T : never;

const terrainArb = (width: number, depth: number) =>
  fc
    .record({
      kind: fc.constantFrom('wall', 'building', 'wood', 'rubble', 'impassable', 'platform') as fc.Arbitrary<
        Terrain['kind']
      >,
      x: fc.integer({ min: 0, max: width - 2 }),
      y: fc.integer({ min: 0, max: depth - 2 }),
      w: fc.constantFrom(0.5, 1, 2, 4, 6),
      h: fc.constantFrom(0.5, 1, 2, 4, 6),
      height: fc.constantFrom(0, 0.5, 1, 2, 3, 6),
      cover: fc.constantFrom('none', 'soft', 'hard') as fc.Arbitrary<Terrain['cover']>,
    })
    .map((t) => {
      const x2 = Math.min(width, t.x + t.w);
      const y2 = Math.min(depth, t.y + t.h);
      const out: Terrain = {
        id: '',
        kind: t.kind,
        polygon: [
          [t.x, t.y],
          [x2, t.y],
          [x2, y2],
          [t.x, y2],
        ],
        height: t.height,
        cover: t.cover,
      };
      if (t.kind === 'building' && t.height >= 3) out.floors = [3];
      return out;
    });

/** The pieces no model stands inside where it may not (impassable, or a wall or platform over 1"). */
function playableTerrain(terrain: Terrain[], models: readonly ScenarioModel[]): Terrain[] {
  return terrain.filter(
    (t) => !blocksMovement(t) || !models.some((m) => pointInPolygon(m.at[0], m.at[1], t.polygon)),
  );
}

/**
 * A small random scenario that validates: 1–5 models a side with random profiles and kit, each alone in a
 * grid cell (bases never overlap), 0–4 terrain pieces anywhere (models may stand in those
 * that do not stop movement), random options.
 */
export const scenarioArb: fc.Arbitrary<ScenarioDocument> = fc
  .record({
    size: fc.constantFrom(16, 24, 36),
    red: fc.array(modelArb, { minLength: 1, maxLength: 5 }),
    blue: fc.array(modelArb, { minLength: 1, maxLength: 5 }),
    cells: fc.uniqueArray(fc.nat({ max: 99 }), { minLength: 10, maxLength: 10 }),
    ruleset: rulesetArb,
    maxTurns: fc.integer({ min: 1, max: 6 }),
    leaders: fc.boolean(),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
  })
  .chain((r) =>
    fc.array(terrainArb(r.size, r.size), { maxLength: 4 }).map((terrain): ScenarioDocument => {
      const per = Math.floor(r.size / CELL);
      const place = (m: ModelDraw, k: number, id: string, leader: boolean): ScenarioModel => {
        const cell = r.cells[k]! % (per * per);
        const x = (cell % per) * CELL + CELL / 2;
        const y = Math.floor(cell / per) * CELL + CELL / 2;
        return { id, ...m, rules: leader ? [...m.rules, 'leader'] : m.rules, at: [x, y] };
      };
      const cellsUsed = new Set<number>();
      const red: ScenarioModel[] = [];
      const blue: ScenarioModel[] = [];
      let k = 0;
      for (const [list, out, prefix] of [
        [r.red, red, 'r'],
        [r.blue, blue, 'b'],
      ] as const) {
        list.forEach((m, i) => {
          while (k < r.cells.length && cellsUsed.has(r.cells[k]! % (per * per))) k++;
          if (k >= r.cells.length) return;
          cellsUsed.add(r.cells[k]! % (per * per));
          out.push(place(m, k, `${prefix}${i + 1}`, r.leaders && i === 0));
          k++;
        });
      }
      return {
        format: 'skirmisher-scenario/1',
        name: 'random',
        ruleset: r.ruleset,
        table: { width: r.size, depth: r.size },
        terrain: playableTerrain(terrain, [...red, ...blue]).map((t, i) => ({ ...t, id: `t${i}` })),
        weapons: WEAPONS,
        sides: [
          { id: 'red', models: red },
          { id: 'blue', models: blue },
        ],
        maxTurns: r.maxTurns,
        seed: r.seed,
      };
    }),
  );

/** A failure as one readable message, with the bad action and how to replay the game. */
export function failureText(f: SoakFailure): string {
  return [
    `${f.spec.scenario} seed ${JSON.stringify(f.spec.seed)} ${f.spec.bots.join(' vs ')}, action ${f.index}: ${f.message}`,
    `actions: ${JSON.stringify(f.actions)}`,
  ].join('\n');
}

/**
 * A mid-game position of 1–4 duels: each red model in base contact with a blue one (pairs 8" apart), random
 * profiles and statuses (a knocked-down or stunned model at 0 W, only standing models hidden), random phase
 * and options. Validates.
 */
export const engagedArb: fc.Arbitrary<ScenarioDocument> = fc
  .record({
    pairs: fc.array(
      fc.record({
        red: modelArb,
        blue: modelArb,
        redStatus: fc.constantFrom('standing', 'standing', 'knockedDown', 'stunned') as fc.Arbitrary<Status>,
        blueStatus: fc.constantFrom('standing', 'standing', 'knockedDown', 'stunned') as fc.Arbitrary<Status>,
        hidden: fc.boolean(),
        charged: fc.boolean(),
        angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    phase: fc.constantFrom(...PHASES),
    active: fc.constantFrom('red', 'blue'),
    ruleset: rulesetArb,
    seed: fc.string({ minLength: 1, maxLength: 8 }),
  })
  .map((r): ScenarioDocument => {
    const red: ScenarioModel[] = [];
    const blue: ScenarioModel[] = [];
    const state = (status: Status, hidden: boolean): Partial<ScenarioModel> =>
      status === 'standing' ? { status, hidden } : { status, wounds: 0 };
    r.pairs.forEach((p, k) => {
      const x = 8 + (k % 2) * 16;
      const y = 8 + Math.floor(k / 2) * 16;
      const d = p.red.base + p.blue.base;
      red.push({
        id: `r${k + 1}`,
        ...p.red,
        ...state(p.redStatus, p.hidden),
        charged: p.charged,
        moved: p.charged,
        at: [x, y],
      });
      blue.push({
        id: `b${k + 1}`,
        ...p.blue,
        ...state(p.blueStatus, false),
        at: [x + Math.cos(p.angle) * d, y + Math.sin(p.angle) * d],
      });
    });
    return {
      format: 'skirmisher-scenario/1',
      name: 'engaged',
      ruleset: r.ruleset,
      table: { width: 32, depth: 32 },
      weapons: WEAPONS,
      sides: [
        { id: 'red', models: red },
        { id: 'blue', models: blue },
      ],
      activeSide: r.active,
      phase: r.phase,
      maxTurns: 3,
      seed: r.seed,
    };
  });
