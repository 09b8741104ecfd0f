/**
 * The zod schema of a game review kept in a saved game (`review`, an optional field of FORMATS.md §4's
 * metadata; docs/architecture.md "Format extensions"): the shape `GameReview` of ai/review-types.ts. A
 * review of another shape is refused with a problem naming the field, e.g. `review.decisions[3].loss:
 * expected a win-chance difference from 0 to 1, got -2`.
 */
import { z } from 'zod';
import { PHASES } from '../engine/types';
import { actionSchema } from './action-schema';
import { bool, id, intIn, listOf, numIn, oneOf, strictObj, text } from './leaf';
import { expectedMessage, expecting } from './problems';

/** The review shape version this app reads and writes (`GameReview.version`). */
export const REVIEW_FORMAT_VERSION = 1;

/** Most decisions, stretches and candidates kept (a game has at most `MAX_ACTIONS` actions). */
const MAX_ENTRIES = 100_000;

const chance = numIn(0, 1, 'a win chance from 0 to 1');
const signed = numIn(-1, 1, 'a win-chance difference from -1 to 1');
const count = intIn(0, 100_000_000, 'a whole number from 0');
const ply = intIn(0, MAX_ENTRIES, `a ply from 0 to ${MAX_ENTRIES}`);
const side = intIn(0, 1, 'a side index, 0 or 1');

/** A decision of the search: an action, or its `hold` / `noCharge` (ai/decision.ts). */
const decisionSchema = z.union(
  [
    actionSchema,
    strictObj({ type: oneOf(['hold', 'noCharge']), model: id('a model id') }, 'a hold { "type", "model" }'),
  ],
  { error: (issue) => expectedMessage('an action or a hold { "type", "model" }', issue.input) },
);

const candidateSchema = strictObj(
  { action: decisionSchema, visits: count, value: chance },
  'a candidate { "action", "visits", "value" }',
);

const decisionReviewSchema = strictObj(
  {
    ply,
    turn: intIn(0, 10_000, 'a turn from 0'),
    side,
    phase: oneOf(PHASES),
    model: id('a model id').nullable(),
    played: actionSchema,
    best: decisionSchema,
    winBefore: chance,
    playedValue: chance,
    winAfter: chance,
    loss: numIn(0, 1, 'a loss from 0 to 1'),
    label: oneOf(['inaccuracy', 'mistake', 'blunder']).nullable(),
    pv: listOf(decisionSchema, 64, 'a list of at most 64 decisions'),
    candidates: listOf(candidateSchema, 64, 'a list of at most 64 candidates'),
    iterations: count,
    timeMs: numIn(0, 1e9, 'a time in ms'),
  },
  'a reviewed decision { "ply", "side", "played", "best", "winBefore", "winAfter", "loss", … }',
);

const luckSchema = strictObj(
  {
    fromPly: ply,
    toPly: ply,
    side,
    expected: chance,
    actual: chance,
    luck: signed,
    rolls: count,
    skipped: count,
  },
  'a luck stretch { "fromPly", "toPly", "side", "expected", "actual", "luck", … }',
);

const accuracySchema = strictObj(
  {
    decisions: count,
    meanLoss: numIn(0, 1, 'a mean loss from 0 to 1'),
    inaccuracies: count,
    mistakes: count,
    blunders: count,
  },
  'a side\'s accuracy { "decisions", "meanLoss", "inaccuracies", "mistakes", "blunders" }',
);

const thresholdsSchema = strictObj(
  { inaccuracy: chance, mistake: chance, blunder: chance },
  'thresholds { "inaccuracy", "mistake", "blunder" }',
);

/**
 * A saved review, e.g. `{ "version": 1, "plies": 212, "budget": 6000, "seed": "review", "complete": true,
 * "total": 118, "thresholds": {…}, "decisions": [ … ], "luck": [ … ], "accuracy": [ {…}, {…} ] }`.
 */
export const reviewSchema = strictObj(
  {
    version: z.literal(REVIEW_FORMAT_VERSION, {
      error: expecting(`${REVIEW_FORMAT_VERSION}, the review version this app reads`),
    }),
    plies: ply,
    budget: intIn(1, 10_000_000, 'a budget from 1 to 10000000 iterations'),
    seed: text(256, 'a seed'),
    complete: bool(),
    total: count,
    thresholds: thresholdsSchema,
    decisions: listOf(decisionReviewSchema, MAX_ENTRIES, `a list of at most ${MAX_ENTRIES} decisions`),
    luck: listOf(luckSchema, MAX_ENTRIES, `a list of at most ${MAX_ENTRIES} stretches`),
    accuracy: z.tuple([accuracySchema, accuracySchema], {
      error: (issue) => expectedMessage("two sides' accuracy [ {…}, {…} ]", issue.input),
    }),
  },
  'a game review { "version", "plies", "budget", "decisions", "luck", "accuracy", … }',
);
