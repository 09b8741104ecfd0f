/** Words and numbers for the UI: phase names, "4+" labels, one-line descriptions of actions (events: `event-text.ts`). */
import type { Decision } from '../ai';
import type { ToHitBreakdown, ToHitModifier } from '../engine';
import { PHASES, type GameResult, type Phase, type TestKind } from '../engine/types';
import type { DecisionSummary, LegalAction, PlayerSpec } from './service-types';
import { sideVerb, verb } from './verbs';

/** Display names of the phases (RULES.md §3). */
export const PHASE_LABELS: Record<Phase, string> = {
  recovery: 'Recovery',
  movement: 'Movement',
  magic: 'Magic',
  shooting: 'Shooting',
  closeCombat: 'Close combat',
};

/** Display names of dice tests (FORMATS.md §3). */
export const TEST_LABELS: Record<TestKind, string> = {
  toHit: 'To Hit',
  toHitFollowUp: 'To Hit (follow-up)',
  toWound: 'To Wound',
  armourSave: 'Armour save',
  invulnerableSave: 'Invulnerable save',
  injury: 'Injury',
  leadership: 'Leadership',
  initiative: 'Initiative',
  chargeNotice: 'Notice charge target',
  rout: 'Rout test',
  fleeDistance: 'Flee distance',
  fallHits: 'Falling hits',
  casting: 'Casting',
  spellHits: 'Spell hits',
  morale: 'Morale',
  regroup: 'Regroup',
  lookOutSir: 'Look Out, Sir',
  fallBackDistance: 'Fall back distance',
  templateModels: 'Models hit in the building',
  stoneThrower: 'Stone thrower centre',
};

/**
 * Tests passed by rolling at most the number needed (characteristic and Leadership tests, RULES.md §0): the
 * app writes their need `'≤ 4'`, the command line `need ≤4`.
 */
export const AT_MOST: ReadonlySet<string> = new Set([
  'leadership',
  'initiative',
  'chargeNotice',
  'rout',
  'morale',
  'regroup',
]);

/** Rolls whose faces are a distance or a count, not a test against a number (nothing "needed"). */
/** Rolls with no number to reach: they count (a distance, hits, models), they do not pass or fail. */
export const NO_NEED: ReadonlySet<string> = new Set([
  'injury',
  'fleeDistance',
  'fallHits',
  'spellHits',
  'fallBackDistance',
  'templateModels',
]);

/**
 * A finished game's result in words (RULES.md §13): `{ winner: 'red', reason: 'turns' }` with
 * `{ red: 'Free Company' }` → `'Free Company wins'`, with `{ red: 'Marsh Raiders' }` → `'Marsh Raiders win'`
 * (the verb agrees with the name, `sideVerb`); a draw → `'Draw'`. An unnamed side shows its id.
 */
export function resultText(result: GameResult, sideNames: Record<string, string>): string {
  return result.winner ? sideVerb(sideNames[result.winner] ?? result.winner, 'wins', 'win') : 'Draw';
}

/**
 * Why a finished game ended, in words (RULES.md §13), `loser` being the losing side's display name (unused in a
 * draw): a rout → `'Gorefang Mob failed its rout test and fled the field'`, `'Marsh Raiders failed their rout
 * test and fled the field'` (the words agree with the name, `sideVerb`); a wipeout → `'Reavers have no model
 * left in the fight'`, or `'No model is left on either side'`; the last turn → `'The last turn ended: more
 * points of models still in play'`, or `'The last turn ended level on points'`.
 */
export function resultWhy(result: GameResult, loser: string): string {
  if (result.reason === 'rout')
    return `${sideVerb(loser, 'failed its', 'failed their')} rout test and fled the field`;
  if (result.reason === 'wipeout')
    return result.winner
      ? `${sideVerb(loser, 'has', 'have')} no model left in the fight`
      : 'No model is left on either side';
  return result.winner
    ? 'The last turn ended: more points of models still in play'
    : 'The last turn ended level on points';
}

/** Model id → name, for descriptions (unit ids → unit names too in squad play). */
export type Names = Record<string, string>;

