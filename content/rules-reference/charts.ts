/**
 * The full charts the rules reference adds to RULES.md's own text (RULES.md §14, §8, §6.6): every WS against
 * every WS, every Strength against every Toughness, every BS, the Injury roll and the armour save against
 * Strength, worked out with the engine's own chart functions so the reference shows what the game does.
 */
import { armourSaveNeeded, meleeToHit, missileBaseToHit, toWound } from '../../engine/charts';
import type { RuleBlock } from './types';

const ONE_TO_TEN = Array.from({ length: 10 }, (_, i) => i + 1);

/** A needed D6 face as the charts write it: `4+`, `–` for impossible, `6 then 4+` for 7 (§6.3). */
function needed(n: number | null): string {
  if (n === null || n > 9) return '–';
  if (n <= 1) return '2+ (a 1 fails)';
  if (n === 7) return '6, 4+';
  if (n === 8) return '6, 5+';
  if (n === 9) return '6, 6';
  return `${n}+`;
}

/** §14.1 in full: attacker's WS (rows) against the target's WS (columns). */
function meleeChart(): RuleBlock {
  return {
    kind: 'table',
    caption: "To Hit in close combat: attacker's WS (rows) against the target's WS (columns)",
    head: ['WS', ...ONE_TO_TEN.map(String)],
    rows: ONE_TO_TEN.map((a) => [String(a), ...ONE_TO_TEN.map((t) => `${meleeToHit(a, t)}+`)]),
  };
}

/** §14.2 in full: Strength (rows) against Toughness (columns). */
function woundChart(): RuleBlock {
  return {
    kind: 'table',
    caption: 'To Wound: Strength (rows) against Toughness (columns)',
    head: ['S \\ T', ...ONE_TO_TEN.map(String)],
    rows: ONE_TO_TEN.map((s) => [String(s), ...ONE_TO_TEN.map((t) => needed(toWound(s, t)))]),
  };
}

/** §14.3 with the §6.3 modifiers: BS (rows) against the total modifier (columns). */
function missileChart(): RuleBlock {
  const mods = [0, -1, -2, -3, -4];
  return {
    kind: 'table',
    caption: 'To Hit with missiles: BS (rows) and the sum of the §6.3 modifiers (columns)',
    head: ['BS', ...mods.map((m) => (m === 0 ? 'none' : String(m)))],
    rows: ONE_TO_TEN.slice(0, 6).map((bs) => [
      String(bs),
      ...mods.map((m) => needed(missileBaseToHit(bs) - m)),
    ]),
  };
}

/** §8: the Injury roll. */
function injuryChart(): RuleBlock {
  return {
    kind: 'table',
    caption: 'Injury roll (D6, rolled by the opposing player)',
    head: ['D6', 'result'],
    rows: [
      ['1–2', 'knocked down'],
      ['3–4', 'stunned'],
      ['5–6', 'out of action'],
    ],
  };
}

/** §6.6 `strengthModifier`: armour save (rows) against the hit's Strength (columns), no weapon modifier. */
function saveChart(): RuleBlock {
  const strengths = [3, 4, 5, 6, 7];
  return {
    kind: 'table',
    caption: "Armour save (skirmish): the model's save (rows) against the hit's Strength (columns)",
    head: ['save', ...strengths.map((s) => `S${s}`)],
    rows: [2, 3, 4, 5, 6].map((sv) => [
      `${sv}+`,
      ...strengths.map((s) => needed(armourSaveNeeded(sv, s, 0))),
    ]),
  };
}

/** The charts added to entries, by § number: `{ '14.1': [meleeChart], … }`. */
export function chartsBySection(): Record<string, RuleBlock[]> {
  return {
    '14.1': [meleeChart()],
    '14.2': [woundChart()],
    '14.3': [missileChart()],
    '8': [injuryChart()],
    '6.6': [saveChart()],
  };
}
