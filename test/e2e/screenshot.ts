/**
 * Screenshots of the web build for eyeballing the UI: `npx tsx test/e2e/screenshot.ts <url> [outDir]`
 * (serve dist-web first, e.g. `npx vite preview --config vite.web.config.ts`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openApp, startGame } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'test-results/screenshots';
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.getByTestId('new-game-dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, '1-new-game.png') });

  await startGame(page, 'ruined-street', ['human', 'normal'], 'shot-1');
  await page.getByTestId('end-phase').click();
  await page.waitForTimeout(300);
  await page.locator('[data-testid^="model-"][data-side="0"]').first().click();
  await page.waitForTimeout(300);
  const box = await page.getByTestId('board').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.62);
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(out, '2-human-select.png') });

  await startGame(page, 'duel', ['human', 'human'], 'shot-3');
  for (let i = 0; i < 3; i++) await page.getByTestId('end-phase').click();
  await page.getByTestId('model-r1').click();
  await page.getByTestId('model-b1').click();
  await page.getByTestId('preview-popover').waitFor();
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(out, '3-shot-preview.png') });

  await startGame(page, 'ruined-street', ['normal', 'greedy'], 'shot-4');
  await page.getByTestId('watch-speed').fill('2');
  await page.waitForTimeout(12_000);
  await page.screenshot({ path: join(out, '4-ai-vs-ai.png') });
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