function name(names: Names, id: string | undefined): string {
  if (id === undefined) return '?';
  return names[id] ?? id;
}

/**
 * A range of D6 needs as players read it: `'3+'`, `'3+'` → `'3+'`; `'3+'`, `'4+'` → `'3+–4+'`; with a follow-up
 * roll in either (RULES.md §6.3) the words keep apart: `'6 then 4+'`, `'6 then 5+'` → `'6 then 4+ to 6 then 5+'`,
 * each need's own spaces no-break (U+00A0) so that a narrow box wraps the range only at "to".
 */
export function needRange(lo: string, hi: string): string {
  if (lo === hi) return lo;
  const keep = (need: string): string => need.replaceAll(' ', '\u00a0');
  return lo.includes(' ') || hi.includes(' ') ? `${keep(lo)} to ${keep(hi)}` : `${lo}–${hi}`;
}

/**
 * A D6 "to hit" number as players say it (RULES.md §6.3): 4 → `'4+'`, 1 → `'2+'` (a natural 1 fails),
 * 7 → `'6 then 4+'`, 8 → `'6 then 5+'`, 9 → `'6 then 6'`, 10 or more → `'impossible'`.
 */
export function toHitLabel(need: number): string {
  if (need <= 1) return '2+';
  if (need <= 6) return `${need}+`;
  if (need === 7) return '6 then 4+';
  if (need === 8) return '6 then 5+';
  if (need === 9) return '6 then 6';
  return 'impossible';
}

/** A signed modifier as printed, with a real minus sign: −2 → `'−2'`, 1 → `'+1'`. */
function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/**
 * One To Hit modifier in words with its value and cause (RULES.md §6.3): `'hard cover (−2) behind the low wall'`
 * (`place` from `coverPlace`, session/cover-words.ts; a cover's piece is never named by its id), `'long range
 * (−1)'`, `'moved (−1)'`, `'large target (+1)'`.
 */
export function toHitModifierText(m: ToHitModifier, place = ''): string {
  const what = m.cause === 'cover' ? `${m.label} cover` : m.cause === 'range' ? `${m.label} range` : m.label;
  return `${what} (${signed(m.value)})${m.cause === 'cover' && place ? ` ${place}` : ''}`;
}

/**
 * A To Hit breakdown in one line (RULES.md §6.3): `'BS 3 → 4+ · hard cover (−2) behind the low wall · moved
 * (−1)'` with the cover's `place` (`coverPlace`); a snap shot reads `'snap shot BS 1 → 6+ · …'`.
 */
export function toHitBreakdownText(b: ToHitBreakdown, place = ''): string {
  const head = `${b.snap ? 'snap shot BS 1' : `BS ${7 - b.base}`} → ${toHitLabel(b.base)}`;
  return [head, ...b.modifiers.map((m) => toHitModifierText(m, place))].join(' · ');
}

/** A D6 number for wounds and saves: 3 → `'3+'`, null or above 6 → `'–'` (none or impossible). */
export function dieLabel(need: number | null | undefined): string {
  if (need === null || need === undefined || need > 6) return '–';
  return `${Math.max(2, need)}+`;
}

/**
 * What a roll needed: `'4+'`, `'≤ 8'` for a Leadership test, `''` for an injury roll or a distance, `'auto'`
 * for an automatic hit, logged with no dice and a need of 0 (`dice` given: on a knocked-down model or on one
 * breaking from combat, RULES.md §7.3, §7.10); a roll with no dice that could not succeed keeps its need
 * (`'impossible'`, `'–'`).
 */
export function needLabel(test: TestKind | string, need: number, dice?: readonly number[]): string {
  if (dice?.length === 0 && need <= 0) return 'auto';
  if (NO_NEED.has(test)) return '';
  if (AT_MOST.has(test)) return `≤ ${need}`;
  if (test === 'toHit') return toHitLabel(need);
  return dieLabel(need);
}

