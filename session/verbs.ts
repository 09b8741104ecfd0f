/**
 * One rule for the verb after a name, for every text that makes a unit or a side the subject: a unit of several
 * models (RULES.md §2) and a side whose name is plural take the plural verb ("Wardens move", "Marsh Raiders
 * win"), anything else the singular one ("Captain moves", "Free Company wins").
 */

/** `'Wardens move'` when `plural`, `'Captain moves'` otherwise: `subject`, a space, then `many` or `singular`. */
export function verb(subject: string, plural: boolean, singular: string, many: string): string {
  return `${subject} ${plural ? many : singular}`;
}

/**
 * Whether a side's name reads as a plural noun, e.g. `'Marsh Raiders'`, `'Iron Wardens'`, `'Sons of Ulric'`,
 * `'Northmen'` → true; `'Free Company'`, `'Gorefang Mob'`, `'Grey Circle'`, `'red'`, `'Chaos'`, `'Company of
 * Wolves'` → false. The head noun is the last word before any "of"; it is plural when it ends in "s" (not
 * "ss", "us", "is", "os") or in "men". A guess from the spelling: a collective noun ("Company") stays singular.
 */
export function pluralName(name: string): boolean {
  const head = name.split(/\s+of\s+/i)[0]!.trim();
  const word = (head.split(/\s+/).at(-1) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word.endsWith('men')) return true;
  return word.endsWith('s') && !/(ss|us|is|os)$/.test(word);
}

/**
 * A side's name with the verb that agrees with it (`pluralName`), e.g. `sideVerb('Marsh Raiders', 'wins', 'win')`
 * → `'Marsh Raiders win'`, `sideVerb('Free Company', 'wins', 'win')` → `'Free Company wins'`.
 */
export function sideVerb(name: string, singular: string, many: string): string {
  return verb(name, pluralName(name), singular, many);
}
