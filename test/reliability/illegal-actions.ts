/**
 * Illegal actions of every kind (FORMATS.md §2): for each error code an action can trigger, a small position
 * and an action the engine must refuse with that code and a message containing a given word. Used by
 * `illegal-actions.test.ts` and the table of docs/reliability.md.
 */
import type { Action, ErrorCode, GameState, ScenarioDocument, Terrain } from '../../engine';
import { man, play, scenario, start } from '../support/scenario';

const block = (id: string, kind: Terrain['kind'], x: number, height: number): Terrain => ({
  id,
  kind,
  polygon: [
    [x, 2],
    [x + 1, 2],
    [x + 1, 9],
    [x, 9],
  ],
  height,
  cover: 'hard',
});

/** A position in `phase` (red to act) after `setup` actions. */
function at(
  phase: GameState['phase'],
  red: ScenarioDocument['sides'][0]['models'],
  blue: ScenarioDocument['sides'][1]['models'],
  extra: Partial<ScenarioDocument> = {},
  setup: Action[] = [],
): () => GameState {
  return () => play(start(scenario(red, blue, { phase, ...extra })).state, setup).state;
}

/** A lone blue model far away. */
export const lone = [man('b1', 5, 20)];
const down = { status: 'knockedDown' as const, wounds: 0 };

