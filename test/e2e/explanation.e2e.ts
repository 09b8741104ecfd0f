// The AI's reasoning in the web build: its top candidates drawn on the board with visits and win chances, the
// chosen one emphasised, the principal variation and the key outcomes in the AI panel, the selected model's
// heat map, and the win-probability chart's big swings, which name their cause and lead to it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ply } from './browser';
import { useApp, useTempDir } from './app';
import { builtinScenario, openFile } from './files';

const app = useApp();
const dir = useTempDir();

/**
 * Writes a saved game of the duel from `phase` with both sides played by the easy AI, and opens it (paused).
 * `change` edits the scenario first.
 */
async function openAiDuel(
  page: Page,
  phase: string,
  name: string,
  change: (doc: ReturnType<typeof builtinScenario>) => void = () => undefined,
): Promise<void> {
  const scenario = { ...builtinScenario('duel'), phase, seed: `e2e-${name}` };
  change(scenario);
  const file = join(dir(), `${name}.skirmisher.json`);
  const players = { red: 'mcts:level=easy', blue: 'mcts:level=easy' };
  writeFileSync(
    file,
    JSON.stringify({ format: 'skirmisher-game/1', scenario, actions: [], seed: 'x', players }),
  );
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, file);
  await page.getByTestId('model-r1').waitFor();
}

/** One AI decision (the Step button), waiting until it is played. */
async function step(page: Page): Promise<void> {
  const before = await ply(page);
  await page.getByTestId('watch-step').click();
  await expect.poll(() => ply(page), { timeout: 30_000 }).toBe(before + 1);
}

describe('the AI explains its decision on the board', () => {
  it('draws its shot candidates as target lines with visits and win chances, and the key outcomes', async () => {
    const { page, errors } = await app.open();
    // The Raider Chief knocked down in front: the Captain may shoot it or pass it over (RULES.md §6.2).
    await openAiDuel(page, 'shooting', 'shots', (doc) => {
      const chief = doc.sides[1]!.models.find((m) => m.id === 'b1')!;
      Object.assign(chief, { at: [12, 15], status: 'knockedDown' });
    });
    await step(page);
    const marks = page.getByTestId('explain-marks');
    await marks.waitFor();
    expect(await marks.getAttribute('data-source')).toBe('decision');
    expect(await page.getByTestId('explain-chosen').getAttribute('data-kind')).toBe('shot');
    const labels = (await page.locator('[data-testid="explain-label"] text').allTextContents()).map((t) =>
      t.trim(),
    );
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThanOrEqual(5);
    expect(labels[0]).toMatch(/^★ [\d,]+ · \d+%$/);
    for (const l of labels.slice(1)) expect(l).toMatch(/[\d,]+ · \d+%$/);
    // The key outcomes of the shot played, worked out by the engine in the worker.
    await page.getByTestId('key-outcome-outOfAction').waitFor();
    expect(await page.getByTestId('key-outcomes').innerText()).toMatch(/out of action\s+\d+%/);
    expect(await page.getByTestId('key-outcome-rout').innerText()).toMatch(/Marsh Raiders rout next turn/);
    // The AI panel's switch takes the reasoning off the board and back.
    await page.getByTestId('ai-on-board').uncheck();
    await marks.waitFor({ state: 'detached' });
    await page.getByTestId('ai-on-board').check();
    await marks.waitFor();
    expect(errors).toEqual([]);
  });

  it('draws move arrows, lists the principal variation and shows the selected model’s heat map', async () => {
    const { page, errors } = await app.open();
    await openAiDuel(page, 'movement', 'moves');
    await step(page);
    const marks = page.getByTestId('explain-marks');
    await marks.waitFor();
    expect(['move', 'run', 'stay', 'climb']).toContain(
      await page.getByTestId('explain-chosen').getAttribute('data-kind'),
    );
    expect(await page.getByTestId('ai-pv-step').count()).toBeGreaterThan(1);
    const first = await page.getByTestId('ai-pv-step').first().innerText();
    expect(first).toBe(await page.locator('[data-testid="ai-candidates"] tr.best .act').innerText());

    // Pointing at a candidate of the AI panel picks out its arrow.
    await page.locator('[data-testid="ai-candidates"] tbody tr').nth(1).hover();
    await expect
      .poll(() => page.locator('[data-testid="explain-marks"] .mark.dim').count())
      .toBeGreaterThan(0);

    const model = (await marks.getAttribute('data-model'))!;
    await page.getByTestId(`model-${model}`).click();
    await page.getByTestId('heat-map').waitFor();
    expect(await page.getByTestId('heat-spot').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('heat-legend').innerText()).toMatch(/positions weighed by AI \(easy\)/);
    expect(errors).toEqual([]);
  });
});

describe('the win-probability chart', () => {
  it('marks a swing of 15 points or more, names the action that caused it and shows it on a click', async () => {
    const scenario = builtinScenario('duel');
    const decision = (value: number) => ({
      side: 0,
      by: 'AI (easy)',
      iterations: 150,
      timeMs: 20,
      candidates: [],
      value,
      stopped: false,
      turn: 1,
      phase: 'shooting',
    });
    const end = { type: 'endPhase' };
    const file = join(dir(), 'swing.skirmisher.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'skirmisher-game/1',
        scenario,
        seed: 'e2e-swing',
        actions: [end, end, end, { type: 'shoot', model: 'r1', target: 'b1' }, end],
        decisions: { 0: decision(0.5), 3: decision(0.55), 4: decision(0.25) },
      }),
    );
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    await expect.poll(() => ply(page)).toBe(5);
    const swing = page.getByTestId('ai-chart-swing');
    await swing.waitFor();
    expect(await swing.count()).toBe(1);
    expect(await swing.getAttribute('data-ply')).toBe('4');
    await swing.hover();
    await expect
      .poll(() => page.getByTestId('ai-chart-note').innerText())
      .toMatch(/−30\s*Turn 1: Captain shoots Raider Chief/);
    await swing.click();
    await expect.poll(() => ply(page)).toBe(4);
    expect(errors).toEqual([]);
  });
});
