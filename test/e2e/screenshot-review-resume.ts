/**
 * The screenshots of a review's time estimate and of a stopped review (issue 23) at 1280×800: `npx tsx
 * test/e2e/screenshot-review-resume.ts <url> <game.json> [outDir] [width] [height]` (serve dist-web first, e.g.
 * `npx vite preview --config vite.web.config.ts`; make the game with `npm run cli -- play --scenario
 * ruined-street --red greedy --blue greedy --seed c1 --out game.json`). The game is opened with the person on
 * red against `normal`, reviewed, and shot as the review starts (review-estimate.png: no decision done, the
 * time left already estimated), then stopped with Cancel after a few decisions (review-resume.png: how many
 * were judged, the Resume button with its estimate).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, openApp } from './browser';
import { openFile } from './files';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const gameFile = process.argv[3];
const out = process.argv[4] ?? 'docs/screenshots';
const width = Number(process.argv[5] ?? 1280);
const height = Number(process.argv[6] ?? 800);
const suffix = width === 1280 && height === 800 ? '' : `-${width}x${height}`;
if (gameFile === undefined)
  throw new Error('usage: screenshot-review-resume.ts <url> <game.json> [outDir] [w] [h]');
mkdirSync(out, { recursive: true });
const doc = JSON.parse(readFileSync(gameFile, 'utf8')) as Record<string, unknown>;
const game = join(tmpdir(), 'skirmisher-review-resume.skirmisher.json');
writeFileSync(game, JSON.stringify({ ...doc, players: { red: 'human', blue: 'mcts:level=normal' } }));

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width, height });
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, game);
  await page.getByTestId('game-summary').waitFor();
  await page.getByTestId('summary-estimate').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('review-game').click();
  await page.getByTestId('review-eta').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `review-estimate${suffix}.png`) });
  const bar = page.getByTestId('review-progress');
  for (let k = 0; k < 600 && Number(await bar.getAttribute('aria-valuenow')) < 6; k++)
    await page.waitForTimeout(1000);
  await page.getByTestId('review-cancel').click();
  await page.getByTestId('review-resume').waitFor({ timeout: 120_000 });
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.getByTestId('summary-open').click();
  await page.getByTestId('game-summary').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, `review-resume${suffix}.png`) });
  console.log(`wrote ${out}/review-estimate${suffix}.png and review-resume${suffix}.png`);
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
