// A new player's tryout in the web build: at game over the phase strip gives way to the result and the AI panel
// shows no win chance (RULES.md §13).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openApp } from './browser';
import { builtinScenario, openFile } from './files';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'skirmisher-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('tryout polish', () => {
  it('shows the result, not the phases or a win chance, once the game is over (§13)', async () => {
    const file = join(dir, 'over.skirmisher.json');
    const scenario = { ...builtinScenario('duel'), maxTurns: 1 };
    const players = { red: 'mcts:level=easy', blue: 'mcts:level=easy' };
    writeFileSync(
      file,
      JSON.stringify({ format: 'skirmisher-game/1', scenario, seed: 'e2e-over', actions: [], players }),
    );
    const { page, errors } = await openApp(browser, inject('baseUrl'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    await page.getByTestId('phase-strip').waitFor();
    await page.getByTestId('watch-speed').fill('3');
    await page.getByTestId('watch-play').click();
    await page.getByTestId('game-over').waitFor({ timeout: 120_000 });
    const bar = page.getByTestId('phase-bar');
    expect(await page.getByTestId('phase-strip').count()).toBe(0);
    expect(await page.getByTestId('game-result').innerText()).toMatch(/wins|Draw/);
    expect(await bar.innerText()).not.toMatch(/Movement|Shooting/);
    const panel = page.getByTestId('ai-panel');
    await panel.getByTestId('ai-game-over').waitFor();
    expect(await panel.getByTestId('ai-chart-result').innerText()).toMatch(/^Game over: .*(wins|Draw)/);
    expect(await panel.getByTestId('ai-candidates').count()).toBe(0);
    expect(await panel.innerText()).not.toMatch(/\d%/);
    expect(errors).toEqual([]);
  });
});
