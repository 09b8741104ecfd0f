/**
 * An AI-vs-AI game on the ruined street at `normal`, shown to its end, for the README (issue 18, part 3):
 * `npx tsx test/e2e/screenshot-ai-vs-ai.ts <url> [outDir] [seed] [level]` (serve dist-web first, e.g.
 * `npx vite preview --config vite.web.config.ts`). Plays the game at the watch speed Max; pauses at a few
 * points on the way (ply 40, 90, 140) just after a move, its model selected so the board shows the AI's
 * candidate arrows and the heat map of every spot the search weighed (ai-vs-ai-ply-N.png); shoots the game's
 * end with its summary (ai-vs-ai-end.png); then walks back along the line to the move decision whose
 * candidates spread widest and shoots it with its heat map (ai-vs-ai-candidates.png). Default folder
 * docs/screenshots; each at 1280×800 and at 1600×1000 (`-1600`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openApp, ply, startGame, type Seat } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const seed = process.argv[4] ?? 'readme-ai-vs-ai';
/** Both sides' level: `normal` for the README; `easy` checks the script quickly. */
const level = (process.argv[5] ?? 'normal') as Seat;
/** Plies to pause at on the way, each followed by the next move decision. */
const STOPS = [40, 90, 140];
/** Kinds of the chosen candidate that move a model (explain-chosen's `data-kind`). */
const MOVES = ['move', 'run', 'stay', 'climb'];
/** Viewports each picture is taken at, with the file name's suffix. */
const SIZES: [number, number, string][] = [
  [1280, 800, ''],
  [1600, 1000, '-1600'],
];
mkdirSync(out, { recursive: true });

/** Shoots the page at 1280×800 (`name`) and at 1600×1000 (`name` with `-1600`), toasts dismissed. */
async function shot(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.mouse.move(0, 0);
  for (const [w, h, suffix] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(450);
    const file = join(out, name.replace('.png', `${suffix}.png`));
    await page.screenshot({ path: file });
    console.log(`wrote ${file} (ply ${await ply(page)})`);
  }
}

/** Zooms the board in on the AI's candidate marks (the mouse wheel over them), as explanation.png does. */
async function zoomOnMarks(page: Page): Promise<void> {
  const box = await page.getByTestId('explain-marks').boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -100);
  await page.waitForTimeout(200);
}

/** The kind of the AI decision drawn on the board at this ply (`'move'`, `'shot'`…), or null when none. */
async function chosenKind(page: Page): Promise<string | null> {
  if (!(await page.getByTestId('explain-marks').count())) return null;
  return page.getByTestId('explain-chosen').getAttribute('data-kind');
}

/** Selects the model whose decision the board draws, so its heat map shows. */
async function selectDecidingModel(page: Page): Promise<void> {
  const model = await page.getByTestId('explain-marks').getAttribute('data-model');
  if (model) await page.getByTestId(`model-${model}`).click();
  await page.waitForTimeout(300);
}

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width: SIZES[0]![0], height: SIZES[0]![1] });
  await startGame(page, 'ruined-street', [level, level], seed);
  await page.getByTestId('watch-speed').fill('3');
  const over = () => page.getByTestId('game-over').count();

  // A few points on the way: paused, then stepped to the next move decision.
  for (const stop of STOPS) {
    while (!(await over()) && (await ply(page)) < stop) await page.waitForTimeout(500);
    if (await over()) break;
    await page.getByTestId('watch-pause').click();
    await page.getByTestId('ai-thinking').waitFor({ state: 'detached' });
    for (let i = 0; i < 12 && !MOVES.includes((await chosenKind(page)) ?? ''); i++) {
      const before = await ply(page);
      // A loaded machine may keep the AI thinking (Step disabled) past the default 30 s.
      await page.getByTestId('watch-step').click({ timeout: 5 * 60_000 });
      for (let t = 0; t < 600 && (await ply(page)) === before && !(await over()); t++)
        await page.waitForTimeout(100);
    }
    await selectDecidingModel(page);
    await shot(page, `ai-vs-ai-ply-${stop}.png`);
    await page.keyboard.press('Escape');
    await page.getByTestId('watch-play').click();
  }

  // The end: the game's summary.
  await page.getByTestId('game-over').waitFor({ timeout: 30 * 60_000 });
  await page.getByTestId('game-summary').waitFor();
  await shot(page, 'ai-vs-ai-end.png');
  await page.keyboard.press('Escape');

  // Back along the line to the move decision whose candidates spread widest.
  const end = await ply(page);
  const marks = page.getByTestId('explain-marks');
  let best = { ply: -1, area: 0 };
  for (let i = 0; i < end; i++) {
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(60);
    if (!MOVES.includes((await chosenKind(page)) ?? '')) continue;
    if ((await page.getByTestId('explain-label').count()) < 4) continue;
    const box = await marks.boundingBox();
    if (box && box.width * box.height > best.area)
      best = { ply: await ply(page), area: box.width * box.height };
  }
  await page.locator(`[data-testid="tl-cell"][data-ply="${best.ply}"]`).click();
  await page.waitForTimeout(400);
  await selectDecidingModel(page);
  await zoomOnMarks(page);
  await shot(page, 'ai-vs-ai-candidates.png');
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
