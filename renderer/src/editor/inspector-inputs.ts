/**
 * The inspector's small input helpers: numbers typed into fields (an empty optional field falls back to its
 * default) and a weapon's one-line summary.
 */
import type { Weapon } from '../../../engine/types';

/** A number from an input, or undefined when it is empty (an optional field falls back to its default). */
export function parse(event: Event): number | undefined {
  const v = (event.target as HTMLInputElement).value.trim();
  if (v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Sets `obj[key]` to the number typed, or deletes it when the field is empty (its default applies). */
export function setOptional<T extends object>(obj: T, key: keyof T, event: Event): void {
  const n = parse(event);
  if (n === undefined) delete (obj as Record<PropertyKey, unknown>)[key];
  else (obj as Record<PropertyKey, unknown>)[key] = n;
}

/** A weapon in one line, e.g. `'30″ S4 -1 save'` or `'melee +1 S'`. */
export function weaponText(w: Weapon): string {
  if (w.type === 'missile')
    return `${w.range ?? 0}″ S${w.strength ?? 3}${w.saveModifier ? ` ${w.saveModifier} save` : ''}`;
  return `melee +${w.strengthBonus ?? 0} S${w.saveModifier ? ` ${w.saveModifier} save` : ''}`;
}
