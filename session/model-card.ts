/**
 * What a model's unit card and its roster line say (RULES.md §2): its profile, saves, weapons with range and
 * Strength, special rules, spells, points and, in a game, its status and wounds left. Pure; the renderer's
 * unit card and printable roster show it.
 */
import type { GameStatic, ModelState, Weapon } from '../engine/types';

/**
 * A weapon on a card, e.g. `{ id: 'crossbow', kind: 'missile', range: '30″', strength: 'S4', notes: '−1 save' }`
 * or `{ id: 'axe', kind: 'melee', range: 'close combat', strength: 'S4 (S+1)', notes: '' }`.
 */
export interface WeaponLine {
  id: string;
  kind: 'melee' | 'missile';
  range: string;
  strength: string;
  notes: string;
}

/** A model's card: `{ name: 'Captain', profile: [['M', '4'], …], save: '5+', weapons: [...], status: 'standing', … }`. */
export interface ModelCard {
  id: string;
  name: string;
  side: number;
  sideName: string;
  unit: string;
  /** The profile in RULES.md §2 order, e.g. `[['M', '4'], ['WS', '4'], …]`. */
  profile: [string, string][];
  /** `'5+'`, or `'–'` for none. */
  save: string;
  /** `'4+'`, or `''` for none. */
  invulnerable: string;
  weapons: WeaponLine[];
  rules: string[];
  spells: string[];
  points: number;
  /** In a game: `'standing'`, `'knocked down'`, `'stunned'`, `'out of action'`, plus flags (`'fleeing'`, `'hidden'`…). */
  status: string[];
  /** In a game: wounds left of W, e.g. `'1 of 2'`; '' outside a game. */
  wounds: string;
}

const STATUS_WORDS: Record<string, string> = {
  standing: 'standing',
  knockedDown: 'knocked down',
  stunned: 'stunned',
  outOfAction: 'out of action',
  removed: 'removed',
};

const FLAG_WORDS: [keyof ModelState, string][] = [
  ['hidden', 'hidden'],
  ['fleeing', 'fleeing'],
  ['fallingBack', 'falling back'],
  ['charged', 'charged'],
  ['ran', 'ran'],
  ['moved', 'moved'],
  ['shot', 'shot'],
  ['failedCharge', 'failed a charge'],
  ['stoodUp', 'stood up'],
];

/** A signed modifier with a real minus sign: `−1`, `+2`. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/**
 * A weapon's line for a model of Strength `S` (RULES.md §2, §6.6): a missile weapon's range and own
 * Strength, a melee weapon's Strength with its bonus, and its save modifier or AP, shots, template and rules.
 */
export function weaponLine(id: string, w: Weapon | undefined, S: number): WeaponLine {
  if (w === undefined) return { id, kind: 'melee', range: '', strength: '', notes: 'unknown weapon' };
  const notes = [
    w.saveModifier ? `${signed(w.saveModifier)} save` : '',
    w.ap !== undefined ? `AP${w.ap}` : '',
    (w.shots ?? 1) > 1 ? `${w.shots} shots` : '',
    w.template ? 'template' : '',
    ...(w.rules ?? []),
  ].filter(Boolean);
  if (w.type === 'missile') {
    return {
      id,
      kind: 'missile',
      range: `${w.range ?? 0}″`,
      strength: `S${w.strength ?? 3}`,
      notes: notes.join(', '),
    };
  }
  const bonus = w.strengthBonus ?? 0;
  return {
    id,
    kind: 'melee',
    range: 'close combat',
    strength: bonus === 0 ? `S${S}` : `S${S + bonus} (S${signed(bonus)})`,
    notes: notes.join(', '),
  };
}

/** A save as written on a card: 5 → `'5+'`, 7 or more → `none`. */
function saveText(save: number, none: string): string {
  return save >= 7 ? none : `${save}+`;
}

/**
 * The card of model `i` of a game's static part, with its state when given (status, flags, wounds left).
 * Example: `modelCard(state.static, 0, state.models[0])` → `{ name: 'Captain', save: '5+', weapons: [sword,
 * crossbow], status: ['knocked down'], wounds: '0 of 2', … }`.
 */
export function modelCard(st: GameStatic, i: number, state?: ModelState): ModelCard {
  const m = st.models[i]!;
  const side = st.sides[m.side];
  const p = m.profile;
  const status = state ? [STATUS_WORDS[state.status] ?? state.status] : [];
  if (state) for (const [flag, word] of FLAG_WORDS) if (state[flag] === true) status.push(word);
  return {
    id: m.id,
    name: m.name,
    side: m.side,
    sideName: side?.name ?? side?.id ?? '',
    unit: m.unit,
    profile: (['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const).map((k) => [k, String(p[k])]),
    save: saveText(m.save, '–'),
    invulnerable: saveText(m.invulnerable, ''),
    weapons: m.weapons.map((w) => weaponLine(w, st.weapons[w], p.S)),
    rules: [...m.rules],
    spells: [...m.spells],
    points: m.points,
    status,
    wounds: state ? `${state.wounds} of ${p.W}` : '',
  };
}