/** An outcome word of a roll as players read it: `'knockedDown'` → `'knocked down'`. */
export function outcomeLabel(outcome: string): string {
  return outcome.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A building's id as said in a sentence: `'farmhouse'` → `'the farmhouse'`, `'ruin-1'` → `'the ruin 1'`. */
export function buildingLabel(id: string): string {
  return `the ${id.replace(/[-_]+/g, ' ')}`;
}

/** Inches with one decimal, e.g. `'4.5″'`. */
export function inches(value: number): string {
  return `${value.toFixed(1)}″`;
}

/** One formatter for every count shown: `toLocaleString('en')` builds a new one per call (about 0.5 ms in Chromium). */
const COUNT_FORMAT = new Intl.NumberFormat('en');

/** A count with thousands separators, e.g. `count(12345)` → `'12,345'` (the AI's visits and iterations). */
export function count(value: number): string {
  return COUNT_FORMAT.format(value);
}

/** A probability 0..1 as a whole percentage, e.g. `'63%'`. */
export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/**
 * An estimated duration in words, rounded as an estimate deserves, e.g. `aboutTime(40_000)` → `'under a
 * minute'`, `aboutTime(200_000)` → `'about 3 min'`, `aboutTime(1_000_000)` → `'about 15 min'` (to 5 minutes
 * from 10), `aboutTime(4_900_000)` → `'about 1 h 20 min'` (to 10 minutes from an hour). Input in ms.
 */
export function aboutTime(ms: number): string {
  const min = Math.max(0, ms) / 60_000;
  if (min < 0.75) return 'under a minute';
  if (min < 9.5) return `about ${Math.max(1, Math.round(min))} min`;
  if (min < 57.5) return `about ${Math.round(min / 5) * 5} min`;
  const tens = Math.round(min / 10);
  const h = Math.floor(tens / 6);
  const rest = (tens % 6) * 10;
  return rest === 0 ? `about ${h} h` : `about ${h} h ${rest} min`;
}

/** Colours of the two sides (side index 0 and 1). */
export const SIDE_COLOURS = ['#e0574f', '#4f8fe0'] as const;

/** A side's colour by index. */
export function sideColour(side: number): string {
  return SIDE_COLOURS[side === 1 ? 1 : 0];
}

/**
 * Squad play's units as descriptions name them (RULES.md §2), e.g. `{ unitOf: { r1: 'wardens', r2: 'wardens' },
 * phase: 'movement' }`: `unitOf` gives the unit id of each model of a unit of more than one (unit names are in
 * `Names`; such a unit takes a plural verb, "Wardens move"); `phase` is the phase the decision is made in, null
 * when unknown. A charge, a declined charge and a Movement phase `hold` settle the model's whole unit (ai/decision
 * `notePlan`), so they name the unit. Absent in skirmish play, where every model is its own unit.
 */
export interface UnitContext {
  unitOf: Readonly<Record<string, string>>;
  phase: Phase | null;
}

/**
 * The `UnitContext` of decisions made in a phase, or undefined in skirmish play (the game store's `unitsIn`),
 * e.g. `unitsIn('movement')` → `{ unitOf: { r1: 'wardens', … }, phase: 'movement' }`; texts that describe
 * actions of several phases take one, so that a unit of several models takes a plural verb ("Wardens move").
 */
export type UnitsIn = (phase: Phase | null) => UnitContext | undefined;

/**
 * A squad unit's decision in words, or null when `action` is a model's own (RULES.md §2, §4.1): `'Wardens hold'`,
 * `'Wardens do not charge'`, `'Wardens charge Mob west (Warden Sergeant at Gorefang Nob)'`, `'Wardens move 4.0″
 * north'`, `'Wardens enter the farmhouse'`.
 */
function unitDecision(action: Decision | LegalAction, names: Names, units: UnitContext): string | null {
  const big = (unit: string): boolean => Object.values(units.unitOf).includes(unit);
  const ofModel = (model: string): string | undefined => units.unitOf[model];
  switch (action.type) {
    case 'hold': {
      const u = ofModel(action.model);
      return u && units.phase === 'movement' ? `${name(names, u)} hold` : null;
    }
    case 'noCharge': {
      const u = ofModel(action.model);
      return u ? `${name(names, u)} do not charge` : null;
    }
    case 'charge': {
      const u = ofModel(action.model);
      if (!u) return null;
      const enemy = ofModel(action.target);
      const lead = name(names, action.model);
      return enemy
        ? `${name(names, u)} charge ${name(names, enemy)} (${lead} at ${name(names, action.target)})`
        : `${name(names, u)} charge ${name(names, action.target)} (led by ${lead})`;
    }
    case 'moveUnit': {
      const who = name(names, action.unit);
      const how = action.run ? ['runs', 'run'] : ['moves', 'move'];
      const far =
        'maxDistance' in action
          ? `up to ${inches(action.maxDistance)}`
          : `${inches(Math.hypot(action.by[0], action.by[1]))} ${bearing(action.by)}`;
      return `${verb(who, big(action.unit), how[0]!, how[1]!)} ${far}`;
    }
    case 'enterBuilding':
      return `${verb(name(names, action.unit), big(action.unit), 'enters', 'enter')} ${buildingLabel(action.building)}`;
    case 'leaveBuilding': {
      const many = big(action.unit);
      const to = `(${action.to[0].toFixed(1)}, ${action.to[1].toFixed(1)})`;
      return `${verb(name(names, action.unit), many, 'leaves its', 'leave their')} building to ${to}`;
    }
    default:
      return null;
  }
}

/**
 * One line for an action, e.g. `'Captain charges Raider'`, `'Archer moves to (12.0, 8.5), running'`; with squad
 * play's `units` a unit's decision names the unit (`'Wardens hold'`, see `UnitContext`).
 */
export function describeAction(action: Decision | LegalAction, names: Names, units?: UnitContext): string {
  const unit = units ? unitDecision(action, names, units) : null;
  if (unit !== null) return unit;
  switch (action.type) {
    case 'hold':
      return `${name(names, action.model)} holds`;
    case 'noCharge':
      return `${name(names, action.model)} does not charge`;
    case 'charge':
      return `${name(names, action.model)} charges ${name(names, action.target)}`;
    case 'move': {
      if ('maxDistance' in action) {
        return `${name(names, action.model)} ${action.run ? 'runs' : 'moves'} up to ${inches(action.maxDistance)}`;
      }
      const [x, y] = action.to;
      const how = [action.run ? 'running' : '', action.hide ? 'hiding' : ''].filter(Boolean).join(', ');
      return `${name(names, action.model)} ${action.run ? 'runs' : 'moves'} to (${x.toFixed(1)}, ${y.toFixed(1)})${how ? `, ${how}` : ''}`;
    }
    case 'moveUnit': {
      const verb = action.run ? 'runs' : 'moves';
      if ('maxDistance' in action)
        return `${name(names, action.unit)} ${verb} up to ${inches(action.maxDistance)}`;
      return `${name(names, action.unit)} ${verb} ${inches(Math.hypot(action.by[0], action.by[1]))} ${bearing(action.by)}`;
    }
    case 'enterBuilding':
      return `${name(names, action.unit)} enters ${buildingLabel(action.building)}`;
    case 'leaveBuilding':
      return `${name(names, action.unit)} leaves its building to (${action.to[0].toFixed(1)}, ${action.to[1].toFixed(1)})`;
    case 'shoot':
      return `${name(names, action.model)} shoots ${name(names, action.target)}${action.weapon ? ` (${action.weapon})` : ''}`;
    case 'fight': {
      // A declaration only: the close combat resolves when the phase ends (FORMATS.md §2.1, RULES.md §7).
      const split = action.split
        ? `: ${Object.entries(action.split)
            .map(([id, n]) => `${n} on ${name(names, id)}`)
            .join(', ')}`
        : ' on its first enemy';
      return `${name(names, action.model)} declares its attacks${split}`;
    }
    case 'climb':
      return action.to[2] > 0
        ? `${name(names, action.model)} climbs to ${action.to[2].toFixed(1)}″ high`
        : `${name(names, action.model)} climbs down to the ground`;
    case 'jumpDown':
      return `${name(names, action.model)} jumps down to (${action.to[0].toFixed(1)}, ${action.to[1].toFixed(1)})`;
    case 'jumpGap':
      return `${name(names, action.model)} jumps a gap to (${action.to[0].toFixed(1)}, ${action.to[1].toFixed(1)})`;
    case 'divingCharge':
      return `${name(names, action.model)} dives onto ${name(names, action.target)}`;
    case 'hide':
      return `${name(names, action.model)} hides`;
    case 'cast':
      return `${name(names, action.model)} casts ${action.spell} on ${name(names, action.target)}`;
    case 'deploy':
      return `${name(names, action.model)} deploys at (${action.to[0].toFixed(1)}, ${action.to[1].toFixed(1)})`;
    case 'endDeployment':
      return 'End deployment';
    case 'endPhase':
      return 'End phase';
    default:
      return (action as { type: string }).type;
  }
}

/**
 * What a model will do when the close combat resolves (engine `plannedAttacks`, RULES.md §7.1), e.g.
 * `'Crossbowman will attack Raider Chief with 1 attack'` or `'Captain will attack Raider Chief with 1 attack and
 * Slinger with 1 attack'`; `''` with nobody to attack.
 */
export function plannedAttacksText(
  model: string,
  planned: readonly { target: string; attacks: number }[],
  names: Names,
): string {
  if (planned.length === 0) return '';
  const parts = planned.map(
    (p) => `${name(names, p.target)} with ${p.attacks} attack${p.attacks === 1 ? '' : 's'}`,
  );
  return `${name(names, model)} will attack ${parts.join(' and ')}`;
}

/** The compass direction of an offset `[dx, dy]` (y north), e.g. `[0, 4]` → `'north'`, `[3, -3]` → `'south-east'`. */
export function bearing(by: readonly [number, number]): string {
  const [dx, dy] = by;
  if (Math.hypot(dx, dy) < 1e-9) return 'in place';
  const points = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];
  const k = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return points[(k + 8) % 8]!;
}

