// The header at 1280×800 keeps one row: the End phase button stands on the row of the New game button with the
// longest built-in scenario name, and with a long custom name (cut short with an ellipsis, its tooltip whole);
// the right panel's Dice log heading keeps one line; during deployment the side's name shows whole and the
// deployment hint gives way instead.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '../../content';
import { startGame } from './browser';
import { useApp, useTempDir } from './app';
import { builtinScenario, openFile } from './files';

const app = useApp();
const dir = useTempDir('skirmisher-header-');

/** A box on the page, pixels. */
interface Box {
  top: number;
  bottom: number;
  height: number;
}

/** The boxes of the header, its End phase and New game buttons and the Dice log heading (browser-side code). */
function boxes(
  page: Page,
): Promise<{ header: Box; end: Box; newGame: Box; diceTitle: Box; diceLine: number }> {
  return page.evaluate(`(() => {
    const box = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return { top: b.top, bottom: b.bottom, height: b.height }; };
    const title = document.querySelector('[data-testid="dice-log"] .title');
    return {
      header: box('header.topbar'),
      end: box('[data-testid="end-phase"]'),
      newGame: box('[data-testid="new-game"]'),
      diceTitle: box('[data-testid="dice-log"] .title'),
      diceLine: parseFloat(getComputedStyle(title).lineHeight) || parseFloat(getComputedStyle(title).fontSize) * 1.5,
    };
  })()`) as Promise<{ header: Box; end: Box; newGame: Box; diceTitle: Box; diceLine: number }>;
}

/** Expects End phase on the header's first row (the New game button's) and the Dice log heading on one line. */
async function expectOneRow(page: Page): Promise<void> {
  const b = await boxes(page);
  const middle = (x: Box): number => (x.top + x.bottom) / 2;
  expect(Math.abs(middle(b.end) - middle(b.newGame))).toBeLessThan(3);
  expect(b.end.top).toBeLessThan(b.newGame.bottom);
  // One row: the header's own height (58 px), not two rows' (83 px before the fix).
  expect(b.header.height).toBeLessThan(b.end.height * 2);
  expect(b.diceTitle.height).toBeLessThan(b.diceLine * 1.5);
}

describe('the header at 1280×800', () => {
  it('keeps End phase on the first row with the longest built-in scenario name and with a long custom one', async () => {
    const [id, name] = Object.entries(BUILTIN_SCENARIOS)
      .map(([key, d]) => [key, d.name ?? key] as const)
      .reduce((a, b) => (b[1].length > a[1].length ? b : a));
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, id, ['human', 'normal'], 'e2e-header');
    expect(await page.getByTestId('scenario-name').innerText()).toBe(name);
    await expectOneRow(page);

    const long = 'Storm the Farmhouse at Dawn: the Wardens hold the Line';
    const path = join(dir(), 'long-name.json');
    writeFileSync(path, JSON.stringify({ ...builtinScenario(id), name: long }));
    await openFile(page, path);
    await expect.poll(() => page.getByTestId('scenario-name').getAttribute('title')).toBe(long);
    await expectOneRow(page);
    expect(errors).toEqual([]);
  });
});

describe('the header at 1280×800 during deployment', () => {
  it("shows the deploying side's whole name; the deployment hint gives way", async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'ruined-street', ['human', 'normal'], 'e2e-header-deploy', { deploy: true });
    await page.getByTestId('deployment-bar').waitFor();
    const name = page.getByTestId('active-side').locator('.side-name');
    expect(await name.innerText()).toBe('Free Company');
    // Not cut short: the name's text fits its box (before the fix it read "Free C…" at 1280 px).
    const cut = await name.evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(cut).toBe(false);
    expect(await page.getByTestId('deploy-done').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
