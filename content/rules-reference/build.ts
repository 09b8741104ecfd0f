/**
 * Writes content/rules-reference/rules.json from RULES.md: `npx tsx content/rules-reference/build.ts
 * [path/to/RULES.md]` (default: the shared docs beside the repository, `../shared/docs/RULES.md`, or
 * `../../shared/docs/RULES.md` from a worktree). `--check` writes nothing and exits 1 when the file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceFrom } from './reference';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = resolve(here, 'rules.json');
const args = process.argv.slice(2);
const check = args.includes('--check');
const given = args.find((a) => !a.startsWith('--'));
const candidates = given
  ? [resolve(given)]
  : [resolve(root, '../shared/docs/RULES.md'), resolve(root, '../../shared/docs/RULES.md')];
const source = candidates.find((p) => existsSync(p));
if (source === undefined) {
  console.error(`RULES.md not found (looked at ${candidates.join(', ')}); pass its path`);
  process.exit(2);
}
const text = `${JSON.stringify(referenceFrom(readFileSync(source, 'utf8')), null, 2)}\n`;
if (check) {
  const stale = !existsSync(out) || readFileSync(out, 'utf8') !== text;
  console.log(stale ? `${out} is stale: run build.ts` : `${out} is up to date`);
  process.exit(stale ? 1 : 0);
}
writeFileSync(out, text);
console.log(`wrote ${out}`);
