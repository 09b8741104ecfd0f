/**
 * Squad-play screenshots of the web build for the README: `npx tsx test/e2e/screenshot-squads.ts <url> [outDir]`
 * (serve dist-web first, e.g. `npx vite preview --config vite.web.config.ts`). Writes squads.png (an AI-vs-AI
 * squad game just after a unit charge, its key outcomes in the AI panel) and farmhouse.png
 * (a mob assaulting the garrisoned farmhouse) to docs/screenshots by default.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assaultScenario, closeCombatScenario } from '../renderer/fixtures/squad-scenarios';
import { endPhasesUntil, launchBrowser, openApp, ply, screenPoint } from './browser';
import { openFile } from './files';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(out, name) });
  console.log(`wrote ${join(out, name)}`);
}

/** Writes a document to a temporary file and opens it through the app's file picker. */
async function open(page: Page, doc: object, name: string): Promise<void> {
  const file = join(tmpdir(), name);
  writeFileSync(file, JSON.stringify(doc));
  await openFile(page, file);
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);

  // Two AIs with the mobs close.
  const close = { ...closeCombatScenario(), name: 'Squad assault' };
  const players = { red: 'mcts:level=normal', blue: 'mcts:level=normal' };
  await page.getByTestId('new-game-dialog').waitFor();
  await open(
    page,
    { format: 'skirmisher-game/1', scenario: close, actions: [], seed: 'readme-squads', players },
    'squads.json',
  );
  await page.getByTestId('watch-speed').fill('1');
  await page.getByTestId('watch-play').click();
  // Paused just after a unit charge: the units engaged, the AI's charge explained with its key outcomes.
  for (let i = 0; i < 3000 && !(await page.getByTestId('game-over').count()); i++) {
    await page.waitForTimeout(100);
    if (await page.getByTestId('key-outcome-winsCombat').count()) break;
  }
  await page.getByTestId('watch-pause').click();
  await page.waitForTimeout(800);
  await page.getByTestId('key-outcomes').scrollIntoViewIfNeeded();
  console.log(`squads: paused at ply ${await ply(page)}`);
  await shot(page, 'squads.png');

  // The farmhouse: the western mob assaults the Wardens' garrison, then the close combat phase begins.
  await page.getByTestId('new-game').click();
  await open(page, { ...assaultScenario(), name: 'Storm the farmhouse' }, 'farmhouse.json');
  await page.getByTestId('model-r3').click();
  await page.getByTestId('allowance').waitFor();
  await page.getByTestId('model-b1').click();
  await page.getByTestId('unit-odds-headline').waitFor({ timeout: 30_000 });
  await page.getByTestId('confirm-action').click();
  await endPhasesUntil(page, 'Close combat');
  await page.keyboard.press('Escape');
  await page.getByTestId('model-r3').click();
  const farm = await screenPoint(page, 24, 28);
  await page.mouse.move(farm.x, farm.y);
  for (let k = 0; k < 4; k++) await page.mouse.wheel(0, -100);
  await shot(page, 'farmhouse.png');
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
