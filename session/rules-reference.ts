/**
 * The in-app rules reference (content/rules-reference/rules.json, built from RULES.md): entries by § number,
 * a text search over titles and bodies, and the splitting of any app text into plain words and § references
 * the renderer turns into links ("a move may not end within 1″ of an enemy (§3.2)").
 */
import referenceJson from '../content/rules-reference/rules.json';
import type { RuleBlock, RuleEntry, RulesReference } from '../content/rules-reference/types';
import { APP_RULINGS } from './app-rulings';

export type { RuleBlock, RuleEntry } from '../content/rules-reference/types';

/** The reference's entries in RULES.md order. */
export const RULE_ENTRIES: readonly RuleEntry[] = (referenceJson as RulesReference).entries;

/** An entry of the reference: a RULES.md section, or an app ruling with its source (`ruling`). */
export type ReferenceEntry = RuleEntry & { ruling?: string };

/** Every entry the reference lists: RULES.md's, then the app's rulings (`app-rulings.ts`). */
export const REFERENCE_ENTRIES: readonly ReferenceEntry[] = [...RULE_ENTRIES, ...APP_RULINGS];

const BY_ID = new Map(REFERENCE_ENTRIES.map((e) => [e.id, e]));

/** The entry of a § number (`'6.3'` or `'§6.3'`) or of an app ruling (`'deployment'`), or undefined. */
export function ruleEntry(ref: string): ReferenceEntry | undefined {
  return BY_ID.get(ref.replace(/^§/, ''));
}

/** The entries under a top-level section, e.g. `subEntries('6')` → §6.1 … §6.7. */
export function subEntries(id: string): ReferenceEntry[] {
  return RULE_ENTRIES.filter((e) => e.parent === id);
}

/** All the words of a block, for the search. */
function blockText(b: RuleBlock): string {
  if (b.kind === 'p') return b.text;
  if (b.kind === 'list') return b.items.join(' ');
  return [b.caption ?? '', ...b.head, ...b.rows.flat()].join(' ');
}

/** An entry's searchable text: its title and body, lower case, without markup. */
function haystack(e: RuleEntry): string {
  return `${e.title} ${e.blocks.map(blockText).join(' ')}`.toLowerCase().replace(/[*`]/g, '');
}

const HAYSTACKS = new Map(REFERENCE_ENTRIES.map((e) => [e.id, haystack(e)]));

/**
 * The entries matching a search, best first: a § number (`'6.3'`, `'§6.3'`) finds that entry; otherwise every
 * word must occur in the title or the body (case ignored), title matches first. `searchRules('look out')` →
 * `[§7.8 Look Out, Sir, …]`; an empty query gives every entry.
 */
export function searchRules(query: string): ReferenceEntry[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...REFERENCE_ENTRIES];
  const exact = ruleEntry(q);
  const words = q.split(/\s+/);
  const hits = REFERENCE_ENTRIES.filter((e) => words.every((w) => HAYSTACKS.get(e.id)!.includes(w)));
  const score = (e: RuleEntry): number =>
    e.title.toLowerCase().includes(q) ? 0 : words.some((w) => e.title.toLowerCase().includes(w)) ? 1 : 2;
  const ranked = hits.map((e, i) => ({ e, i, s: score(e) })).sort((a, b) => a.s - b.s || a.i - b.i);
  const out = ranked.map((r) => r.e);
  return exact === undefined ? out : [exact, ...out.filter((e) => e !== exact)];
}

/** A piece of app text: plain words, or a § reference to an entry (`{ kind: 'rule', text: '§6.3', id: '6.3' }`). */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'rule'; text: string; id: string };

const CITATION = /§(\d+(?:\.\d+)?)/g;
/** Text that makes a following § a FORMATS.md one: `FORMATS.md §2, §5.1` cites the formats page, not the rules. */
const FORMATS_BEFORE = /FORMATS\.md(?:\s*§\d+(?:\.\d+)?\s*(?:,|and)?)*\s*$/;

/**
 * Splits text into plain pieces and RULES.md § references that have an entry, e.g. `'(§6.3, §14.3)'` →
 * `[text '(', rule '§6.3', text ', ', rule '§14.3', text ')']`. A § of FORMATS.md (`FORMATS.md §2.1`) and a §
 * without an entry stay plain text.
 */
export function textPieces(text: string): TextPiece[] {
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(CITATION)) {
    const id = m[1]!;
    const at = m.index;
    if (!BY_ID.has(id) || FORMATS_BEFORE.test(text.slice(0, at))) continue;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    out.push({ kind: 'rule', text: m[0], id });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Texts already split by `cachedTextPieces`, oldest first. */
const PIECES = new Map<string, readonly TextPiece[]>();
/** How many split texts `cachedTextPieces` keeps. */
const MAX_CACHED = 500;

/**
 * `textPieces(text)`, split once per text and then answered from a cache of the last 500 texts: the dice log's
 * rows repeat the same rule names and § lists, so a new row does not parse its text again. The same array for
 * the same text: `cachedTextPieces('(§6.3)') === cachedTextPieces('(§6.3)')`. Read-only.
 */
export function cachedTextPieces(text: string): readonly TextPiece[] {
  let pieces = PIECES.get(text);
  if (!pieces) {
    if (PIECES.size >= MAX_CACHED) PIECES.delete(PIECES.keys().next().value!);
    PIECES.set(text, (pieces = textPieces(text)));
  }
  return pieces;
}

/** An inline piece of an entry's text: plain, `**bold**`, `` `code` `` or a § reference. */
export type InlinePiece = TextPiece | { kind: 'bold' | 'code'; text: string };

/**
 * Splits an entry's inline markup, e.g. ``'**Move**: up to `M` (§3.2)'`` → `[bold 'Move', text ': up to ',
 * code 'M', text ' (', rule '§3.2', text ')']`.
 */
export function inlinePieces(text: string): InlinePiece[] {
  const out: InlinePiece[] = [];
  for (const part of text.split(/(\*\*[^*]+\*\*|`[^`]+`)/)) {
    if (part === '') continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      out.push({ kind: 'bold', text: part.slice(2, -2) });
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      out.push({ kind: 'code', text: part.slice(1, -1) });
    else out.push(...textPieces(part));
  }
  return out;
}
