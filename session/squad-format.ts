/**
 * Words for squad play (RULES.md §2, §7.7–§7.9, §10, §11): one-line descriptions of the unit events and what
 * a unit test's roll decided, each naming its rule, e.g. `'Mob west fell back 7.0″ (§10.3)'` or
 * `'the wound goes to Warden'`. `names` maps model and unit ids to display names.
 */
import type { GameEvent } from '../engine/types';
import { inches, type Names } from './format';

function name(names: Names, id: string): string {
  return names[id] ?? id;
}

/** A building's id as said in a sentence: `'farmhouse'` → `'the farmhouse'`, `'ruin-1'` → `'the ruin 1'`. */
export function buildingLabel(id: string): string {
  return `the ${id.replace(/[-_]+/g, ' ')}`;
}

/** An engine message with the model and unit ids it names replaced by their names: `'… goes to r3'` → `'… goes to Warden r3'`. */
export function nameIds(text: string, names: Names): string {
  return text.replace(/[A-Za-z][\w-]*/g, (word) => names[word] ?? word);
}

const WOUND_REASONS: Record<
  Exclude<Extract<GameEvent, { kind: 'woundAllocated' }>['reason'], 'lookOutSir'>,
  string
> = {
  contact: 'in base contact, §7.7',
  closest: 'closest, §7.7',
  wounded: 'already wounded, §7.7',
  party: 'assault party, §11',
  character: 'attacks directed at it, §11',
};

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
  return `Combat result: ${score}, ${side(loser)} tests at −${diff} (§7.9)`;
}

/** One line for a squad-play event, or null for the other kinds (see `describeEvent`). */
export function describeSquadEvent(
  event: GameEvent,
  names: Names,
  sideNames: Record<string, string> = {},
): string | null {
  switch (event.kind) {
    case 'unitMoved':
      return `${name(names, event.unit)} ${event.run ? 'ran' : 'moved'} ${inches(event.distance)}`;
    case 'woundAllocated':
      if (event.reason === 'lookOutSir')
        return `Look Out, Sir: the wound goes to ${name(names, event.model)} instead of ${name(names, event.from ?? '?')} (§7.8)`;
      return `Wound allocated to ${name(names, event.model)} (${WOUND_REASONS[event.reason]})`;
    case 'combatResult':
      return combatResultText(event, sideNames);
    case 'fellBack':
      return `${name(names, event.unit)} fell back ${inches(event.distance)} (§10.3)`;
    case 'regrouped':
      return `${name(names, event.unit)} regrouped (§10.4)`;
    case 'destroyed':
      if (event.reason === 'edge')
        return `${name(names, event.unit)} fell back off the table: destroyed (§10.3)`;
      if (event.reason === 'trapped')
        return `${name(names, event.unit)} was trapped: destroyed (§10.3 Trapped!)`;
      return `${name(names, event.unit)} failed to regroup when charged: destroyed (§10.4)`;
    case 'enteredBuilding':
      return `${name(names, event.unit)} entered ${buildingLabel(event.building)} (${event.models.length} models, §11)`;
    case 'leftBuilding':
      return `${name(names, event.unit)} left ${buildingLabel(event.building)} (§11)`;
    case 'assault':
      return `${name(names, event.unit)} assaulted ${buildingLabel(event.building)}, held by ${name(names, event.garrison)} (§11)`;
    case 'assaultFailed':
      return `${name(names, event.unit)}'s assault on ${buildingLabel(event.building)} failed: ${nameIds(event.reason, names)}`;
    case 'assaultParty':
      return `Assault party of ${name(names, event.unit)} at ${buildingLabel(event.building)}: ${event.models.length} models (§11)`;
    default:
      return null;
  }
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
