/**
 * Screenshots of the player's references for the README (issue 24, parts 4 and 5): `npx tsx
 * test/e2e/screenshot-reference.ts <url> [outDir] [width] [height]` (serve dist-web first, e.g. `npx vite
 * preview --config vite.web.config.ts`). Writes rules-reference.png (the reference opened from a § of the dice
 * log, then searched for the To Wound chart), roster.png (the printable roster of Mercenaries against Raiders)
 * and unit-card.png (the card of a model under the pointer), at 1280×800 by default.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openApp, phaseLabel, startGame } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const width = Number(process.argv[4] ?? 1280);
const height = Number(process.argv[5] ?? 800);
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, name) });
  console.log(`wrote ${join(out, name)}`);
}

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width, height });

  // The roster of two warbands.
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('source-warbands').click();
  await page.getByTestId('red-warband').selectOption('mercenaries');
  await page.getByTestId('blue-warband').selectOption('raiders');
  await page.getByTestId('seed-input').fill('roster');
  await page.getByTestId('start-game').click();
  await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('roster-open').click();
  await page.getByTestId('roster-sheet').waitFor();
  await page.mouse.move(0, 0);
  await shot(page, 'roster.png');
  await page.getByTestId('roster-close').click();

  // A shot on ruined street, a unit card, then the rule of the dice log's To Hit.
  await startGame(page, 'ruined-street', ['human', 'human'], 'reference');
  for (const phase of ['Movement', 'Magic', 'Shooting']) {
    await page.getByTestId('end-phase').click();
    for (let i = 0; i < 100 && (await phaseLabel(page)) !== phase; i++) await page.waitForTimeout(50);
  }
  await page.getByTestId('model-r4').hover();
  await page.getByTestId('unit-card').waitFor();
  await shot(page, 'unit-card.png');
  await page.mouse.move(0, 0);

  await page.getByTestId('rules-open').click();
  await page.getByTestId('rules-search').fill('to wound');
  await page.locator('[data-testid="rules-list"] .entry[data-rule="14.2"]').click();
  await page.getByTestId('rule-chart').first().waitFor();
  await shot(page, 'rules-reference.png');
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
