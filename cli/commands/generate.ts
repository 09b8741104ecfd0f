/**
 * `generate` and `terrain-balance` (issue 24, part 3; FORMATS.md §5 extended): a scenario on a seeded, generated
 * table, and the generator's balance check (greedy against greedy, south half against north).
 */
import { isGeneratorPreset, GENERATOR_PRESETS, type GeneratorPreset } from '../../scenario-gen/presets';
import { generatedScenario } from '../../scenario-gen/scenario';
import { CLEAR_SHARE, MIN_COVER_PIECES } from '../../scenario-gen/lanes';
import { SMALLEST_TABLE } from '../../scenario-gen/small-table';
import { TABLE_SIZE } from '../../formats/table-size';
import { int, parse, required } from '../args';
import { CliError, usage } from '../errors';
import { checkWritable, problemsError, writeText } from '../load';
import type { Output } from '../output';
import { terrainBalance } from '../terrain-balance';

/** Most games `terrain-balance` plays. */
export const MAX_BALANCE_GAMES = 10_000;

function presetOf(values: Record<string, string | boolean | undefined>): GeneratorPreset {
  const p = (values.preset as string | undefined) ?? 'skirmish';
  if (!isGeneratorPreset(p))
    throw usage(`--preset must be one of ${GENERATOR_PRESETS.join(', ')}, got "${p}"`);
  return p;
}

/**
 * `--table WxD` in inches, e.g. `'24x24'` or `'24X24'` → `{ width: 24, depth: 24 }`; default 48″ × 48″. Each side
 * from `TABLE_SIZE.min` to `TABLE_SIZE.max` (`formats/table-size.ts`, 12″–120″, the editor's width and depth
 * fields' range); anything else is a usage error.
 */
function tableOf(values: Record<string, string | boolean | undefined>): { width: number; depth: number } {
  const v = values.table;
  if (v === undefined) return { width: 48, depth: 48 };
  const m = typeof v === 'string' ? /^(\d+(?:\.\d+)?)[x×](\d+(?:\.\d+)?)$/i.exec(v.trim()) : null;
  const [width, depth] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  const ok = (n: number) => n >= TABLE_SIZE.min && n <= TABLE_SIZE.max;
  if (!ok(width) || !ok(depth))
    throw usage(
      `--table must be WIDTHxDEPTH in inches, each from ${TABLE_SIZE.min} to ${TABLE_SIZE.max}, e.g. 24x24; got "${String(v)}"`,
    );
  return { width, depth };
}

/**
 * Why no table of that size was laid, for the error: a table smaller than `SMALLEST_TABLE` on either side is too
 * small (the hint names the smallest); on one larger than the default 48″ × 48″ the preset's set of pieces
 * leaves too many sight lines clear (`CLEAR_SHARE`, scenario-gen/lanes.ts: a 120″ × 120″ squad table is 92–100%
 * clear), so a smaller table or another seed is the way; in between, another seed.
 */
function layoutHint(preset: GeneratorPreset, table: { width: number; depth: number } | undefined): string {
  const least = SMALLEST_TABLE[preset];
  const { width, depth } = table ?? { width: 48, depth: 48 };
  if (width < least || depth < least)
    return `the smallest ${preset} table the generator lays out is about ${least}″ × ${least}″ (--table ${least}x${least})`;
  if (width * depth <= 48 * 48) return 'try another seed';
  const [lo, hi] = CLEAR_SHARE.map((v) => Math.round(v * 100));
  return `the table is not too small, but each half must keep ${lo}–${hi}% of its sight lines clear and ${MIN_COVER_PIECES} pieces of cover, and the ${preset} set of pieces leaves more of a table this large clear: try a smaller table (the default is 48x48) or another seed`;
}

/**
 * `generate --seed S [--preset skirmish|squad|city] [--mirror] [--table WxD] [--out file]`: the preset's warbands
 * on a table (default 48x48 inches, each side within `TABLE_SIZE` of `formats/table-size.ts`; a small one such
 * as 24x24 gets a smaller set, `scenario-gen/small-table.ts`) generated from the seed, validated; a table too
 * small for the preset is an error (exit 1) naming the smallest it lays out (`SMALLEST_TABLE`). Without
 * `--out` the scenario is printed (text mode) or given as `scenario` (`--json`: `{ scenario, file, attempt,
 * pieces, lanes }`).
 */
export function generate(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    seed: { type: 'string' },
    preset: { type: 'string' },
    mirror: { type: 'boolean' },
    table: { type: 'string' },
    out: { type: 'string' },
  });
  const seed = required(values, 'seed');
  const preset = presetOf(values);
  const mirror = values.mirror === true;
  const file = values.out as string | undefined;
  if (file !== undefined) checkWritable(file);
  const table = values.table === undefined ? undefined : tableOf(values);
  let both: ReturnType<typeof generatedScenario>;
  try {
    both = generatedScenario({ seed, preset, mirror, ...(table ? { table } : {}) });
  } catch (err) {
    throw new CliError(
      `generated ${preset} ${seed}: ${err instanceof Error ? err.message : String(err)}; ${layoutHint(preset, table)}`,
    );
  }
  const made = both.made;
  if (!made.ok || !both.generated)
    throw problemsError(`generated ${preset} ${seed}`, made.ok ? [] : made.problems);
  const { attempt, lanes } = both.generated;
  const text = `${JSON.stringify(made.scenario, null, 2)}\n`;
  if (file !== undefined) writeText(file, text);
  const pieces: Record<string, number> = {};
  for (const t of made.scenario.terrain ?? []) pieces[t.kind] = (pieces[t.kind] ?? 0) + 1;
  const summary = { scenario: made.scenario, file: file ?? null, attempt, pieces, lanes };
  out.result(values.json === true, summary, () =>
    file === undefined
      ? text.trimEnd()
      : [
          `${file}: ${made.scenario.name}${mirror ? ' (mirrored)' : ''}, valid`,
          `  terrain: ${Object.entries(pieces)
            .map(([k, n]) => `${n} ${k}`)
            .join(', ')}`,
          ...lanes.halves.map(
            (h, i) =>
              `  ${i === 0 ? 'south' : 'north'} half: ${Math.round(h.clear * 100)}% of sight lines clear, ${h.coverPieces} pieces of cover`,
          ),
        ].join('\n'),
  );
}

/**
 * `terrain-balance --seed S [--preset P] [--mirror] [--games N]`: greedy against greedy on that table (default
 * 200 games), south against north with warbands and first turns alternated (`cli/terrain-balance.ts`).
 */
export function balance(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    seed: { type: 'string' },
    preset: { type: 'string' },
    mirror: { type: 'boolean' },
    games: { type: 'string' },
  });
  const seed = required(values, 'seed');
  const preset = presetOf(values);
  const mirror = values.mirror === true;
  const games = int(values, 'games', 200, MAX_BALANCE_GAMES);
  const t0 = performance.now();
  const r = terrainBalance(seed, preset, mirror, games);
  const ms = performance.now() - t0;
  out.result(values.json === true, { seed, preset, mirror, ...r, timeMs: Math.round(ms) }, () =>
    [
      `${preset} table ${seed}${mirror ? ' (mirrored)' : ''}: greedy vs greedy, ${games} games`,
      `south ${r.southWins}, draws ${r.draws}, north ${r.northWins}: south score ${r.southScore.toFixed(3)} (95% CI ${r.ci95[0].toFixed(3)}–${r.ci95[1].toFixed(3)}), ${(ms / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
}
