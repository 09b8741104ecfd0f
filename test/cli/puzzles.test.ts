// `puzzles --dir` with broken folders and files (cli/commands/puzzles.ts): each is an input error (exit 1)
// naming the folder or the file and the field, never an internal error, and no search is run for a bad suite.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli';

const root = mkdtempSync(join(tmpdir(), 'skirmisher-puzzles-'));
const SOURCE = 'test/puzzles/charge-isolated.json';

/** A folder under the temporary root holding the given files (name → text). */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  return dir;
}

/** The source puzzle with its `expect` replaced. */
function withExpect(expect: unknown): string {
  return JSON.stringify({ ...JSON.parse(readFileSync(SOURCE, 'utf8')), expect });
}

describe('puzzles --dir', () => {
  it.each<[string, () => string, RegExp]>([
    [
      'a missing folder',
      () => join(root, 'nowhere'),
      /^cannot read the puzzle folder .*nowhere: no such folder$/m,
    ],
    [
      'a file, not a folder',
      () => SOURCE,
      /^cannot read the puzzle folder test\/puzzles\/charge-isolated\.json: not a folder$/m,
    ],
    [
      'a folder with no puzzle',
      () => folder('empty', { 'notes.txt': 'hello' }),
      /^no puzzles in .*empty: it holds no \*\.json files$/m,
    ],
    [
      'a file that is not JSON',
      () => folder('text', { 'a.json': 'hello' }),
      /a\.json: \$: invalid JSON at line 1 column 1/,
    ],
    [
      'a puzzle without expect',
      () => folder('no-expect', { 'a.json': withExpect(undefined) }),
      /a\.json is not valid:\n {2}expect: missing: expected a list of 1 to 100 expected decision patterns/,
    ],
    [
      'a pattern naming an unknown model',
      () =>
        folder('unknown', {
          'a.json': withExpect([{ type: 'move', model: 'r1', nearTo: { model: 'zz', inches: 2 } }]),
        }),
      /a\.json is not valid:\n {2}expect\[0\]\.nearTo\.model: no model "zz" in the puzzle's scenario/,
    ],
  ])('refuses %s with exit 1, naming it', (_name, dir, message) => {
    const r = cli(['puzzles', '--dir', dir(), '--budget', '5']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/internal error/);
  });

  it('refuses two puzzles with one id, naming both files', () => {
    const dir = folder('twice', {});
    copyFileSync(SOURCE, join(dir, 'a.json'));
    copyFileSync(SOURCE, join(dir, 'b.json'));
    const r = cli(['puzzles', '--dir', dir, '--budget', '5']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/b\.json: id: puzzle id "charge-isolated" is also the id of .*a\.json/);
  });

  it('runs a folder of one good puzzle, and validate calls the file a valid puzzle', () => {
    const dir = folder('one', {});
    copyFileSync(SOURCE, join(dir, 'a.json'));
    const r = cli(['puzzles', '--dir', dir, '--budget', '5', '--json']);
    expect(r.code).toBe(0);
    expect((r.json as { total: number }).total).toBe(1);
    expect(cli(['validate', SOURCE]).stdout).toBe(`${SOURCE}: valid puzzle\n`);
  });
});
