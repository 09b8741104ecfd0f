/**
 * Words for squad play (RULES.md §2, §7.7–§7.9, §10, §11): a combat result and what a unit test's roll
 * decided, each naming its rule, e.g. `'the wound goes to Warden'`; the unit events' lines are in
 * `event-text.ts`. `names` maps model and unit ids to display names.
 */
import type { GameEvent } from '../engine/types';
import { buildingLabel, type Names } from './format';
import { sideVerb } from './verbs';

function name(names: Names, id: string): string {
  return names[id] ?? id;
}

/** An engine message with the model and unit ids it names replaced by their names: `'… goes to r3'` → `'… goes to Warden r3'`. */
export function nameIds(text: string, names: Names): string {
  return text.replace(/[A-Za-z][\w-]*/g, (word) => names[word] ?? word);
}

/**
 * Why an assault fails (the engine's `assaultFailed` reason, RULES.md §11) as a sentence for the app: ids
 * named, the building said as in a sentence and no leading "unit", e.g. `'unit mob-west already assaults
 * farmhouse this turn (§11)'` → `'Mob west already assaults the farmhouse this turn (§11)'`.
 */
export function assaultReasonText(reason: string, building: string, names: Names): string {
  const id = building.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = reason.replace(
    new RegExp(`(?<![\\w-])(?<!the )${id}(?![\\w-])`, 'g'),
    buildingLabel(building),
  );
  return nameIds(said, names).replace(/^unit /, '');
}

/**
 * `'Combat result: Iron Wardens 3 – 0 Gorefang Mob, Gorefang Mob tests at −3 (§7.9)'`: each side's unsaved
 * wounds in the order the event lists them, then who won and what the loser must test.
 */
export function combatResultText(
  event: Extract<GameEvent, { kind: 'combatResult' }>,
  sideNames: Record<string, string>,
): string {
  const side = (id: string): string => sideNames[id] ?? id;
  const entries = Object.entries(event.wounds);
  const a: [string, number] = entries[0] ?? ['?', 0];
  const b: [string, number] = entries[1] ?? ['?', 0];
  const score = `${side(a[0])} ${a[1]} – ${b[1]} ${side(b[0])}`;
  if (event.reason === 'draw') return `Combat result: ${score}, a draw: the fight goes on (§7.9)`;
  const loser = entries.find(([id]) => id !== event.winner)?.[0];
  if (event.reason === 'wipedOut' || loser === undefined)
    return `Combat result: ${score}, ${side(event.winner ?? '?')} destroyed every enemy (§7.9)`;
  const diff = Math.abs(a[1] - b[1]);
  return `Combat result: ${score}, ${sideVerb(side(loser), 'tests', 'test')} at −${diff} (§7.9)`;
}

/** What a morale test was for, by the rule it cites. */
const MORALE_CAUSES: Record<string, string> = {
  '§7.9': 'lost the combat',
  '§10.2': 'lost 25% of its models',
  '§11': 'lost the assault',
  '§10.3': 'already falling back',
};

/**
 * What a squad-play roll decided, or null for other tests: `'the wound goes to Warden'` (Look Out, Sir),
 * `'Mob west (lost the combat): falls back'` (Morale), `'Mob west falls back 7″'`, `'3 models hit in the
 * building'`. `unitOf` names the unit of a model, for rolls that do not carry their unit.
 */
export function rollDetail(
  event: Extract<GameEvent, { kind: 'roll' }>,
  names: Names,
  unitOf: (model: string) => string | undefined = () => undefined,
): string | null {
  const total = event.dice.reduce((a, b) => a + b, 0);
  const unit = name(names, event.unit ?? unitOf(event.model) ?? event.model);
  switch (event.test) {
    case 'lookOutSir':
      return event.success
        ? nameIds(event.outcome ?? 'the wound goes to another model', names)
        : 'the character takes the wound';
    case 'morale': {
      const cause = MORALE_CAUSES[event.rule];
      const heroism = event.outcome?.startsWith('Insane Heroism') ? ' (Insane Heroism: a double 1)' : '';
      return `${unit}${cause ? ` (${cause})` : ''}: ${event.success ? 'holds' : 'falls back'}${heroism}`;
    }
    case 'regroup':
      return `${unit} ${event.success ? 'regroups' : 'keeps falling back'}`;
    case 'fallBackDistance':
      return `${unit} falls back ${total}″`;
    case 'templateModels':
      return `${total} model${total === 1 ? '' : 's'} hit in the building`;
    case 'stoneThrower':
      return event.success ? 'on the building: full Strength' : 'off the building: reduced Strength';
    default:
      return null;
  }
}
