/**
 * The zod schema of a tactical puzzle file `skirmisher-puzzle/1` (test/puzzles/*.json, `cli puzzles`; the shape
 * `Puzzle` of ai/puzzle.ts): a position, the decisions a strong player would make (`expect`), those that miss
 * the point (`reject`) and why. Its `scenario` is checked as a scenario file by `validatePuzzle`
 * (formats/puzzle-checks.ts), which also checks the ids the patterns name.
 */
import { z } from 'zod';
import { ACTION_TYPES } from './action-schema';
import { bool, exactly, id, listOf, numIn, oneOf, strictObj, text } from './leaf';
import { expectedMessage } from './problems';
import { MAX_DESCRIPTION_LENGTH, MAX_MODELS_PER_SIDE, MAX_NAME_LENGTH } from './scenario-schema';

/** The format tag of a puzzle file (as ai/puzzle.ts `PUZZLE_FORMAT`). */
export const PUZZLE_FORMAT = 'skirmisher-puzzle/1';

/** Most patterns in `expect` or `reject`. */
export const MAX_PATTERNS = 100;

/** What a pattern may match: an action type of FORMATS.md §2 or the search's `hold` / `noCharge` (ai/decision.ts). */
export const PATTERN_TYPES = [...ACTION_TYPES, 'hold', 'noCharge'] as const;

/** A destination condition, e.g. `{ "model": "b2", "inches": 16.05 }` (base to base, inches). */
const distanceSchema = strictObj(
  { model: id('a model id'), inches: numIn(0, 1000, 'a distance in inches from 0 to 1000') },
  'a distance condition { "model", "inches" }',
);

/**
 * A decision pattern (ai/puzzle.ts `DecisionPattern`): the fields the decision must equal (`type`, `model`,
 * `target`, `unit`, `building`, `weapon`, `spell`, `run`, `hide`) and conditions on a move's destination, e.g.
 * `{ "type": "move", "model": "r1", "farFrom": { "model": "b1", "inches": 8 } }`. Fields a decision holds as
 * lists (`to`, `by`, `split`) can never be equal and are unknown fields here.
 */
export const patternSchema = strictObj(
  {
    type: oneOf(PATTERN_TYPES),
    model: id('a model id').optional(),
    target: id('a target model id').optional(),
    unit: id('a unit id').optional(),
    building: id('a building id').optional(),
    weapon: id('a weapon id').optional(),
    spell: id('a spell id').optional(),
    run: bool().optional(),
    hide: bool().optional(),
    farFrom: distanceSchema.optional(),
    closerTo: distanceSchema.optional(),
    nearTo: distanceSchema.optional(),
    coverFrom: z
      .union(
        [
          id('a model id'),
          listOf(id('a model id'), 2 * MAX_MODELS_PER_SIDE, 'a list of 1 or more model ids', 1),
        ],
        { error: (issue) => expectedMessage('a model id or a list of model ids', issue.input) },
      )
      .optional(),
  },
  'a decision pattern { "type", "model", … }',
);

const patterns = (what: string, min: number) =>
  listOf(patternSchema, MAX_PATTERNS, `a list of ${min} to ${MAX_PATTERNS} ${what} patterns`, min);

/**
 * A puzzle file, e.g. `{ "format": "skirmisher-puzzle/1", "id": "charge-isolated", "title": "…", "why": "…",
 * "scenario": { … }, "expect": [{ "type": "charge", "model": "r1", "target": "b1" }] }`; `scenario` is left to
 * `validateScenario`.
 */
export const puzzleSchema = strictObj(
  {
    format: exactly(PUZZLE_FORMAT),
    id: id('a puzzle id'),
    title: text(MAX_NAME_LENGTH, 'a title'),
    why: text(MAX_DESCRIPTION_LENGTH, 'a reason'),
    scenario: z.unknown().optional(),
    expect: patterns('expected decision', 1),
    reject: patterns('rejected decision', 0).optional(),
    deep: bool().optional(),
  },
  'a puzzle { "format": "skirmisher-puzzle/1", "id", "title", "why", "scenario", "expect" }',
);

/** A decision pattern (see `patternSchema`). */
export type PuzzlePattern = z.output<typeof patternSchema>;