/** A short form for principal variations, e.g. `'r1→b2'`, `'r1 ⇢ (4,9)'`, `'end'`. */
export function shortAction(action: Decision): string {
  switch (action.type) {
    case 'hold':
      return `${action.model} holds`;
    case 'noCharge':
      return `${action.model} no charge`;
    case 'charge':
      return `${action.model}⚔${action.target}`;
    case 'move':
      return `${action.model}${action.run ? '⇉' : '→'}(${action.to[0].toFixed(0)},${action.to[1].toFixed(0)})`;
    case 'shoot':
      return `${action.model}➶${action.target}`;
    case 'fight':
      return `${action.model} fights`;
    case 'divingCharge':
      return `${action.model}⤓${action.target}`;
    case 'cast':
      return `${action.model}✦${action.target}`;
    case 'hide':
      return `${action.model} hides`;
    case 'climb':
    case 'jumpDown':
    case 'jumpGap':
      return `${action.model}⤴(${action.to[0].toFixed(0)},${action.to[1].toFixed(0)})`;
    case 'moveUnit':
      return `${action.unit}${action.run ? '⇉' : '→'}${Math.hypot(action.by[0], action.by[1]).toFixed(0)}″`;
    case 'enterBuilding':
      return `${action.unit}⌂${action.building}`;
    case 'leaveBuilding':
      return `${action.unit}⇱(${action.to[0].toFixed(0)},${action.to[1].toFixed(0)})`;
    case 'deploy':
      return `${action.model}⌖(${action.to[0].toFixed(0)},${action.to[1].toFixed(0)})`;
    case 'endDeployment':
      return 'deployed';
    case 'endPhase':
      return 'end';
    default:
      return (action as { type: string }).type;
  }
}

