/**
 * The in-app rules reference (content/rules-reference/rules.json, built from RULES.md): every RULES.md § the
 * app cites has an entry, the file is in step with RULES.md, the search finds rules by words and by number,
 * and app text splits into § links.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceFrom } from '../../content/rules-reference/reference';
import {
  cachedTextPieces,
  inlinePieces,
  ruleEntry,
  RULE_ENTRIES,
  searchRules,
  textPieces,
} from '../../session/rules-reference';

const ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|vue)$/.test(name) ? [path] : [];
  });
}

/** Every RULES.md § cited in the app's code, with where: `{ '§6.3': 'engine/to-hit.ts:106', … }`. */
function citedRules(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const dir of ['renderer/src', 'session', 'engine', 'formats', 'content']) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, n) => {
          for (const m of line.matchAll(/§(\d+(?:\.\d+)?)/g)) {
            if (/FORMATS\.md(?:\s*§\d+(?:\.\d+)?\s*(?:,|and)?)*\s*$/.test(line.slice(0, m.index))) continue;
            if (!cited.has(m[0])) cited.set(m[0], `${file.slice(ROOT.length + 1)}:${n + 1}`);
          }
        });
    }
  }
  return cited;
}

describe('the rules reference', () => {
  it('has an entry for every RULES.md § the app cites', () => {
    const cited = citedRules();
    expect(cited.size).toBeGreaterThan(40);
    const missing = [...cited]
      .filter(([ref]) => ruleEntry(ref) === undefined)
      .map(([ref, at]) => `${ref} (${at})`);
    expect(missing).toEqual([]);
  });

  const rulesMd = [
    resolve(ROOT, '../shared/docs/RULES.md'),
    resolve(ROOT, '../../shared/docs/RULES.md'),
  ].find((p) => existsSync(p));
  it.skipIf(rulesMd === undefined)(
    'is in step with RULES.md (rebuild: npx tsx content/rules-reference/build.ts)',
    () => {
      const built = referenceFrom(readFileSync(rulesMd!, 'utf8'));
      expect(RULE_ENTRIES).toEqual(built.entries);
    },
  );

  it('has the charts of §14 and the Injury roll as full tables', () => {
    const table = (id: string) =>
      ruleEntry(id)!
        .blocks.filter((b) => b.kind === 'table')
        .at(-1);
    const wound = table('14.2');
    expect(wound).toMatchObject({
      kind: 'table',
      head: ['S \\ T', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    });
    expect(wound?.kind === 'table' && wound.rows[3]).toEqual([
      '4',
      '2+',
      '2+',
      '3+',
      '4+',
      '5+',
      '6+',
      '6+',
      '–',
      '–',
      '–',
    ]);
    const melee = table('14.1');
    expect(melee?.kind === 'table' && melee.rows[2]!.slice(1, 8)).toEqual([
      '3+',
      '3+',
      '4+',
      '4+',
      '4+',
      '4+',
      '5+',
    ]);
    const missile = table('14.3');
    expect(missile?.kind === 'table' && missile.rows[2]).toEqual(['3', '4+', '5+', '6+', '6, 4+', '6, 5+']);
    expect(table('8')).toMatchObject({
      rows: [
        ['1–2', 'knocked down'],
        ['3–4', 'stunned'],
        ['5–6', 'out of action'],
      ],
    });
  });

  it('searches titles and bodies, and finds a rule by its number', () => {
    expect(searchRules('look out')[0]?.id).toBe('7.8');
    expect(searchRules('within 8')[0]?.id).toBe('4.2');
    expect(searchRules('§10.3')[0]?.id).toBe('10.3');
    expect(searchRules('stunned knocked').map((e) => e.id)).toContain('8');
    expect(searchRules('zzzz')).toEqual([]);
  });

  it('splits app text into § links, leaving FORMATS.md citations plain', () => {
    expect(textPieces('a move may not end within 1″ of an enemy (§3.2, §14.3)')).toEqual([
      { kind: 'text', text: 'a move may not end within 1″ of an enemy (' },
      { kind: 'rule', text: '§3.2', id: '3.2' },
      { kind: 'text', text: ', ' },
      { kind: 'rule', text: '§14.3', id: '14.3' },
      { kind: 'text', text: ')' },
    ]);
    expect(textPieces('declares a split (FORMATS.md §2.1, §5.1)')).toEqual([
      { kind: 'text', text: 'declares a split (FORMATS.md §2.1, §5.1)' },
    ]);
    expect(inlinePieces('**Move**: up to `M` (§3.2)')).toEqual([
      { kind: 'bold', text: 'Move' },
      { kind: 'text', text: ': up to ' },
      { kind: 'code', text: 'M' },
      { kind: 'text', text: ' (' },
      { kind: 'rule', text: '§3.2', id: '3.2' },
      { kind: 'text', text: ')' },
    ]);
  });

  it("splits a text once: the dice log's rows repeat the same rule names, answered from a cache", () => {
    const text = 'To Wound (§6.4, §14.3)';
    const pieces = cachedTextPieces(text);
    expect(pieces).toEqual(textPieces(text));
    expect(cachedTextPieces(text)).toBe(pieces);
    // Past 500 texts the oldest is split again, with the same pieces.
    for (let i = 0; i < 500; i++) cachedTextPieces(`roll ${i} (§6.3)`);
    expect(cachedTextPieces(text)).not.toBe(pieces);
    expect(cachedTextPieces(text)).toEqual(pieces);
  });
});

describe('the app-side rulings', () => {
  it('has a Deployment entry, found by search, marked as the app’s ruling with its source', () => {
    const entry = ruleEntry('deployment')!;
    expect(entry.title).toBe('Deployment');
    expect(entry.ruling).toMatch(/docs\/rules-decisions\.md/);
    expect(searchRules('deployment')[0]?.id).toBe('deployment');
    const text = JSON.stringify(entry.blocks);
    // The zones, who deploys first, what is refused.
    expect(text).toMatch(/own table edge/);
    expect(text).toMatch(/plays first in each game turn/);
    expect(text).toMatch(/Refused/);
    // Not a RULES.md section: the built file stays RULES.md's alone, and no § links to it.
    expect(RULE_ENTRIES.some((e) => e.id === 'deployment')).toBe(false);
    expect(textPieces('deployment').every((p) => p.kind === 'text')).toBe(true);
  });
});
