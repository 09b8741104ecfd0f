/**
 * What one dice-log row shows (the dice log's words, no Vue): a roll's test, need, who rolled and against whom,
 * what it decided and its result mark; a turn or phase marker; an event's sentence (`session/event-text.ts`).
 * Worked out once per log entry and names (`DiceLog.vue` keeps them), so a new step re-renders only its rows.
 */
import { describeEvent } from '../../../session/event-text';
import {
  NO_NEED,
  needLabel,
  outcomeLabel,
  sideColour,
  TEST_LABELS,
  type Names,
} from '../../../session/format';
import type { LogEntry } from '../../../session/service-types';
import { rollDetail } from '../../../session/squad-format';

/** What the rows are named with: display names by model/unit id, side names by side id, sides and units by model id. */
export interface RowNames {
  names: Names;
  sideNames: Record<string, string>;
  /** Side index by model id, e.g. `{ r1: 0, b1: 1 }`. */
  sideOf: Record<string, number>;
  /** Unit id by model id (squad play), e.g. `{ w1: 'wardens' }`; empty in skirmish play. */
  unitOf: Record<string, string>;
  /**
   * The side index of the person reading the log (the one side a person plays against the AI), whose good and
   * bad results colour the rows; null or absent with no such side (two people, AI against AI).
   */
  viewer?: number | null;
}

/**
 * A roll's row, e.g. `{ kind: 'roll', rule: '§6.3', test: 'To Hit', need: '4+', who: 'Captain', colour: '#e0574f',
 * target: 'Raider Chief', dice: [5], result: 'hit', pass: true, detail: null }`.
 */
export interface RollRow {
  kind: 'roll';
  rule: string;
  /** The test's name, e.g. `'To Hit'`. */
  test: string;
  need: string;
  /** Who rolled: the model, or the unit for unit tests (Morale, regroup, fall back distance). */
  who: string;
  /** Colour of the side that rolled. */
  colour: string;
  /** The other model, or null: the target of an attack, the attacker of a save or an injury. */
  target: string | null;
  /** How `who` and `target` read together: `'→'` (attacks), `'against'` (saves), `'injured by'` (injuries). */
  link: string;
  /** The To Hit modifiers of a shot (§6.3), or null. */
  toHit: string | null;
  /** What it decided, on a line of its own, or null. */
  detail: string | null;
  dice: readonly number[];
  /** The result column: an outcome word, ✓ / ✗, or '' for a roll that counts (a distance, hits) without passing or failing. */
  result: string;
  pass: boolean;
  /**
   * Whether the result is good news for the viewer's side (`RowNames.viewer`, `goodForViewer`): it is coloured
   * good, else bad. Without a viewer, for the side of the model that rolled.
   */
  good: boolean;
}

/** A turn or phase marker (`'Turn 2 · Blue'`) or another event's sentence. */
export interface TextRow {
  kind: 'marker' | 'event';
  text: string;
  colour: string;
}

/** One dice-log row. */
export type DiceRowView = RollRow | TextRow;

/** Outcomes longer than this (characters) go on a line of their own: the result column is for a word. */
const LONG_OUTCOME = 14;

/** Unit tests name their unit (Morale, regroup, fall back distance, §10); other rolls their model. */
const UNIT_TESTS: ReadonlySet<string> = new Set(['morale', 'regroup', 'fallBackDistance']);

type RollEvent = Extract<LogEntry['event'], { kind: 'roll' }>;

function nameOf(names: Names, id: string | undefined): string {
  return id === undefined ? '' : (names[id] ?? id);
}

/** Outcomes that say where a roll happened, not what it decided (an assault's rolls, §11): a detail line. */
const NOTE = /^assault party/;

/** How the roller and the other model read: a save is rolled against the attacker, an injury by its cause. */
const LINKS: Readonly<Record<string, string>> = {
  armourSave: 'against',
  invulnerableSave: 'against',
  injury: 'injured by',
};

/**
 * What a roll decided (a squad-play consequence, an outcome too long for the result column, or a note such as
 * "assault party"), or null.
 */
function rollDetailText(event: RollEvent, n: RowNames): string | null {
  const squad = rollDetail(event, n.names, (id) => n.unitOf[id]);
  if (squad !== null) return squad;
  const outcome = event.outcome ? outcomeLabel(event.outcome) : '';
  return outcome.length > LONG_OUTCOME || NOTE.test(outcome) ? outcome : null;
}

/** The result column of a roll: its outcome word, '' for a roll that only counts, else ✓ / ✗. */
function resultMark(event: RollEvent, detail: string | null): string {
  if (event.outcome && detail === null) return outcomeLabel(event.outcome);
  if (NO_NEED.has(event.test)) return '';
  return event.success ? '✓' : '✗';
}

/**
 * Whether roll `event` went well for side `viewer` (RULES.md §6–§8): a roll that passed is good for the side
 * of the model that rolled (a hit for the attacker, a save for the defender), one that failed good for the
 * other side; an injury (§8, rolled as the injured model's) is always bad for its side, whatever its result,
 * e.g. the viewer's Crossbowman out of action → false, the enemy's Raider Chief knocked down → true. With no
 * viewer (or a model of no side), as seen by the side that rolled.
 */
export function goodForViewer(
  event: Pick<RollEvent, 'test' | 'success'>,
  rollerSide: number | undefined,
  viewer: number | null | undefined,
): boolean {
  const forRoller = event.test === 'injury' ? false : event.success;
  const seenByRoller = viewer === null || viewer === undefined || rollerSide === undefined;
  return seenByRoller || rollerSide === viewer ? forRoller : !forRoller;
}

function rollRow(e: LogEntry, event: RollEvent, n: RowNames): RollRow {
  const detail = rollDetailText(event, n);
  const who = UNIT_TESTS.has(event.test)
    ? nameOf(n.names, event.unit ?? n.unitOf[event.model] ?? event.model)
    : nameOf(n.names, event.model);
  return {
    kind: 'roll',
    rule: event.rule,
    test: TEST_LABELS[event.test] ?? event.test,
    need: needLabel(event.test, event.need, event.dice),
    who,
    colour: sideColour(n.sideOf[event.model] ?? e.side),
    target: event.target ? nameOf(n.names, event.target) : null,
    link: LINKS[event.test] ?? '→',
    toHit: e.toHit ?? null,
    detail,
    dice: event.dice,
    result: resultMark(event, detail),
    pass: event.success,
    good: goodForViewer(event, n.sideOf[event.model], n.viewer),
  };
}

/** The row of log entry `e`. */
export function diceRowView(e: LogEntry, n: RowNames): DiceRowView {
  const event = e.event;
  if (event.kind === 'roll') return rollRow(e, event, n);
  const marker = event.kind === 'phaseStarted' || event.kind === 'turnStarted' || event.kind === 'gameOver';
  return {
    kind: marker ? 'marker' : 'event',
    text: describeEvent(event, n.names, n.sideNames),
    colour: sideColour(e.side),
  };
}