/** The phase after `phase` ends (RULES.md §3): Movement after Recovery, …, Close combat → the next Recovery. */
export function nextPhase(phase: Phase | null): Phase | null {
  return phase === null ? null : PHASES[(PHASES.indexOf(phase) + 1) % PHASES.length]!;
}

/**
 * A principal variation for the AI panel, e.g. `'Archer b4 → (29,42) · end phase ×3 · Captain shoots Raider'`:
 * runs of phase ends are compressed into one marker and real decisions name their models and targets; with
 * squad play's `units` (its `phase` that of the first decision, followed through the phase ends) a unit's
 * decision names its unit (`'Wardens hold'`).
 */
export function pvSummary(pv: readonly Decision[], names: Names, limit = 4, units?: UnitContext): string {
  const steps: string[] = [];
  let ends = 0;
  let phase = units?.phase ?? null;
  const flush = (): void => {
    if (ends > 0) steps.push(ends === 1 ? 'end phase' : `end phase ×${ends}`);
    ends = 0;
  };
  for (const action of pv) {
    if (action.type === 'endPhase') {
      ends++;
      phase = nextPhase(phase);
      continue;
    }
    flush();
    if (steps.length >= limit) break;
    steps.push(pvStep(action, names, units && { unitOf: units.unitOf, phase }));
  }
  flush();
  return steps.slice(0, limit + 1).join(' · ');
}