/** [code, what, position, action, a word the message must contain]. */
export const ILLEGAL_ACTIONS: [ErrorCode, string, () => GameState, unknown, string][] = [
  [
    'ERR_GAME_OVER',
    'any action once the game is over',
    at('shooting', [man('r1', 5, 5)], [man('b1', 15, 5)], { dice: [4, 4, 6] }, [
      { type: 'shoot', model: 'r1', target: 'b1' },
    ]),
    { type: 'endPhase' },
    'over',
  ],
  [
    'ERR_BAD_ACTION',
    'an unknown action type',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'fly', model: 'r1' },
    'fly',
  ],
  ['ERR_BAD_ACTION', 'no action at all', at('movement', [man('r1', 5, 5)], lone), null, 'object'],
  [
    'ERR_BAD_ACTION',
    'a move to a word',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'move', model: 'r1', to: 'north' },
    'to',
  ],
  [
    'ERR_BAD_ACTION',
    'a move to NaN',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'move', model: 'r1', to: [Number.NaN, 5] },
    'to',
  ],
  [
    'ERR_BAD_ACTION',
    'a charge at a friend',
    at('movement', [man('r1', 5, 5), man('r2', 8, 5)], lone),
    { type: 'charge', model: 'r1', target: 'r2' },
    'r2',
  ],
  [
    'ERR_UNKNOWN_MODEL',
    'a model that does not exist',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'move', model: 'zz', to: [5, 6] },
    'zz',
  ],
  [
    'ERR_UNKNOWN_MODEL',
    'a target that does not exist',
    at('shooting', [man('r1', 5, 5)], lone),
    { type: 'shoot', model: 'r1', target: 'zz' },
    'zz',
  ],
  [
    'ERR_NOT_YOUR_TURN',
    "the other side's model",
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'move', model: 'b1', to: [5, 19] },
    'b1',
  ],
  [
    'ERR_WRONG_PHASE',
    'shooting in the Movement phase',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'shoot', model: 'r1', target: 'b1' },
    'shooting',
  ],
  [
    'ERR_WRONG_PHASE',
    'fighting in the Shooting phase',
    at('shooting', [man('r1', 5, 5)], lone),
    { type: 'fight', model: 'r1' },
    'close combat',
  ],
  [
    'ERR_ALREADY_ACTED',
    'a second move',
    at('movement', [man('r1', 5, 5)], lone, {}, [{ type: 'move', model: 'r1', to: [5, 7] }]),
    { type: 'move', model: 'r1', to: [5, 8] },
    'r1',
  ],
  [
    'ERR_CANNOT_ACT',
    'a stunned model moving',
    at('movement', [man('r1', 5, 5, { status: 'stunned', wounds: 0 }), man('r2', 9, 5)], lone),
    { type: 'move', model: 'r1', to: [5, 6] },
    'stunned',
  ],
  [
    'ERR_CANNOT_ACT',
    'a model out of action',
    at('movement', [man('r1', 5, 5, { status: 'outOfAction', wounds: 0 }), man('r2', 9, 5)], lone),
    { type: 'move', model: 'r1', to: [5, 6] },
    'out of action',
  ],
  [
    'ERR_CANNOT_ACT',
    'a model without a missile weapon shooting',
    at('shooting', [man('r1', 5, 5, { weapons: ['sword'] })], [man('b1', 5, 12)]),
    { type: 'shoot', model: 'r1', target: 'b1' },
    'missile',
  ],
  [
    'ERR_OUT_OF_RANGE',
    'a move past M',
    at('movement', [man('r1', 5, 5)], lone),
    { type: 'move', model: 'r1', to: [5, 15] },
    '4"',
  ],
  [
    'ERR_OUT_OF_RANGE',
    'a shot past the range',
    at('shooting', [man('r1', 2, 1)], [man('b1', 22, 23)], {
      weapons: { bow: { type: 'missile', range: 12, strength: 3 } },
    }),
    { type: 'shoot', model: 'r1', target: 'b1' },
    'range',
  ],
  [
    'ERR_CANNOT_RUN',
    'a run with an enemy within 8"',
    at('movement', [man('r1', 5, 5)], [man('b1', 5, 11)]),
    { type: 'move', model: 'r1', to: [1, 5], run: true },
    '8"',
  ],
  [
    'ERR_CANNOT_CHARGE',
    'a knocked-down model charging',
    at('movement', [man('r1', 5, 5, down), man('r2', 9, 5)], [man('b1', 5, 10)]),
    { type: 'charge', model: 'r1', target: 'b1' },
    'r1',
  ],
  [
    'ERR_CHARGES_OVER',
    'a charge after a move',
    at('movement', [man('r1', 5, 5), man('r2', 12, 5)], [man('b1', 5, 10)], {}, [
      { type: 'move', model: 'r2', to: [13, 5] },
    ]),
    { type: 'charge', model: 'r1', target: 'b1' },
    'charges',
  ],
  [
    'ERR_NOT_VISIBLE',
    'a shot through a high wall',
    at('shooting', [man('r1', 3, 5)], [man('b1', 9, 5)], { terrain: [block('high', 'wall', 5, 4)] }),
    { type: 'shoot', model: 'r1', target: 'b1' },
    'see',
  ],
  [
    'ERR_NOT_VISIBLE',
    'a charge at a hidden model',
    at('movement', [man('r1', 5, 5)], [man('b1', 5, 10, { hidden: true })]),
    { type: 'charge', model: 'r1', target: 'b1' },
    'hidden',
  ],
  [
    'ERR_NOT_CLOSEST_TARGET',
    'a shot past a closer enemy',
    at('shooting', [man('r1', 5, 5)], [man('b1', 5, 10), man('b2', 5, 16)]),
    { type: 'shoot', model: 'r1', target: 'b2' },
    'closest',
  ],
  [
    'ERR_TARGET_ENGAGED',
    'a shot at an enemy fighting a friend',
    at('shooting', [man('r1', 5, 5), man('r2', 12, 12)], [man('b1', 13, 12)]),
    { type: 'shoot', model: 'r1', target: 'b1' },
    'combat',
  ],
  [
    'ERR_NO_WEAPON',
    'a shot with a melee weapon',
    at('shooting', [man('r1', 5, 5)], [man('b1', 5, 12)]),
    { type: 'shoot', model: 'r1', target: 'b1', weapon: 'sword' },
    'sword',
  ],
  [
    'ERR_NO_WEAPON',
    'a shot with a weapon it does not carry',
    at('shooting', [man('r1', 5, 5)], [man('b1', 5, 12)]),
    { type: 'shoot', model: 'r1', target: 'b1', weapon: 'crossbow' },
    'crossbow',
  ],
  [
    'ERR_IN_COMBAT',
    'a move out of base contact',
    at('movement', [man('r1', 5, 5)], [man('b1', 6, 5)]),
    { type: 'move', model: 'r1', to: [2, 5] },
    'contact',
  ],
  [
    'ERR_PATH_BLOCKED',
    'a move through impassable terrain',
    at('movement', [man('r1', 3, 5)], lone, { terrain: [block('rock', 'impassable', 5, 0)] }),
    { type: 'move', model: 'r1', to: [7, 5] },
    'rock',
  ],
  [
    'ERR_PATH_BLOCKED',
    'a move through another model',
    at('movement', [man('r1', 3, 5), man('r2', 5, 5)], lone),
    { type: 'move', model: 'r1', to: [7, 5] },
    'r2',
  ],
  [
    'ERR_TOO_CLOSE_TO_ENEMY',
    'a move ending within 1" of an enemy',
    at('movement', [man('r1', 5, 5)], [man('b1', 5, 10)]),
    { type: 'move', model: 'r1', to: [5, 8.5] },
    'b1',
  ],
  [
    'ERR_OFF_TABLE',
    'a move off the table',
    at('movement', [man('r1', 2, 5)], lone),
    { type: 'move', model: 'r1', to: [0.2, 5] },
    'table',
  ],
  [
    'ERR_BAD_SPLIT',
    'more Attacks than the model has',
    at('closeCombat', [man('r1', 5, 5)], [man('b1', 6, 5)]),
    { type: 'fight', model: 'r1', split: { b1: 3 } },
    'Attacks',
  ],
  [
    'ERR_BAD_SPLIT',
    'Attacks on an enemy out of reach',
    at('closeCombat', [man('r1', 5, 5)], [man('b1', 6, 5), man('b2', 15, 15)]),
    { type: 'fight', model: 'r1', split: { b2: 1 } },
    'b2',
  ],
];
