/**
 * The zod schema of the saved game (FORMATS.md §4): the starting scenario, the actions
 * played from it and the seed, plus optional metadata. Replaying the actions is the engine's job.
 */
import { z } from 'zod';
import { actionListSchema } from './action-schema';
import { exactly, id, intIn, text } from './leaf';
import { reviewSchema } from './review-schema';
import { scenarioSchema } from './scenario-schema';
import { expecting } from './problems';

/** The saved-game format version this app writes and reads (the N of `skirmisher-game/N`). */
export const SAVED_GAME_VERSION = 1;
/**
 * The format tag of a saved game, `skirmisher-game/<SAVED_GAME_VERSION>`: the one place it is spelt out. Import
 * it through `formats/saved-game.ts`, the saved-game module.
 */
export const SAVED_GAME_FORMAT = 'skirmisher-game/1';

/**
 * A saved game, e.g. `{ "format": SAVED_GAME_FORMAT, "scenario": {…}, "actions": [ … ], "seed": "s1",
 * "players": { "red": "human", "blue": "mcts:budget=2000" }, "savedAt": "2025-01-31T12:00:00Z" }`.
 * FORMATS.md §4 allows further metadata fields: they are kept as they are and not checked.
 */
export const savedGameSchema = z.looseObject(
  {
    format: exactly(SAVED_GAME_FORMAT),
    scenario: scenarioSchema,
    actions: actionListSchema,
    seed: text(256, 'a seed'),
    /** Who played each side, by side id, e.g. `{ "red": "human", "blue": "mcts:budget=2000" }`. */
    players: z
      .record(id('a side id'), text(200, 'a player description'), {
        error: expecting('players by side id (an object)'),
      })
      .optional(),
    /**
     * Forced dice (RULES.md §13) added to the queue before `actions[i]`, by index, e.g. `{ "4": [6, 6] }`:
     * the what-if and table-top dice of a game, so it replays exactly.
     */
    forcedDice: z
      .record(
        z.string().regex(/^(0|[1-9][0-9]{0,5})$/, { error: 'expected an action index such as "4"' }),
        z
          .array(intIn(1, 6, 'a D6 face (an integer from 1 to 6)'), {
            error: 'expected D6 faces from 1 to 6',
          })
          .max(1000, { error: 'expected at most 1,000 forced dice before one action' }),
        { error: expecting('forced dice by action index (an object)') },
      )
      .optional(),
    /** When the game started, ISO 8601. */
    createdAt: text(64, 'a timestamp').optional(),
    /** When the game was saved, ISO 8601. */
    savedAt: text(64, 'a timestamp').optional(),
    /**
     * The game's review (issue 23; ai/review-types.ts `GameReview`): each decision re-weighed by a deeper
     * search, the luck of the dice and each side's accuracy, for the line of `review.plies` actions.
     */
    review: reviewSchema.optional(),
  },
  {
    error: expecting(
      `a saved game { "format": "${SAVED_GAME_FORMAT}", "scenario", "actions", "seed" } (an object)`,
    ),
  },
);

/** A saved game (FORMATS.md §4); unknown metadata fields are kept as `unknown`. */
export type SavedGame = z.output<typeof savedGameSchema>;