/** One step of a principal variation with names, e.g. `'Captain ⇉ (12,30)'` or `'Archer b2 shoots Chief'`. */
function pvStep(action: Decision, names: Names, units?: UnitContext): string {
  const unit = units && 'model' in action ? units.unitOf[action.model] : undefined;
  if (unit && units && (action.type === 'charge' || action.type === 'noCharge' || action.type === 'hold')) {
    if (action.type === 'charge') {
      const enemy = units.unitOf[action.target] ?? action.target;
      return `${name(names, unit)} charge ${name(names, enemy)}`;
    }
    if (action.type === 'noCharge') return `${name(names, unit)} no charge`;
    if (units.phase === 'movement') return `${name(names, unit)} hold`;
  }
  const who = 'model' in action ? name(names, action.model) : '';
  const at = (to: readonly number[]): string => `(${to[0]!.toFixed(0)},${to[1]!.toFixed(0)})`;
  switch (action.type) {
    case 'move':
      return `${who} ${action.run ? '⇉' : '→'} ${at(action.to)}`;
    case 'charge':
      return `${who} charges ${name(names, action.target)}`;
    case 'divingCharge':
      return `${who} dives on ${name(names, action.target)}`;
    case 'shoot':
      return `${who} shoots ${name(names, action.target)}`;
    case 'cast':
      return `${who} casts on ${name(names, action.target)}`;
    case 'climb':
    case 'jumpDown':
    case 'jumpGap':
      return `${who} ⤴ ${at(action.to)}`;
    case 'hold':
      return `${who} holds`;
    case 'noCharge':
      return `${who} no charge`;
    case 'fight':
      return `${who} fights`;
    case 'hide':
      return `${who} hides`;
    case 'moveUnit':
      return `${name(names, action.unit)} ${action.run ? '⇉' : '→'} ${Math.hypot(action.by[0], action.by[1]).toFixed(0)}″ ${bearing(action.by)}`;
    case 'enterBuilding':
      return `${name(names, action.unit)} into ${buildingLabel(action.building)}`;
    case 'leaveBuilding':
      return `${name(names, action.unit)} out to ${at(action.to)}`;
    default:
      return shortAction(action);
  }
}

/** A label for a player, e.g. `'AI (hard)'`, `'greedy bot'`, `'Human'`. */
export function playerLabel(spec: PlayerSpec): string {
  if (spec.kind === 'human') return 'Human';
  if (spec.kind === 'ai') return `AI (${spec.level})`;
  return `${spec.bot} bot`;
}

/**
 * The iterations a decision's level asked for when its time cap ended the search short of them, else null
 * (a bot, "move now", a forced choice with no search, an older saved game, or the budget reached). Example:
 * `{ iterations: 612, iterationBudget: 1600, stopped: false, … }` → 1600, shown as "612 of 1,600 iterations".
 */
export function timeCappedBudget(
  d: Pick<DecisionSummary, 'iterations' | 'iterationBudget' | 'stopped'>,
): number | null {
  if (d.stopped || d.iterationBudget === undefined) return null;
  return d.iterations > 0 && d.iterations < d.iterationBudget ? d.iterationBudget : null;
}
