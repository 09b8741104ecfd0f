/**
 * Screenshots of the web build for the README and for eyeballing the UI:
 * `npx tsx test/e2e/screenshot.ts <url> [outDir]` (serve dist-web first, e.g.
 * `npx vite preview --config vite.web.config.ts`). Writes board.png, explanation.png, replay.png, odds.png
 * and editor.png (default folder docs/screenshots).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { endPhasesUntil, launchBrowser, openApp, ply, startGame } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  // Toasts go away when clicked.
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(out, name) });
  console.log(`wrote ${join(out, name)}`);
}

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);

  // A game in progress: the AI against the AI on the ruined street, paused mid-game with its reasoning.
  await startGame(page, 'ruined-street', ['normal', 'easy'], 'readme-1');
  await page.getByTestId('watch-speed').fill('3');
  for (let i = 0; i < 600 && (await ply(page)) < 70; i++) await page.waitForTimeout(100);
  await page.getByTestId('watch-pause').click();
  await page.waitForTimeout(600);
  await page.locator('[data-testid^="model-r"]').nth(2).click();
  await shot(page, 'board.png');
  await page.keyboard.press('Escape');

  // The AI's reasoning on the board: the game played on to its end, then back to the AI move whose candidates
  // spread widest, its model selected for the heat map; the chart shows the game's big swings.
  await page.getByTestId('watch-play').click();
  for (let i = 0; i < 1800 && !(await page.getByTestId('game-over').count()) && (await ply(page)) < 240; i++)
    await page.waitForTimeout(100);
  if (await page.getByTestId('watch-pause').isEnabled()) await page.getByTestId('watch-pause').click();
  const marks = page.getByTestId('explain-marks');
  let best = { ply: -1, area: 0 };
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(120);
    if ((await page.getByTestId('explain-label').count()) < 4) continue;
    const box = await marks.boundingBox();
    if (box && box.width * box.height > best.area)
      best = { ply: await ply(page), area: box.width * box.height };
  }
  await page.locator(`[data-testid="tl-cell"][data-ply="${best.ply}"]`).click();
  await page.waitForTimeout(400);
  await page.getByTestId(`model-${await marks.getAttribute('data-model')}`).click();
  const box = await marks.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let k = 0; k < 4; k++) await page.mouse.wheel(0, -100);
  }
  await shot(page, 'explanation.png');
  await page.keyboard.press('Escape');
  await page.keyboard.press('0');

  // Replay: back to the last shot of the line, force a miss and play it again: a what-if branch.
  const shots = page.locator('[data-testid="tl-cell"][title*=" shoots "]');
  const shotPly = Number(await shots.nth(Math.max(0, (await shots.count()) - 2)).getAttribute('data-ply'));
  await page.locator(`[data-testid="tl-cell"][data-ply="${shotPly - 1}"]`).click();
  await page.waitForTimeout(300);
  await page.getByTestId('whatif-toggle').click();
  await page.getByTestId('whatif-die-1').click();
  await page.getByTestId('whatif-replay').click();
  await page.waitForTimeout(300);
  await page.locator(`[data-testid="tl-fork"][data-ply="${shotPly}"]`).click();
  await shot(page, 'replay.png');
  await page.keyboard.press('Escape');

  // Odds: a charge in reach, with the close combat that follows.
  const duel = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/scenarios/duel.json'), 'utf8'),
  );
  duel.name = 'Duel at the wall';
  duel.phase = 'movement';
  duel.sides[1].models.find((m: { id: string }) => m.id === 'b3').at = [17, 9];
  const file = join(tmpdir(), 'skirmisher-readme-duel.json');
  writeFileSync(file, JSON.stringify(duel));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('open-game').click();
  await (await chooser).setFiles(file);
  await page.getByTestId('model-r3').click();
  await page.getByTestId('allowance').waitFor();
  await page.getByTestId('model-b3').click();
  await page.getByTestId('odds-combat-outOfAction').waitFor();
  await shot(page, 'odds.png');
  await page.getByTestId('cancel-action').click();
  await endPhasesUntil(page, 'Shooting');

  // The editor on the ruined street, a model selected.
  await startGame(page, 'ruined-street', ['human', 'normal'], 'readme-2');
  await page.getByTestId('editor-toggle').click();
  await page.getByTestId('editor').waitFor();
  await page.waitForTimeout(400);
  await page.getByTestId('editor-model-r1').click();
  await shot(page, 'editor.png');
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
