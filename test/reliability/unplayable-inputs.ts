/**
 * Files of the bad-input corpus that pass the schema but cannot be played (issue 22): a model inside
 * impassable terrain or floating with nothing to stand on, a terrain footprint that crosses itself or has no
 * area, ids with invisible characters. Each gets its problem from `formats/playable-checks.ts`.
 */
import { scenario, type Loose } from '../formats/fixtures';
import type { BadInput } from './bad-inputs';

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

/** The base scenario changed by `edit`. */
function scenarioFile(edit: (s: Loose) => void): () => Uint8Array {
  return () => {
    const s: Loose = scenario();
    edit(s);
    return json(s);
  };
}

/** A 2" square of terrain centred on (x, y). */
function square(x: number, y: number): [number, number][] {
  return [
    [x - 1, y - 1],
    [x + 1, y - 1],
    [x + 1, y + 1],
    [x - 1, y + 1],
  ];
}

/** The unplayable files, in the corpus's shape (`bad-inputs.ts`). */
export const UNPLAYABLE_INPUTS: BadInput[] = [
  {
    id: 'model-in-impassable',
    what: 'a model standing inside an impassable piece',
    kind: 'scenario',
    bytes: scenarioFile((s) =>
      s.terrain.push({ id: 'rock', kind: 'impassable', polygon: square(6, 3), height: 3, cover: 'none' }),
    ),
    path: 'sides[0].models[0].at',
    message: /^model "r1" stands inside impassable rock, which models cannot enter \(impassable terrain\)$/,
  },
  {
    id: 'model-in-high-wall',
    what: 'a wall over 1″ high drawn across a model (what the editor called valid)',
    kind: 'scenario',
    bytes: scenarioFile((s) =>
      s.terrain.push({ id: 'wall-2', kind: 'wall', polygon: square(10, 21), height: 2, cover: 'hard' }),
    ),
    path: 'sides[1].models[1].at',
    message: /^model "b2" stands inside wall wall-2, which models cannot enter \(over 1" high\)$/,
  },
  {
    id: 'model-floating',
    what: 'a model at z = 30 above a 1″ wall with nothing to stand on',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].at = [12, 12.25, 30])),
    path: 'sides[0].models[0].at',
    message: /^model "r1" is 30" above the table with nothing to stand on there \(heights there: 0\)$/,
  },
  {
    id: 'polygon-bow-tie',
    what: 'a self-intersecting (bow-tie) terrain polygon',
    kind: 'scenario',
    bytes: scenarioFile((s) =>
      s.terrain.push({
        id: 'bow-tie',
        kind: 'rubble',
        polygon: [
          [2, 8],
          [5, 11],
          [5, 8],
          [2, 11],
        ],
        height: 1,
        cover: 'soft',
      }),
    ),
    path: 'terrain[1].polygon',
    message:
      /^bow-tie crosses itself: its edge from point 0 to 1 crosses the edge from point 2 to 3 \(list the points in order around the shape\)$/,
  },
  {
    id: 'polygon-zero-area',
    what: 'a terrain polygon of four identical points (zero area)',
    kind: 'scenario',
    bytes: scenarioFile((s) =>
      s.terrain.push({
        id: 'speck',
        kind: 'rubble',
        polygon: [
          [3, 8],
          [3, 8],
          [3, 8],
          [3, 8],
        ],
        height: 1,
        cover: 'soft',
      }),
    ),
    path: 'terrain[1].polygon',
    message:
      /^speck encloses no area \(0\.000 square inches; at least 0\.01 needed\): its points must not all lie on one line or on one spot$/,
  },
  {
    id: 'id-zero-width',
    what: 'a model id that differs from another only by a zero-width space',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[1].models[0].id = 'r1\u200b')),
    path: 'sides[1].models[0].id',
    message:
      /^model id "r1\u200b" holds the invisible character U\+200B \(zero-width space\): an id must not look like another$/,
  },
  {
    id: 'id-bidi-override',
    what: 'a terrain id with a bidirectional override',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.terrain[0].id = 'wall-\u202e1')),
    path: 'terrain[0].id',
    message:
      /^terrain id "wall-\u202e1" holds the invisible character U\+202E \(right-to-left override\): an id must not look like another$/,
  },
  {
    id: 'game-model-in-impassable',
    what: 'a saved game whose scenario has a model inside an impassable piece',
    kind: 'game',
    bytes: () => {
      const s: Loose = scenario();
      s.terrain.push({ id: 'rock', kind: 'impassable', polygon: square(6, 3), height: 3, cover: 'none' });
      return json({ format: 'skirmisher-game/1', scenario: s, actions: [], seed: 'test-1' });
    },
    path: 'scenario.sides[0].models[0].at',
    message: /^model "r1" stands inside impassable rock, which models cannot enter \(impassable terrain\)$/,
  },
];
