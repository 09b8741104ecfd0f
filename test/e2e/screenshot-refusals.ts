/**
 * Screenshots of issue 21's refusals and To Hit breakdown at 1280×800: `npx tsx test/e2e/screenshot-refusals.ts
 * <url> [outDir]` (serve dist-web first). Writes refused-charge.png (a charge refused, its reason shown) and
 * shot-breakdown.png (a shot preview listing each To Hit modifier with its cause).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  endPhasesUntil,
  launchBrowser,
  modelPosition,
  openApp,
  ply,
  screenPoint,
  startGame,
} from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4176/';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startGame(page, 'duel', ['human', 'human'], 'duel-1');
  await endPhasesUntil(page, 'Movement');
  // The Captain walks 4″ north; then a click on the Raider Chief asks for a charge the rules refuse.
  await page.getByTestId('model-r1').click();
  await page.getByTestId('allowance').waitFor();
  const at = await modelPosition(page, 'r1');
  const before = await ply(page);
  const p = await screenPoint(page, at.x, at.y + 4);
  await page.mouse.click(p.x, p.y);
  for (let t = 0; t < 200 && (await ply(page)) <= before; t++) await page.waitForTimeout(25);
  await page.getByTestId('model-b1').click();
  await page.getByTestId('toast').first().waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, 'refused-charge.png') });
  await page.keyboard.press('Escape');

  // The Captain, having moved, shoots the Raider Chief behind the wall: hard cover and moved.
  await endPhasesUntil(page, 'Shooting');
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.getByTestId('model-r1').click();
  await page.getByTestId('model-b1').click();
  await page.getByTestId('to-hit-breakdown').waitFor();
  await page.getByTestId('odds-method').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, 'shot-breakdown.png') });
  if (errors.length) console.log(errors);
} finally {
  await browser.close();
}
