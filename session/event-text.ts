/**
 * The one table of event descriptions (FORMATS.md §3): for every event kind, the command line's line (ids,
 * the text output FORMATS.md documents) and the app's line (names, for the dice log, the combat strip and
 * the table-top panel). The table is checked against `EventKind`, so a new event kind is a compile error
 * until it is described here. A kind whose two lines are the same sentence gives only `app`; the command
 * line then reads it with ids for names.
 */
import type { EventKind, GameEvent } from '../engine/types';
import { AT_MOST, buildingLabel, inches, PHASE_LABELS, TEST_LABELS, type Names } from './format';
import { assaultReasonText, combatResultText, rollDetail } from './squad-format';
import { sideVerb } from './verbs';

type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;

/**
 * How a line names things, e.g. `{ names: { r1: 'Captain' }, sideNames: { red: 'Mercenaries' } }`: an id
 * missing from the maps reads as itself, so the command line passes empty maps.
 */
export interface EventWords {
  /** Model and unit id → display name. */
  names: Names;
  /** Side id → display name. */
  sideNames: Record<string, string>;
}

function name(w: EventWords, id: string | undefined): string {
  if (id === undefined) return '?';
  return w.names[id] ?? id;
}

/** `'1 model'`, `'3 models'`. */
function modelCount(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

function side(w: EventWords, id: string): string {
  return w.sideNames[id] ?? id;
}

const WOUND_REASONS: Record<Exclude<EventOf<'woundAllocated'>['reason'], 'lookOutSir'>, string> = {
  contact: 'in base contact, §7.7',
  closest: 'closest, §7.7',
  wounded: "it takes this step's wounds until it is removed, §7.7",
  party: 'assault party, §11',
  character: 'attacks directed at it, §11',
};

/**
 * The lines of one event kind. Members are methods so that the entry of one kind is usable where any event
 * is (`EVENT_TEXTS[e.kind]` with `e: GameEvent`).
 */
export interface EventText<E extends GameEvent> {
  /** The command line's line, e.g. `'r1 charges b2, engaging b2'`; absent when it is `app` read with ids. */
  cli?(e: E): string;
  /** The app's line, e.g. `'Captain charged Raider'`. */
  app(e: E, w: EventWords): string;
}

const fmt = (p: readonly number[]): string => `(${p.map((v) => v.toFixed(1)).join(', ')})`;

/** Every event kind's lines. */
export const EVENT_TEXTS = {
  roll: {
    cli: (e) => {
      const distance =
        e.test === 'fleeDistance' || e.test === 'fallBackDistance' || e.test === 'templateModels';
      const need = distance ? '' : AT_MOST.has(e.test) ? ` need ≤${e.need},` : ` need ${e.need}+,`;
      const who = e.unit !== undefined ? `unit ${e.unit}` : e.model;
      const result = distance ? '' : ` ${e.success ? 'success' : 'fail'}`;
      return `${e.rule} ${e.test} ${who}${e.target ? ` → ${e.target}` : ''}:${need} rolled [${e.dice.join(', ')}]${result}${e.outcome ? ` (${e.outcome})` : ''}`;
    },
    app: (e, w) => {
      const detail = rollDetail(e, w.names);
      const label = TEST_LABELS[e.test] ?? e.test;
      if (detail !== null) return `${label}: ${e.dice.join(', ')} — ${detail}`;
      return `${label}: ${name(w, e.model)} rolled ${e.dice.join(', ')}`;
    },
  },
  moved: {
    cli: (e) =>
      `${e.model} ${e.run ? 'runs' : 'moves'} ${fmt(e.from)} → ${fmt(e.to)} (${e.distance.toFixed(1)}")`,
    app: (e, w) => `${name(w, e.model)} ${e.run ? 'ran' : 'moved'} ${inches(e.distance)}`,
  },
  charged: {
    cli: (e) => `${e.model} charges ${e.target}, engaging ${e.engaged.join(', ')}`,
    app: (e, w) =>
      e.unit !== undefined
        ? `${name(w, e.unit)}, led by ${name(w, e.model)}, charged ${name(w, e.targetUnit)}`
        : `${name(w, e.model)} charged ${name(w, e.target)}`,
  },
  intercepted: {
    cli: (e) => `${e.model}'s charge at ${e.target} is intercepted by ${e.by}`,
    app: (e, w) =>
      e.unit !== undefined
        ? `${name(w, e.by)} intercepted the charge of ${name(w, e.unit)}, led by ${name(w, e.model)}`
        : `${name(w, e.model)} was intercepted by ${name(w, e.by)}`,
  },
  failedCharge: {
    cli: (e) => `${e.model}'s charge at ${e.target} fails: ${e.reason}`,
    app: (e, w) =>
      e.unit !== undefined
        ? `${name(w, e.unit)}, led by ${name(w, e.model)}, failed to charge ${name(w, e.targetUnit)}: ${e.reason}`
        : `${name(w, e.model)} failed to charge ${name(w, e.target)}: ${e.reason}`,
  },
  shot: {
    cli: (e) => `${e.model} shoots ${e.target} with ${e.weapon}`,
    app: (e, w) => `${name(w, e.model)} shot at ${name(w, e.target)} (${e.weapon})`,
  },
  wounded: {
    cli: (e) => `${e.model} wounded by ${e.by}${e.critical ? ' (critical)' : ''}, ${e.woundsLeft} W left`,
    app: (e, w) =>
      `${name(w, e.model)} took ${e.wounds} wound${e.wounds === 1 ? '' : 's'}${e.critical ? ' (critical)' : ''}, ${e.woundsLeft} left`,
  },
  saved: {
    cli: (e) => `${e.model} saves`,
    app: (e, w) => `${name(w, e.model)} saved`,
  },
  knockedDown: { app: (e, w) => `${name(w, e.model)} is knocked down` },
  stunned: { app: (e, w) => `${name(w, e.model)} is stunned` },
  outOfAction: {
    cli: (e) => `${e.model} is out of action${e.by ? ` (by ${e.by})` : ''}`,
    app: (e, w) => `${name(w, e.model)} is out of action`,
  },
  stoodUp: { app: (e, w) => `${name(w, e.model)} stands up` },
  combatStarted: {
    cli: (e) => `close combat: ${e.models.join(', ')}`,
    app: (e, w) => `Close combat: ${e.models.map((m) => name(w, m)).join(', ')}`,
  },
  phaseStarted: {
    cli: (e) => `-- ${e.side} turn ${e.turn}: ${e.phase} phase`,
    app: (e, w) => `${side(w, e.side)}: ${PHASE_LABELS[e.phase] ?? e.phase} phase`,
  },
  turnStarted: {
    cli: (e) => `== turn ${e.turn}: ${e.side}`,
    app: (e, w) => `Turn ${e.turn}: ${side(w, e.side)}`,
  },
  routed: { app: (e, w) => sideVerb(side(w, e.side), 'routs', 'rout') },
  deployed: {
    cli: (e) => `${e.model} deploys at ${fmt(e.to)}`,
    app: (e, w) => `${name(w, e.model)} deployed`,
  },
  deploymentEnded: {
    cli: (e) => `-- ${e.side} has deployed`,
    app: (e, w) => sideVerb(side(w, e.side), 'has deployed', 'have deployed'),
  },
  hidden: { app: (e, w) => `${name(w, e.model)} hides` },
  revealed: {
    cli: (e) => `${e.model} is revealed (${e.reason}${e.by ? ` by ${e.by}` : ''})`,
    app: (e, w) => `${name(w, e.model)} is revealed (${e.reason})`,
  },
  climbed: {
    cli: (e) => `${e.model} climbs ${fmt(e.from)} → ${fmt(e.to)}`,
    app: (e, w) => `${name(w, e.model)} climbed ${inches(e.distance)}`,
  },
  jumped: {
    cli: (e) => `${e.model} jumps ${fmt(e.from)} → ${fmt(e.to)}`,
    app: (e, w) =>
      `${name(w, e.model)} jumped ${e.jump === 'down' ? 'down' : 'a gap of'} ${inches(e.distance)}`,
  },
  fell: {
    cli: (e) => `${e.model} falls ${e.height.toFixed(1)}" to ${fmt(e.to)}`,
    app: (e, w) => `${name(w, e.model)} fell ${inches(e.height)}`,
  },
  fled: {
    cli: (e) => `${e.model} flees ${fmt(e.from)} → ${fmt(e.to)}`,
    app: (e, w) => {
      if (e.offTable) return `${name(w, e.model)} fled ${inches(e.distance)} off the table`;
      const moved = Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1]);
      return moved < e.distance - 0.05
        ? `${name(w, e.model)} fled ${inches(moved)} of the ${inches(e.distance)} rolled: the way was blocked`
        : `${name(w, e.model)} fled ${inches(e.distance)}`;
    },
  },
  rallied: { app: (e, w) => `${name(w, e.model)} rallies` },
  rallyRefused: {
    cli: (e) => `${e.model} cannot rally: the closest model, ${e.closest}, is an enemy`,
    app: (e, w) => `${name(w, e.model)} cannot rally: ${name(w, e.closest)} is closest`,
  },
  spellCast: {
    cli: (e) =>
      `${e.model} casts ${e.spell} at ${e.target}${e.affected.length > 1 ? `, hitting ${e.affected.join(', ')}` : ''}`,
    app: (e, w) => `${name(w, e.model)} cast ${e.spell} on ${name(w, e.target)}`,
  },
  mountKilled: {
    cli: (e) => `${e.model}'s mount is killed by ${e.by}`,
    app: (e, w) => `${name(w, e.model)}'s mount is killed`,
  },
  unitMoved: {
    cli: (e) => `unit ${e.unit} ${e.run ? 'runs' : 'moves'} by ${fmt(e.offset)} (${e.distance.toFixed(1)}")`,
    app: (e, w) => `${name(w, e.unit)} ${e.run ? 'ran' : 'moved'} ${inches(e.distance)}`,
  },
  woundAllocated: {
    cli: (e) => `wound allocated to ${e.model} of ${e.unit} (${e.reason}${e.from ? ` from ${e.from}` : ''})`,
    app: (e, w) =>
      e.reason === 'lookOutSir'
        ? `Look Out, Sir: the wound goes to ${name(w, e.model)} instead of ${name(w, e.from ?? '?')} (§7.8)`
        : `Wound allocated to ${name(w, e.model)} (${WOUND_REASONS[e.reason]})`,
  },
  combatResult: {
    cli: (e) =>
      `combat result ${e.units.join(' vs ')}: ${JSON.stringify(e.wounds)} → ${e.winner ?? 'draw'} (${e.reason})`,
    app: (e, w) => combatResultText(e, w.sideNames),
  },
  fellBack: {
    cli: (e) => `unit ${e.unit} falls back ${e.distance.toFixed(1)}"`,
    app: (e, w) => `${name(w, e.unit)} fell back ${inches(e.distance)} (§10.3)`,
  },
  regrouped: {
    cli: (e) => `unit ${e.unit} regroups`,
    app: (e, w) => `${name(w, e.unit)} regrouped (§10.4)`,
  },
  enteredBuilding: {
    cli: (e) => `unit ${e.unit} garrisons ${e.building}`,
    app: (e, w) =>
      `${name(w, e.unit)} entered ${buildingLabel(e.building)} (${modelCount(e.models.length)}, §11)`,
  },
  leftBuilding: {
    cli: (e) => `unit ${e.unit} leaves ${e.building}`,
    app: (e, w) => `${name(w, e.unit)} left ${buildingLabel(e.building)} (§11)`,
  },
  assault: {
    cli: (e) => `unit ${e.unit} assaults ${e.building}, held by ${e.garrison}`,
    app: (e, w) =>
      `${name(w, e.unit)} assaulted ${buildingLabel(e.building)}, held by ${name(w, e.garrison)} (§11)`,
  },
  assaultFailed: {
    cli: (e) => `unit ${e.unit}'s assault on ${e.building} fails: ${e.reason}`,
    app: (e, w) =>
      `${name(w, e.unit)}'s assault on ${buildingLabel(e.building)} failed: ${assaultReasonText(e.reason, e.building, w.names)}`,
  },
  assaultParty: {
    cli: (e) => `assault party of ${e.unit} at ${e.building}: ${e.models.join(', ')}`,
    app: (e, w) =>
      `Assault party of ${name(w, e.unit)} at ${buildingLabel(e.building)}: ${modelCount(e.models.length)} (§11)`,
  },
  destroyed: {
    cli: (e) => `unit ${e.unit} is destroyed (${e.reason})`,
    app: (e, w) => {
      if (e.reason === 'edge') return `${name(w, e.unit)} fell back off the table: destroyed (§10.3)`;
      if (e.reason === 'trapped') return `${name(w, e.unit)} was trapped: destroyed (§10.3 Trapped!)`;
      return `${name(w, e.unit)} failed to regroup when charged: destroyed (§10.4)`;
    },
  },
  gameOver: {
    cli: (e) => `game over: ${e.winner ?? 'draw'} (${e.reason}), points ${JSON.stringify(e.points)}`,
    app: (e, w) =>
      e.winner
        ? `Game over: ${sideVerb(side(w, e.winner), 'wins', 'win')} (${e.reason})`
        : `Game over: draw (${e.reason})`,
  },
} satisfies { [K in EventKind]: EventText<EventOf<K>> };

/** The entry of an event's kind, typed for any event (the methods of `EventText` are bivariant). */
function textOf(e: GameEvent): EventText<GameEvent> {
  return EVENT_TEXTS[e.kind];
}

const NO_NAMES: EventWords = { names: {}, sideNames: {} };

/** The command line's line for an event (FORMATS.md §3), e.g. `'§6.3 toHit r2 → b1: need 4+, rolled [5] success'`. */
export function cliEventText(e: GameEvent): string {
  const text = textOf(e);
  return text.cli ? text.cli(e) : text.app(e, NO_NAMES);
}

/** The app's line for an event, e.g. `'Raider is knocked down'`; ids missing from the maps read as themselves. */
export function describeEvent(e: GameEvent, names: Names, sideNames: Record<string, string> = {}): string {
  return textOf(e).app(e, { names, sideNames });
}
