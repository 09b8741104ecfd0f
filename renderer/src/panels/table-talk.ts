/**
 * What to do at the real table after an action (table-top mode): moves told in inches from the table edges,
 * models to lay down, turn over or remove, and the dice rolled. Built from the engine's events only.
 */
import type { Action, GameEvent, GameState, Point } from '../../../engine/types';
import {
  describeAction,
  inches,
  needLabel,
  TEST_LABELS,
  type Names,
  type UnitContext,
} from '../../../session/format';
import { describeEvent } from '../../../session/event-text';
import { edgeText } from '../../../session/table-edges';

/** Squad-play events that change the table (RULES.md §7.9, §10, §11): told as their log line. */
const SQUAD_TOLD: ReadonlySet<GameEvent['kind']> = new Set([
  'combatResult',
  'fellBack',
  'regrouped',
  'destroyed',
  'enteredBuilding',
  'leftBuilding',
  'assault',
  'assaultFailed',
]);

/** One die roll as told to the player, e.g. `{ text: 'To Hit 4+ · Raider Archer → Captain', dice: [5], success: true }`. */
export interface ToldRoll {
  text: string;
  dice: number[];
  success: boolean;
  outcome?: string;
}

/** Instructions for one action: a title, things to do at the table, and the dice rolled. */
export interface TableInstructions {
  title: string;
  /** e.g. `'Move Raider Archer (b3) to 10.5″ from the west edge, 14.0″ from the north edge (6.1″)'`. */
  lines: string[];
  rolls: ToldRoll[];
  /** Models that moved, from where to where (inches), to draw on the board. */
  moves: { model: string; from: Point; to: Point }[];
}

function who(names: Names, id: string): string {
  const n = names[id];
  return n && n !== id ? `${n} (${id})` : id;
}

function at(p: Point, table: { width: number; depth: number }): string {
  return edgeText(p[0], p[1], table);
}

/**
 * Where every model in play of the side ending its deployment stands, one line each, e.g. `'Raider Chief (b1):
 * 12.0″ from the west edge, 3.5″ from the north edge'` (table-top mode: the AI's deployment, engine/deployment.ts).
 */
function deploymentList(before: GameState, names: Names): string[] {
  const table = before.static.table;
  return before.static.sides[before.activeSide]!.models.filter(
    (i) => before.models[i]!.status !== 'outOfAction',
  ).map((i) => {
    const m = before.models[i]!;
    return `${who(names, before.static.models[i]!.id)}: ${at([m.x, m.y, m.z], table)}`;
  });
}

/**
 * The table instructions for `action` applied to `before`, which caused `events`. In squad play `units` (the
 * game store's `unitsIn(before.phase)`) titles a unit's action with a plural verb, `'Wardens move 4.0″ north'`
 * (RULES.md §2).
 */
export function tableInstructions(
  action: Action,
  events: readonly GameEvent[],
  before: GameState,
  names: Names,
  units?: UnitContext,
): TableInstructions {
  const table = before.static.table;
  const lines: string[] = [];
  const rolls: ToldRoll[] = [];
  const moves: TableInstructions['moves'] = [];
  if (action.type === 'endDeployment') lines.push(...deploymentList(before, names));
  for (const e of events) {
    if ('from' in e && 'to' in e && 'model' in e) moves.push({ model: e.model, from: e.from, to: e.to });
    switch (e.kind) {
      case 'moved':
        lines.push(
          `Move ${who(names, e.model)} ${inches(e.distance)}${e.run ? ' (running)' : ''} to ${at(e.to, table)}`,
        );
        break;
      case 'charged':
        lines.push(
          `${who(names, e.model)} charges: move it into base contact with ${who(names, e.target)}, at ${at(e.to, table)}`,
        );
        break;
      case 'intercepted':
        lines.push(
          `${who(names, e.model)} is intercepted by ${who(names, e.by)}: base contact with it instead, at ${at(e.to, table)}`,
        );
        break;
      case 'failedCharge':
        lines.push(
          `${who(names, e.model)} fails to reach ${who(names, e.target)} (${e.reason}): move it to ${at(e.to, table)}`,
        );
        break;
      case 'fled':
        lines.push(
          e.offTable
            ? `${who(names, e.model)} flees off the table: remove it`
            : `${who(names, e.model)} flees ${inches(e.distance)} to ${at(e.to, table)}`,
        );
        break;
      case 'deployed':
        lines.push(`Place ${who(names, e.model)}: ${at(e.to, table)}`);
        break;
      case 'climbed':
      case 'jumped':
        lines.push(`Place ${who(names, e.model)} at ${at(e.to, table)}, ${e.to[2]?.toFixed(1) ?? 0}″ up`);
        break;
      case 'fell':
        lines.push(`${who(names, e.model)} falls ${inches(e.height)} to ${at(e.to, table)}`);
        break;
      case 'knockedDown':
        lines.push(`Lay ${who(names, e.model)} on its back: knocked down`);
        break;
      case 'stunned':
        lines.push(`Lay ${who(names, e.model)} face down: stunned`);
        break;
      case 'outOfAction':
        lines.push(`Remove ${who(names, e.model)}: out of action`);
        break;
      case 'stoodUp':
        lines.push(`Stand ${who(names, e.model)} up`);
        break;
      case 'hidden':
        lines.push(`Mark ${who(names, e.model)} as hidden`);
        break;
      case 'revealed':
        lines.push(`${who(names, e.model)} is no longer hidden`);
        break;
      case 'rallied':
        lines.push(`${who(names, e.model)} rallies: turn it to face the enemy`);
        break;
      case 'wounded':
        lines.push(
          `${who(names, e.model)} loses ${e.wounds} wound${e.wounds === 1 ? '' : 's'} (${e.woundsLeft} left)`,
        );
        break;
      case 'roll': {
        const label = TEST_LABELS[e.test] ?? e.test;
        const need = needLabel(e.test, e.need, e.dice);
        const target = e.target ? ` → ${names[e.target] ?? e.target}` : '';
        rolls.push({
          text: `${label}${need ? ` ${need}` : ''} · ${names[e.model] ?? e.model}${target}`,
          dice: [...e.dice],
          success: e.success,
          ...(e.outcome !== undefined && { outcome: e.outcome }),
        });
        break;
      }
      default:
        if (SQUAD_TOLD.has(e.kind)) lines.push(describeEvent(e, names));
        break;
    }
  }
  return { title: describeAction(action, names, units), lines, rolls, moves };
}
