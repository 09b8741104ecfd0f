/**
 * Unit moves from the whole position in squad play (issue 18, ai/unit-position-candidates.ts): a unit's
 * candidates are judged against every enemy unit, not only the nearest model — out of the charge reach of a
 * farther, faster unit, out of sight of or in cover from a shooting unit that is not the nearest — every one
 * legal, and a larger `widen` only adds to the list.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  canSee,
  coverBetween,
  modelDist,
  modelIndex,
  unitModelsInPlay,
  validateAction,
  type GameState,
  type ScenarioDocument,
  type ScenarioModel,
} from '../../engine';
import { unitIndexOf } from '../../engine/units';
import { candidates, newPlan } from '../../ai';
import { decisionKey, isEngineAction, type Decision } from '../../ai/decision';
import { unitMoveCandidates } from '../../ai/unit-candidates';
import { man, scenario, start } from '../support/scenario';

/** A squad-play Movement phase on a 48″ table, red to move. */
function squadDoc(red: ScenarioModel[], blue: ScenarioModel[], extra: Partial<ScenarioDocument> = {}) {
  return scenario(red, blue, {
    ruleset: { preset: 'squad-assault' },
    table: { width: 48, depth: 48 },
    phase: 'movement',
    phaseStarted: true,
    turn: 2,
    seed: 'whole',
    ...extra,
  });
}

/** Three models of unit `unit` in a row along x, 1.5″ apart, centred on (x, y). */
function trio(prefix: string, unit: string, x: number, y: number, extra: Parameters<typeof man>[3] = {}) {
  return [-1.5, 0, 1.5].map((o, k) => man(`${prefix}${k + 1}`, x + o, y, { unit, ...extra }));
}

/** The state after decision d, or throws. */
function after(s: GameState, d: Decision): GameState {
  if (!isEngineAction(d)) throw new Error(`${d.type} is not an engine action`);
  const r = applyAction(s, d);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** The least base-to-base distance between the models of units `a` and `b`, inches. */
function unitGap(s: GameState, a: string, b: string): number {
  let least = Infinity;
  for (const i of unitModelsInPlay(s, unitIndexOf(s, a)))
    for (const j of unitModelsInPlay(s, unitIndexOf(s, b))) least = Math.min(least, modelDist(s, i, j));
  return least;
}

/** Enemy models of unit `shooters` that see a model of unit `target` with no cover. */
function exposedTo(s: GameState, target: string, shooters: string): number {
  let n = 0;
  for (const j of unitModelsInPlay(s, unitIndexOf(s, shooters)))
    if (
      unitModelsInPlay(s, unitIndexOf(s, target)).some(
        (i) => canSee(s, j, i) && coverBetween(s, j, i) === 'none',
      )
    )
      n++;
  return n;
}

describe('squad unit move candidates from the whole position (issue 18)', () => {
  // The zombies (M4, 8″ of charge) are the nearest unit, out of reach; the wolves (M8, 16″) are farther, off to
  // the south-west, and in reach: the quick moves back off from the zombies toward the wolves.
  const wolves = squadDoc(trio('r', 'vets', 24, 24, { weapons: ['sword'] }), [
    ...trio('z', 'zombies', 24, 34, { weapons: ['sword'] }),
    ...[0, 1.5].map((o, k) =>
      man(`w${k + 1}`, 13 + o, 14, { unit: 'wolves', weapons: ['sword'], profile: { M: 8 } }),
    ),
  ]);
  /** The candidate moves that take every vet beyond the wolves' 16″ and the zombies' 8″ of charge (§4.1). */
  const safe = (s: GameState, ds: Decision[]): Decision[] =>
    ds.filter((d) => {
      if (d.type !== 'moveUnit') return false;
      const t = after(s, d);
      return unitGap(t, 'vets', 'wolves') > 16 && unitGap(t, 'vets', 'zombies') > 8;
    });

  it('offers a move out of the charge reach of a farther, faster unit as well as the nearest one', () => {
    const s = start(wolves).state;
    const u = unitIndexOf(s, 'vets');
    expect(unitGap(s, 'vets', 'wolves')).toBeLessThan(16);
    expect(unitGap(s, 'vets', 'zombies')).toBeGreaterThan(8);
    expect(safe(s, unitMoveCandidates(s, u))).toEqual([]);
    expect(safe(s, unitMoveCandidates(s, u, 0)).length).toBeGreaterThan(0);
    expect(safe(s, candidates(s, newPlan(s))).length).toBeGreaterThan(0);
  });

  // The rabble (melee) is the nearest unit, to the east; the crossbows stand farther off to the south-west in
  // the open. A wall west of the vets hides them from the crossbows only if they step north-west behind it: no
  // quick move (toward or away from the rabble, or sideways) does.
  const crossbows = squadDoc(
    trio('r', 'vets', 24, 24, { weapons: ['sword'] }),
    [
      ...trio('b', 'rabble', 36, 24, { weapons: ['sword'] }),
      ...trio('c', 'crossbows', 8, 12, { weapons: ['sword', 'crossbow'] }),
    ],
    {
      terrain: [
        {
          id: 'w1',
          kind: 'wall',
          polygon: [
            [18, 22],
            [18.6, 22],
            [18.6, 28],
            [18, 28],
          ],
          height: 3,
          cover: 'hard',
        },
      ],
    },
  );

  it('offers a move out of sight of or in cover from a shooting unit that is not the nearest', () => {
    const s = start(crossbows).state;
    const u = unitIndexOf(s, 'vets');
    expect(exposedTo(s, 'vets', 'crossbows')).toBe(3);
    expect(unitGap(s, 'vets', 'rabble')).toBeLessThan(unitGap(s, 'vets', 'crossbows'));
    const hidden = (ds: Decision[]): Decision[] =>
      ds.filter((d) => d.type === 'moveUnit' && exposedTo(after(s, d), 'vets', 'crossbows') === 0);
    expect(hidden(unitMoveCandidates(s, u))).toEqual([]);
    expect(hidden(unitMoveCandidates(s, u, 0)).length).toBeGreaterThan(0);
  });

  it('keeps the quick moves first, and a larger widen only adds candidates, each one legal', () => {
    for (const doc of [wolves, crossbows]) {
      const s = start(doc).state;
      const u = unitIndexOf(s, 'vets');
      const lists = [null, 0, 2, 6].map((w) => unitMoveCandidates(s, u, w));
      const quick = lists[0]!;
      for (const list of lists) {
        expect(list.slice(0, quick.length - 1)).toEqual(quick.slice(0, -1));
        expect(list.at(-1)).toEqual({ type: 'hold', model: 'r1' });
        for (const d of list.slice(0, -1)) expect(isEngineAction(d) && validateAction(s, d)).toBeNull();
        const keys = list.map(decisionKey);
        expect(new Set(keys).size).toBe(keys.length);
      }
      for (let k = 1; k < lists.length; k++) {
        const wider = new Set(lists[k]!.map(decisionKey));
        for (const d of lists[k - 1]!) expect(wider.has(decisionKey(d))).toBe(true);
      }
      expect(lists[3]!.length).toBeGreaterThan(lists[1]!.length);
    }
  });

  it('leaves the models exactly where they stood', () => {
    const s = start(crossbows).state;
    const before = s.models.map((m) => [m.x, m.y]);
    unitMoveCandidates(s, unitIndexOf(s, 'vets'), 6);
    expect(s.models.map((m) => [m.x, m.y])).toEqual(before);
    expect(modelIndex(s, 'r1')).toBe(0);
  });
});
