/** The rules reference document built from RULES.md's text (see `build.ts`, `types.ts`). */
import { chartsBySection } from './charts';
import { parseRules } from './parse';
import type { RulesReference } from './types';

/**
 * The reference of a RULES.md text: its entries (`parseRules`) with the full charts appended to §14.1–§14.3,
 * §8 and §6.6. Example: `referenceFrom(md).entries.find((e) => e.id === '14.2')!.blocks.at(-1)` is the
 * 10 × 10 To Wound table.
 */
export function referenceFrom(markdown: string): RulesReference {
  const charts = chartsBySection();
  const entries = parseRules(markdown).map((e) => ({ ...e, blocks: [...e.blocks, ...(charts[e.id] ?? [])] }));
  return { format: 'skirmisher-rules-reference/1', source: 'RULES.md', entries };
}
