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

/** Fills in the New game dialog and starts the game; waits until the board shows models. */
export async function startGame(
  page: Page,
  scenario: string,
  seats: [Seat, Seat],
  seed = 'e2e-seed',
): Promise<void> {
  const dialog = page.getByTestId('new-game-dialog');
  if (!(await dialog.isVisible())) await page.getByTestId('new-game').click();
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
  await page.getByTestId('start-game').click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

/** The current phase label, e.g. `'Movement'`. */
export async function phaseLabel(page: Page): Promise<string> {
  return (await page.getByTestId('phase-label').innerText()).trim();
}
