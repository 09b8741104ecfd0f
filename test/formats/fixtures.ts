/** Small valid documents for the format tests (FORMATS.md §1, §2, §4), built fresh for each use. */
import type { ScenarioDocument, ScenarioModel } from '../../engine/scenario-types';

/** A plain profile, e.g. a human warrior (RULES.md §2). */
export function profile(): ScenarioModel['profile'] {
  return { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
}

/** A model at `at` with a sword. */
export function model(
  id: string,
  at: ScenarioModel['at'],
  extra: Partial<ScenarioModel> = {},
): ScenarioModel {
  return { id, profile: profile(), weapons: ['sword'], at, ...extra };
}

/** A valid 24" × 24" scenario: r1, r2 for red (south), b1, b2 for blue (north), a wall, a sword and a bow. */
export function scenario(): ScenarioDocument {
  return {
    format: 'skirmisher-scenario/1',
    name: 'Test',
    table: { width: 24, depth: 24 },
    terrain: [
      {
        id: 'wall-1',
        kind: 'wall',
        polygon: [
          [8, 12],
          [16, 12],
          [16, 12.5],
          [8, 12.5],
        ],
        height: 1,
        cover: 'hard',
      },
    ],
    weapons: { sword: { type: 'melee' }, bow: { type: 'missile', range: 24, strength: 3 } },
    sides: [
      { id: 'red', models: [model('r1', [6, 3]), model('r2', [10, 3], { weapons: ['sword', 'bow'] })] },
      { id: 'blue', models: [model('b1', [6, 21]), model('b2', [10, 21, 0])] },
    ],
    turn: 1,
    maxTurns: 6,
    activeSide: 'red',
    phase: 'recovery',
    seed: 'test-1',
    dice: [],
  };
}

/** A loosely typed copy of `scenario()` for breaking on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** `scenario()` changed by `edit`, as untyped data. */
export function broken(edit: (s: Loose) => void): unknown {
  const s: Loose = scenario();
  edit(s);
  return s;
}
