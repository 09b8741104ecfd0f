/**
 * The ids a puzzle's decision patterns name, checked against its scenario (formats/puzzle-schema.ts, ai/puzzle.ts):
 * a pattern naming a model, unit, building, weapon or spell the position lacks, or a model of the side not to
 * act, could never match the AI's decision, so the puzzle would fail at every level without saying why.
 */
import { createGame } from '../engine/scenario';
import type { ScenarioDocument } from '../engine/scenario-types';
import { formatPath, type Problem } from './problems';
import type { PuzzlePattern } from './puzzle-schema';

/** The fields of a pattern that name a model, with the condition they sit in (`farFrom.model`). */
const MODEL_REFS = ['model', 'target'] as const;
const CONDITIONS = ['farFrom', 'closerTo', 'nearTo'] as const;

/** The side to act once the scenario's automatic start steps have run (FORMATS.md §2.1), or null. */
function sideToAct(scenario: ScenarioDocument): string | null {
  const g = createGame(scenario);
  return g.ok ? (scenario.sides[g.value.state.activeSide]?.id ?? null) : null;
}

/**
 * Every id problem of a puzzle's `expect` and `reject` patterns, e.g. `[{ path: 'expect[0].farFrom.model',
 * message: 'no model "zz" in the puzzle\'s scenario' }, { path: 'expect[1].model', message: '"b1" is a model of
 * blue, but red is to act: the AI decides only for the side to act, so this pattern never matches' }]`. The
 * scenario must be valid.
 */
export function puzzlePatternProblems(
  puzzle: { expect: readonly PuzzlePattern[]; reject?: readonly PuzzlePattern[] | undefined },
  scenario: ScenarioDocument,
): Problem[] {
  const sideOfModel = new Map<string, string>();
  const sideOfUnit = new Map<string, string>();
  for (const side of scenario.sides)
    for (const m of side.models) {
      sideOfModel.set(m.id, side.id);
      sideOfUnit.set(m.unit ?? m.id, side.id);
    }
  const buildings = new Set((scenario.terrain ?? []).filter((t) => t.kind === 'building').map((t) => t.id));
  const weapons = new Set(Object.keys(scenario.weapons ?? {}));
  const spells = new Set(Object.keys(scenario.spells ?? {}));
  const acting = sideToAct(scenario);
  const out: Problem[] = [];
  const check = (
    list: 'expect' | 'reject',
    k: number,
    field: (string | number)[],
    value: string,
    known: boolean,
    what: string,
  ) => {
    if (!known)
      out.push({
        path: formatPath([list, k, ...field]),
        message: `no ${what} "${value}" in the puzzle's scenario`,
      });
  };
  const own = (
    list: 'expect' | 'reject',
    k: number,
    field: string,
    value: string,
    side: string | undefined,
  ) => {
    if (acting === null || side === undefined || side === acting) return;
    out.push({
      path: formatPath([list, k, field]),
      message: `"${value}" is ${field === 'unit' ? 'a unit' : 'a model'} of ${side}, but ${acting} is to act: the AI decides only for the side to act, so this pattern never matches`,
    });
  };
  for (const list of ['expect', 'reject'] as const)
    (puzzle[list] ?? []).forEach((p, k) => {
      for (const f of MODEL_REFS) {
        const v = p[f];
        if (v !== undefined) check(list, k, [f], v, sideOfModel.has(v), 'model');
      }
      if (p.model !== undefined) own(list, k, 'model', p.model, sideOfModel.get(p.model));
      for (const c of CONDITIONS) {
        const v = p[c]?.model;
        if (v !== undefined) check(list, k, [c, 'model'], v, sideOfModel.has(v), 'model');
      }
      const cover = p.coverFrom;
      if (typeof cover === 'string') check(list, k, ['coverFrom'], cover, sideOfModel.has(cover), 'model');
      else (cover ?? []).forEach((v, i) => check(list, k, ['coverFrom', i], v, sideOfModel.has(v), 'model'));
      if (p.unit !== undefined) {
        check(list, k, ['unit'], p.unit, sideOfUnit.has(p.unit), 'unit');
        own(list, k, 'unit', p.unit, sideOfUnit.get(p.unit));
      }
      if (p.building !== undefined)
        check(list, k, ['building'], p.building, buildings.has(p.building), 'building');
      if (p.weapon !== undefined) check(list, k, ['weapon'], p.weapon, weapons.has(p.weapon), 'weapon');
      if (p.spell !== undefined) check(list, k, ['spell'], p.spell, spells.has(p.spell), 'spell');
    });
  return out;
}
