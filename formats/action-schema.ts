/**
 * The zod schema of player actions (FORMATS.md §2): one JSON object per decision, and a file of actions is
 * a JSON array of them. Whether an action is legal is the engine's business; this only checks the shape.
 */
import { z } from 'zod';
import { bool, coordinate, exactly, id, intIn, listOf, strictObj } from './leaf';
import { positionSchema } from './scenario-schema';
import { expectedMessage, expecting } from './problems';

/** Every action type of FORMATS.md §2. */
export const ACTION_TYPES = [
  'charge',
  'move',
  'moveUnit',
  'enterBuilding',
  'leaveBuilding',
  'climb',
  'jumpDown',
  'divingCharge',
  'jumpGap',
  'hide',
  'cast',
  'shoot',
  'fight',
  'deploy',
  'endDeployment',
  'endPhase',
] as const;
/** An action type, e.g. `'shoot'`. */
export type FormatActionType = (typeof ACTION_TYPES)[number];

/** Most actions in an actions file or a saved game. */
export const MAX_ACTIONS = 100_000;

const model = id('a model id');
const target = id('a target model id');
/** A point `[x, y, z]` in inches, for climbing and jumping (RULES.md §4.4). */
const point3 = z.tuple([coordinate(), coordinate(), coordinate()], {
  error: expecting('a point [x, y, z] in inches'),
});

/** A displacement `[dx, dy]` in inches, for unit moves (squad play, RULES.md §2). */
const offset = z.tuple([coordinate(), coordinate()], { error: expecting('an offset [dx, dy] in inches') });

/** A point `[x, y]` in inches, where a unit steps out of a building (RULES.md §11). */
const offsetPoint = z.tuple([coordinate(), coordinate()], { error: expecting('a point [x, y] in inches') });

/** An action object of FORMATS.md §2, e.g. `{ "type": "shoot", "model": "r2", "target": "b1" }`. */
export const actionSchema = z.discriminatedUnion(
  'type',
  [
    strictObj({ type: exactly('charge'), model, target }, 'a charge { "type", "model", "target" }'),
    strictObj(
      { type: exactly('move'), model, to: positionSchema, run: bool().optional(), hide: bool().optional() },
      'a move { "type", "model", "to" }',
    ),
    strictObj(
      { type: exactly('moveUnit'), unit: id('a unit id'), by: offset, run: bool().optional() },
      'a unit move { "type", "unit", "by": [dx, dy] }',
    ),
    strictObj(
      { type: exactly('enterBuilding'), unit: id('a unit id'), building: id('a building id') },
      'entering a building { "type", "unit", "building" }',
    ),
    strictObj(
      { type: exactly('leaveBuilding'), unit: id('a unit id'), to: offsetPoint },
      'leaving a building { "type", "unit", "to": [x, y] }',
    ),
    strictObj({ type: exactly('climb'), model, to: point3 }, 'a climb { "type", "model", "to" }'),
    strictObj({ type: exactly('jumpDown'), model, to: point3 }, 'a jump down { "type", "model", "to" }'),
    strictObj(
      { type: exactly('divingCharge'), model, target },
      'a diving charge { "type", "model", "target" }',
    ),
    strictObj({ type: exactly('jumpGap'), model, to: point3 }, 'a jump { "type", "model", "to" }'),
    strictObj({ type: exactly('hide'), model }, 'a hide { "type", "model" }'),
    strictObj(
      { type: exactly('cast'), model, spell: id('a spell id'), target: id('a target id') },
      'a cast { "type", "model", "spell", "target" }',
    ),
    strictObj(
      { type: exactly('shoot'), model, target, weapon: id('a weapon id').optional() },
      'a shot { "type", "model", "target" }',
    ),
    strictObj(
      {
        type: exactly('fight'),
        model,
        split: z
          .record(id('an enemy model id'), intIn(0, 10, 'a number of Attacks from 0 to 10'), {
            error: expecting('an Attacks split { "<enemy id>": attacks }'),
          })
          .optional(),
      },
      'a fight { "type", "model", "split" }',
    ),
    strictObj(
      { type: exactly('deploy'), model, to: positionSchema },
      'a deployment { "type": "deploy", "model", "to": [x, y] or [x, y, z] }',
    ),
    strictObj({ type: exactly('endDeployment') }, 'an end of deployment { "type": "endDeployment" }'),
    strictObj({ type: exactly('endPhase') }, 'an end of phase { "type": "endPhase" }'),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? expectedMessage(
            `an action type, one of ${ACTION_TYPES.map((t) => JSON.stringify(t)).join(', ')}`,
            (issue.input as { type?: unknown }).type,
          )
        : expectedMessage('an action { "type", … } (an object)', issue.input),
  },
);

/** A player decision as written in files (FORMATS.md §2); a superset of the engine's `Action`. */
export type FormatAction = z.output<typeof actionSchema>;

/** A file of actions: a JSON array of action objects (FORMATS.md §2). */
export const actionListSchema = listOf(actionSchema, MAX_ACTIONS, `a list of at most ${MAX_ACTIONS} actions`);
