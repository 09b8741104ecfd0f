/**
 * Turns RULES.md into rules reference entries (see `types.ts`): every `## §N Title` and `### §N.M Title`
 * heading starts an entry; its lines become paragraphs, lists and tables. Pure (no file access), so the
 * build script and the tests share it.
 */
import type { RuleBlock, RuleEntry } from './types';

const HEADING = /^#{2,3} §(\d+(?:\.\d+)?) (.+)$/;

function tableRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/** Whether a table line is the `|---|---|` separator. */
function isSeparator(line: string): boolean {
  return /^\|?\s*:?-{3,}/.test(line.trim());
}

/** The blocks of an entry's lines: bullets (continued by indented lines), tables, paragraphs (joined lines). */
export function blocksOf(lines: readonly string[]): RuleBlock[] {
  const blocks: RuleBlock[] = [];
  let para: string[] = [];
  let list: string[] | null = null;
  let table: string[][] | null = null;
  const flush = (): void => {
    if (para.length > 0) blocks.push({ kind: 'p', text: para.join(' ') });
    if (list !== null) blocks.push({ kind: 'list', items: list });
    if (table !== null && table.length > 0)
      blocks.push({ kind: 'table', head: table[0]!, rows: table.slice(1) });
    para = [];
    list = null;
    table = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
    } else if (line.trim().startsWith('|')) {
      if (table === null) flush();
      table ??= [];
      if (!isSeparator(line)) table.push(tableRow(line));
    } else if (/^\s*(?:[-*]|\d+\.) /.test(line) && !/^\s{2,}/.test(line)) {
      if (list === null) flush();
      list ??= [];
      list.push(line.replace(/^\s*(?:[-*]|\d+\.) /, ''));
    } else if (list !== null && /^\s+/.test(line)) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else {
      if (list !== null || table !== null) flush();
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/**
 * The entries of RULES.md in order, e.g. `parseRules('## §6 Shooting\n### §6.3 To Hit\nBase number: …')` →
 * `[{ id: '6', title: 'Shooting', blocks: [] }, { id: '6.3', title: 'To Hit', parent: '6', blocks: [...] }]`.
 * Text before the first § heading is skipped. Throws on a repeated § number.
 */
export function parseRules(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = [];
  let current: { entry: RuleEntry; lines: string[] } | null = null;
  const done = (): void => {
    if (current !== null) current.entry.blocks = blocksOf(current.lines);
  };
  for (const line of markdown.split(/\r?\n/)) {
    const m = HEADING.exec(line);
    if (m !== null) {
      done();
      const id = m[1]!;
      if (entries.some((e) => e.id === id)) throw new Error(`RULES.md has §${id} twice`);
      const dot = id.indexOf('.');
      const entry: RuleEntry = { id, title: m[2]!.trim(), blocks: [] };
      if (dot > 0) entry.parent = id.slice(0, dot);
      entries.push(entry);
      current = { entry, lines: [] };
    } else if (current !== null) {
      current.lines.push(line);
    }
  }
  done();
  return entries;
}
