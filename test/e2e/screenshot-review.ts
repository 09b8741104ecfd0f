/**
 * The screenshots of a game review (issue 23) at 1280×800: `npx tsx test/e2e/screenshot-review.ts <url>
 * [outDir] [width] [height]` (serve dist-web first, e.g. `npx vite preview --config vite.web.config.ts`).
 * Opens the finished fixture game (test/e2e/fixtures/charge-isolated-lost.skirmisher.json), reviews it in the
 * app and writes review-summary.png (the after-game summary, reviewed) and review-mistake.png (the blunder
 * shown: the charge played and the better one on the board, the review panel's row).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, openApp } from './browser';
import { openFile } from './files';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const width = Number(process.argv[4] ?? 1280);
const height = Number(process.argv[5] ?? 800);
const suffix = width === 1280 && height === 800 ? '' : `-${width}x${height}`;
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width, height });
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, resolve(import.meta.dirname, 'fixtures/charge-isolated-lost.skirmisher.json'));
  await page.getByTestId('game-summary').waitFor();
  await page.getByTestId('summary-review').click();
  await page.getByTestId('summary-accuracy').first().waitFor({ timeout: 180_000 });
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `review-summary${suffix}.png`) });
  await page.getByTestId('summary-mistake').first().click();
  await page.getByTestId('review-board').waitFor();
  await page.getByTestId('review-reason').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, `review-mistake${suffix}.png`) });
  console.log(`wrote ${out}/review-summary${suffix}.png and review-mistake${suffix}.png`);
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
