/**
 * The screenshots of issue 24 parts 1 and 3 at 1280×800 (and 1600×1000 with a third argument `large`): `npx tsx
 * test/e2e/screenshot-sight-terrain.ts <url> [outDir] [large]` (serve dist-web first, e.g. `npx vite preview
 * --config vite.web.config.ts`). Writes sight.png: Ruined street, r2 run into range in the Movement phase with
 * the sight view on (lines to the enemies it sees by cover, the card listing them); and generated-table.png: a
 * "Two warbands" game on a mirrored table generated from seed "ash-moor-412".
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { endPhasesUntil, launchBrowser, openApp, ply, screenPoint, startGame } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const large = process.argv[4] === 'large';
const size = large ? { width: 1600, height: 1000 } : { width: 1280, height: 800 };
const suffix = large ? '-1600' : '';
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize(size);
  await startGame(page, 'ruined-street', ['human', 'human'], 'screens');
  await endPhasesUntil(page, 'Movement');
  await page.getByTestId('model-r2').click();
  await page.getByTestId('allowance').waitFor();
  const before = await ply(page);
  const to = await screenPoint(page, 19.5, 12.8);
  await page.keyboard.down('Shift');
  await page.mouse.click(to.x, to.y);
  await page.keyboard.up('Shift');
  while ((await ply(page)) === before) await page.waitForTimeout(50);
  await page.getByTestId('model-r2').click();
  await page.keyboard.press('l');
  await page.locator('[data-testid^="sight-row-"]').first().waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `sight${suffix}.png`) });

  await page.keyboard.press('l');
  await page.getByTestId('new-game').click();
  const ask = page.getByTestId('replace-discard');
  await Promise.race([ask.waitFor().then(() => ask.click()), page.getByTestId('new-game-dialog').waitFor()]);
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('source-warbands').click();
  await page.getByTestId('red-warband').selectOption('mercenaries');
  await page.getByTestId('blue-warband').selectOption('raiders');
  await page.getByTestId('terrain-seed').fill('ash-moor-412');
  await page.getByTestId('terrain-pieces').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `new-game-terrain${suffix}.png`) });
  await page.getByTestId('player-0-human').click();
  await page.getByTestId('player-1-human').click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('model-r1').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `generated-table${suffix}.png`) });
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
