/**
 * Copies of a scenario's static parts (FORMATS.md §1) in one fixed field order: the order of their types in
 * `types.ts`, required fields first written as one literal, optional ones added only when present. Whatever
 * built the document (a JSON file, a frozen built-in, `toScenario`), the game's profiles, weapons, spells and
 * terrain then share V8's hidden classes, so the search's hot loops see one shape of each (docs/performance.md).
 */
import type { Profile, Spell, Terrain, Weapon } from './types';

/** A copy of a profile, e.g. `{ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }`. */
export function copyProfile(p: Profile): Profile {
  return { M: p.M, WS: p.WS, BS: p.BS, S: p.S, T: p.T, W: p.W, I: p.I, A: p.A, Ld: p.Ld };
}

/** A copy of a weapon (RULES.md §2), its optional fields in `Weapon` order; `rules` copied. */
export function copyWeapon(w: Weapon): Weapon {
  const out: Weapon = { type: w.type };
  if (w.range !== undefined) out.range = w.range;
  if (w.strength !== undefined) out.strength = w.strength;
  if (w.strengthBonus !== undefined) out.strengthBonus = w.strengthBonus;
  if (w.saveModifier !== undefined) out.saveModifier = w.saveModifier;
  if (w.ap !== undefined) out.ap = w.ap;
  if (w.shots !== undefined) out.shots = w.shots;
  if (w.template !== undefined) out.template = w.template;
  if (w.rules !== undefined) out.rules = [...w.rules];
  return out;
}

/** A copy of a spell (RULES.md §12), its optional fields in `Spell` order. */
export function copySpell(sp: Spell): Spell {
  const out: Spell = { castingValue: sp.castingValue, range: sp.range, effect: sp.effect };
  if (sp.hits !== undefined) out.hits = sp.hits;
  if (sp.strength !== undefined) out.strength = sp.strength;
  if (sp.saveModifier !== undefined) out.saveModifier = sp.saveModifier;
  return out;
}

/** A copy of a terrain piece with its own polygon (inches), its optional fields in `Terrain` order. */
export function copyTerrain(t: Terrain): Terrain {
  const polygon: [number, number][] = [];
  for (const p of t.polygon) polygon.push([p[0], p[1]]);
  const out: Terrain = { id: t.id, kind: t.kind, polygon, height: t.height, cover: t.cover };
  if (t.floors !== undefined) out.floors = [...t.floors];
  if (t.capacity !== undefined) out.capacity = t.capacity;
  return out;
}

/**
 * A record with each value copied by `copy`, keys in the record's order, e.g. the weapons by id. Keys are
 * defined as own data properties, as a spread does, so even a `__proto__` key stays a plain entry.
 */
export function copyRecord<T>(r: Record<string, T>, copy: (v: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(r))
    Object.defineProperty(out, k, {
      value: copy(r[k]!),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}
