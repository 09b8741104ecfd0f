/**
 * The key hints of the bar above the board: the keys and clicks that do something in the phase a person plays
 * (RULES.md §3), most useful first, so a narrow bar drops the least useful whole chips from its end. Close
 * combat offers no charge or shot on a click (its fights resolve from the model panel, §7).
 */
import type { Phase } from '../../../engine/types';

/** One chip, e.g. `{ keys: 'Click enemy', what: 'charge' }`. */
export interface KeyHint {
  keys: string;
  what: string;
}

/** The chips of every phase, after its own: the board's and the help's. */
const COMMON: readonly KeyHint[] = [
  { keys: 'E', what: 'end phase' },
  { keys: 'Wheel', what: 'zoom' },
  { keys: 'Right-drag', what: 'pan' },
  { keys: 'M', what: 'ruler' },
  { keys: 'Esc', what: 'cancel' },
  { keys: '?', what: 'all keys' },
];

/** Each phase's own chips in skirmish play. */
const SKIRMISH: Readonly<Record<Phase, readonly KeyHint[]>> = {
  recovery: [{ keys: 'Click', what: 'select' }],
  movement: [
    { keys: 'Click', what: 'select / move' },
    { keys: 'Shift', what: 'run' },
    { keys: 'Click enemy', what: 'charge' },
    { keys: 'H', what: 'hide' },
  ],
  magic: [
    { keys: 'Click', what: 'select' },
    { keys: 'Click target', what: 'cast' },
  ],
  shooting: [
    { keys: 'Click', what: 'select' },
    { keys: 'Click enemy', what: 'shoot' },
    { keys: 'L', what: 'sight' },
  ],
  closeCombat: [
    { keys: 'Click', what: 'select' },
    { keys: 'Tab', what: 'next model' },
  ],
};

/** Each phase's own chips in squad play (a click selects a unit; Alt acts with one model). */
const SQUADS: Readonly<Record<Phase, readonly KeyHint[]>> = {
  ...SKIRMISH,
  movement: [
    { keys: 'Click', what: 'select unit / move it' },
    { keys: 'Alt+click', what: 'move one model' },
    { keys: 'Shift', what: 'run' },
    { keys: 'Click enemy', what: 'charge / assault' },
  ],
  shooting: [
    { keys: 'Click', what: 'select unit' },
    { keys: 'Click enemy', what: 'the unit fires' },
    { keys: 'Alt+click enemy', what: 'one model shoots' },
  ],
  closeCombat: [
    { keys: 'Click', what: 'select unit' },
    { keys: 'Tab', what: 'next model' },
  ],
};

/**
 * The chips while nobody at the screen is to act (the AI's turn, AI vs AI, a replay): what looking and the
 * timeline do; a click on an enemy, hiding or ending a phase would do nothing then.
 */
const VIEWING: readonly KeyHint[] = [
  { keys: 'Space', what: 'play / pause' },
  { keys: 'Click', what: 'inspect' },
  { keys: 'Wheel', what: 'zoom' },
  { keys: 'Right-drag', what: 'pan' },
  { keys: 'M', what: 'ruler' },
  { keys: '?', what: 'all keys' },
];

/**
 * The chips for a person playing `phase`, in squad play or not, e.g. `keyHints('closeCombat', false)` →
 * `Click select · Tab next model · E end phase · Wheel zoom · …` (no charge or shoot); with `personToAct`
 * false (the AI's turn) the viewing chips, `Space play / pause · Click inspect · Wheel zoom · …`, whatever the
 * phase.
 */
export function keyHints(phase: Phase, squads: boolean, personToAct = true): KeyHint[] {
  if (!personToAct) return [...VIEWING];
  return [...(squads ? SQUADS : SKIRMISH)[phase], ...COMMON];
}
