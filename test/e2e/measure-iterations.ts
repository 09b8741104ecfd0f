/**
 * Iterations per AI decision in the app (issue 18, part 3): `npx tsx test/e2e/measure-iterations.ts
 * [--levels easy,normal,hard,expert] [--scenarios duel,ruined-street,squad-assault,storm-the-farmhouse]
 * [--decisions N] [--minutes M] [--out file.json]`. Serves dist-web (build it first: `npm run build:web`) with
 * `vite preview`, and for each level × scenario starts AI vs AI at that level in Debian's Chromium, the watch
 * speed at Max, until `N` searched decisions (default 30 at easy and normal, 12 at hard, 6 at expert) or
 * `M` minutes (default 3) per level × scenario; a game that ends first is followed by another (seeds
 * `measure-<level>-<scenario>-<g>`). Each game is paused, saved through the Save button and each decision's
 * iterations, budget, time and kept visits read from the saved file (`SavedGameDocument.decisions`); a
 * decision the pause abandoned is not counted. Prints a Markdown row per game as it goes; `--out` writes every measured
 * decision as JSON. Runs one Chromium at a time; nothing is niced: it measures the app's own speed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import type { DecisionSummary } from '../../session/service-types';
import { launchBrowser, openApp, startGame, type Seat } from './browser';
import { saveTo } from './files';
import {
  firstSearched,
  iterationRow,
  TABLE_HEADER,
  tableLine,
  type IterationRow,
  type MeasuredDecision,
} from './iteration-table';

const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
const SCENARIOS = ['duel', 'ruined-street', 'squad-assault', 'storm-the-farmhouse'];
/** Searched decisions measured per game by default: fewer where each is long. */
const DEFAULT_DECISIONS: Record<string, number> = { easy: 30, normal: 30, hard: 12, expert: 6 };
/** How often (seconds) the game is saved and its searched decisions counted; game over is checked each second. */
const SAVE_EVERY = 5;

const { values } = parseArgs({
  options: {
    levels: { type: 'string', default: LEVELS.join(',') },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    decisions: { type: 'string' },
    minutes: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const levels = values.levels.split(',') as Seat[];
const scenarios = values.scenarios.split(',');
const minutes = Number(values.minutes);
for (const l of levels)
  if (!(LEVELS as readonly string[]).includes(l))
    throw new Error(`--levels: expected some of ${LEVELS.join(', ')}, got '${l}'`);
if (!(minutes > 0)) throw new Error(`--minutes: expected a positive number, got '${values.minutes}'`);

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-measure-'));

/** The AI decisions of the game on the screen, saved through the Save button (keyed by action index). */
async function savedDecisions(page: Page, name: string): Promise<Record<string, DecisionSummary>> {
  const doc = JSON.parse(readFileSync(await saveTo(page, dir, name), 'utf8')) as {
    decisions?: Record<string, DecisionSummary>;
  };
  return doc.decisions ?? {};
}

/** One game's searched decisions and how its measurement ended. */
interface GameRun {
  measured: ReturnType<typeof firstSearched>;
  ended: 'game over' | 'enough' | 'time limit';
}

/**
 * Plays AI vs AI at `level` on `scenario` with `seed` until `limit` searched decisions, game over or
 * `deadline` (ms since the epoch); `loads` gathers the 1-minute load average at each poll.
 */
async function playGame(
  page: Page,
  level: Seat,
  scenario: string,
  seed: string,
  limit: number,
  deadline: number,
  loads: number[],
): Promise<GameRun> {
  await startGame(page, scenario, [level, level], seed);
  await page.getByTestId('watch-speed').fill('3');
  let ended: GameRun['ended'] = 'time limit';
  for (let tick = 1; ; tick++) {
    await page.waitForTimeout(1000);
    if (tick % 10 === 0) loads.push(loadavg()[0]!);
    if (await page.getByTestId('game-over').count()) {
      ended = 'game over';
      break;
    }
    if (tick % SAVE_EVERY === 0) {
      const n = firstSearched(await savedDecisions(page, 'poll.json'), limit).kept.length;
      if (n >= limit) {
        ended = 'enough';
        break;
      }
    }
    if (Date.now() > deadline) break;
  }
  if (await page.getByTestId('watch-pause').isEnabled()) await page.getByTestId('watch-pause').click();
  await page.getByTestId('ai-thinking').waitFor({ state: 'detached', timeout: 60_000 });
  return { measured: firstSearched(await savedDecisions(page, 'game.json'), limit), ended };
}

/** One row: games at `level` on `scenario` (seeds `measure-<level>-<scenario>-<g>`) until `limit` decisions. */
async function measure(
  page: Page,
  level: Seat,
  scenario: string,
  limit: number,
): Promise<{ row: IterationRow; decisions: MeasuredDecision[]; note: string }> {
  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const loads: number[] = [loadavg()[0]!];
  const decisions: MeasuredDecision[] = [];
  let unsearched = 0;
  let games = 0;
  let ended: GameRun['ended'] = 'game over';
  while (decisions.length < limit && ended === 'game over' && Date.now() < deadline) {
    const seed = `measure-${level}-${scenario}-${games++}`;
    const run = await playGame(page, level, scenario, seed, limit - decisions.length, deadline, loads);
    decisions.push(...run.measured.kept);
    unsearched += run.measured.unsearched;
    ended = run.ended;
  }
  const load = loads.reduce((a, b) => a + b, 0) / loads.length;
  const note = `${games} game${games > 1 ? 's' : ''}, ${ended}, ${((Date.now() - started) / 1000).toFixed(0)} s`;
  return { row: iterationRow(level, scenario, { kept: decisions, unsearched }, load), decisions, note };
}

const server = await preview({
  configFile: resolve(root, 'vite.web.config.ts'),
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, open: false },
});
const url = server.resolvedUrls?.local[0];
if (url === undefined) throw new Error('vite preview gave no local URL');
const browser = await launchBrowser();
const results: { row: IterationRow; decisions: MeasuredDecision[]; note: string }[] = [];
try {
  const { page, errors } = await openApp(browser, url);
  const cores = await page.evaluate('navigator.hardwareConcurrency');
  console.log(`${url} · ${cores} cores · ${new Date().toISOString()}`);
  console.log(TABLE_HEADER.join('\n'));
  for (const level of levels)
    for (const scenario of scenarios) {
      const limit = Number(values.decisions ?? DEFAULT_DECISIONS[level]);
      const r = await measure(page, level, scenario, limit);
      results.push(r);
      console.log(`${tableLine(r.row)} <!-- ${r.note} -->`);
    }
  if (values.out) writeFileSync(values.out, JSON.stringify(results, null, 1));
  if (errors.length) console.log(errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
