/** Shared e2e helpers: launch Debian's Chromium through playwright-core and drive the app's dialogs. */
import { chromium, type Browser, type Page } from 'playwright-core';

/** Path of the system Chromium (never downloaded by playwright). */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags the project's CI uses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page on the app with console errors and uncaught exceptions collected in `errors`. */
export async function openApp(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  await page.goto(url);
  return { page, errors };
}

/** Who plays a side in `startGame`: `'human'`, a level (`'easy'`…`'expert'`) or a baseline (`'greedy'`, `'random'`). */
export type Seat = 'human' | 'easy' | 'normal' | 'hard' | 'expert' | 'greedy' | 'random';

/**
 * After a command that replaces the game: answers Discard when the replace dialog asks (the game had unsaved
 * actions), else returns once `done` (what the command shows when nothing is asked) resolves.
 */
export async function discardIfAsked(page: Page, done: Promise<unknown>): Promise<void> {
  const ask = page.getByTestId('replace-dialog');
  const asked = await Promise.race([done.then(() => false), ask.waitFor().then(() => true)]);
  if (asked) await page.getByTestId('replace-discard').click();
}

/** Fills in the New game dialog and starts the game (discarding the unsaved actions of the game before, if
 * asked); waits until the board shows models. `deploy` ticks "Deploy before turn 1" (engine/deployment.ts). */
export async function startGame(
  page: Page,
  scenario: string,
  seats: [Seat, Seat],
  seed = 'e2e-seed',
  { deploy = false }: { deploy?: boolean } = {},
): Promise<void> {
  const dialog = page.getByTestId('new-game-dialog');
  if (!(await dialog.isVisible())) {
    await page.getByTestId('new-game').click();
    await discardIfAsked(page, dialog.waitFor());
  }
  await dialog.waitFor();
  await page.getByTestId('scenario-select').selectOption(scenario);
  for (const [i, seat] of seats.entries()) {
    if (seat === 'human') {
      await page.getByTestId(`player-${i}-human`).click();
    } else {
      await page.getByTestId(`player-${i}-ai`).click();
      await page.getByTestId(`player-${i}-level`).selectOption(seat);
    }
  }
  await page.getByTestId('seed-input').fill(seed);
  if (deploy) await page.getByTestId('deploy-option').check();
  await page.getByTestId('start-game').click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

/**
 * Starts a game (`startGame`, two humans unless `seats` says otherwise) and opens the scenario editor on its
 * position, e.g. `await openEditor(page, 'duel', 'e2e-editor-zones')`; waits until the editor's check calls the
 * scenario valid.
 */
export async function openEditor(
  page: Page,
  scenario: string,
  seed: string,
  seats: [Seat, Seat] = ['human', 'human'],
): Promise<void> {
  await startGame(page, scenario, seats, seed);
  await page.getByTestId('editor-toggle').click();
  await page.getByTestId('editor').waitFor();
  await page.getByTestId('editor-valid').waitFor();
}

/** The current phase label, e.g. `'Movement'`. */
export async function phaseLabel(page: Page): Promise<string> {
  return (await page.getByTestId('phase-label').innerText()).trim();
}

/** Client coordinates of a table point (inches, origin south-west) on a board SVG (`board` or `editor-board`). */
export async function screenPoint(
  page: Page,
  x: number,
  y: number,
  board = 'board',
): Promise<{ x: number; y: number }> {
  // Browser-side code as a string: the e2e files compile without DOM types.
  return (await page.evaluate(`(() => {
    const svg = document.querySelector('[data-testid="${board}"]');
    const box = svg.viewBox.baseVal;
    const depth = box.height + 2 * box.y;
    const q = new DOMPoint(${x}, depth - ${y}).matrixTransform(svg.getScreenCTM());
    return { x: q.x, y: q.y };
  })()`)) as { x: number; y: number };
}

/** A model's position in inches, from the board's `data-x` / `data-y`. */
export async function modelPosition(page: Page, id: string): Promise<{ x: number; y: number }> {
  const el = page.getByTestId(`model-${id}`);
  return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')) };
}

/** Actions applied so far on the line shown (the board's `data-ply`). */
export async function ply(page: Page): Promise<number> {
  return Number(await page.getByTestId('board').getAttribute('data-ply'));
}

/** How far the dice log's rows are from their bottom, pixels: under 60 is "on the newest entry". */
export function diceLogGap(page: Page): Promise<number> {
  return page.evaluate(
    `(() => { const e = document.querySelector('[data-testid="dice-log"] .rows'); return e.scrollHeight - e.scrollTop - e.clientHeight; })()`,
  ) as Promise<number>;
}

/** Ends phases until the phase bar shows `phase`, e.g. `'Shooting'`. */
export async function endPhasesUntil(page: Page, phase: string): Promise<void> {
  for (let i = 0; i < 6 && (await phaseLabel(page)) !== phase; i++) {
    const before = await ply(page);
    await page.getByTestId('end-phase').click();
    for (let t = 0; t < 200 && (await ply(page)) <= before; t++) await page.waitForTimeout(25);
  }
  if ((await phaseLabel(page)) !== phase) throw new Error(`never reached the ${phase} phase`);
}
