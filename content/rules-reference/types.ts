/**
 * The rules reference shown in the app (`skirmisher-rules-reference/1`, content/rules-reference/rules.json):
 * RULES.md's sections as entries, one per § heading, with the charts of §14 and §8 as full tables. Written by
 * `build.ts` from RULES.md; the app reads it through `session/rules-reference.ts`.
 */

/** A block of an entry's text: a paragraph, a list or a table. Inline text may hold `**bold**`, `` `code` `` and § references. */
export type RuleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption?: string; head: string[]; rows: string[][] };

/** One rule, e.g. `{ id: '6.3', title: 'To Hit', parent: '6', blocks: [{ kind: 'p', text: 'Base number: …' }] }`. */
export interface RuleEntry {
  /** The § number without the sign: `'6'`, `'6.3'`. */
  id: string;
  title: string;
  /** The section it belongs to (`'6'` for `'6.3'`); absent for a top-level section. */
  parent?: string;
  blocks: RuleBlock[];
}

/** The generated file: `{ format: 'skirmisher-rules-reference/1', source: 'RULES.md', entries: [...] }`. */
export interface RulesReference {
  format: 'skirmisher-rules-reference/1';
  source: string;
  entries: RuleEntry[];
}
