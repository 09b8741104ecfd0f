// "Fire the unit" in the browser (issue 21, item 3; RULES.md §6.2, §10.2): on squad assault, with the Wardens
// selected in their Shooting phase, a click on an enemy previews the whole unit's fire at that enemy unit with
// one combined preview (who fires, who may not and why, expected hits, wounds and casualties, the chance of
// forcing the 25% Morale test); one click fires every eligible model, each shot in the dice log.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';
import { phaseLabel, ply } from './browser';
import { useAppPage } from './app';
import { openFile } from './files';

const app = useAppPage();
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-unit-fire-'));

beforeEach(async () => {
  const path = join(dir, 'unit-fire.json');
  writeFileSync(path, JSON.stringify(unitFireScenario()));
  await app.page.getByTestId('new-game-dialog').waitFor();
  await openFile(app.page, path);
  await app.page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
});

/** The Wardens that may fire at the western mob (r6 stands behind a screen wall). */
const FIRING = ['r1', 'r2', 'r3', 'r4', 'r5'];

describe('fire the unit', () => {
  it('previews the unit’s combined fire at an enemy unit and fires every eligible model with one click', async () => {
    expect(await phaseLabel(app.page)).toBe('Shooting');
    await app.page.getByTestId('model-r3').click();
    await expect.poll(() => app.page.getByTestId('unit-name').innerText()).toBe('Wardens');
    await app.page.getByTestId('model-b7').click();

    const pop = app.page.getByTestId('preview-popover');
    await pop.waitFor();
    expect(await app.page.getByTestId('unit-fire-title').innerText()).toMatch(/^Fire Wardens at Mob west/);
    expect(await app.page.getByTestId('unit-fire-count').innerText()).toBe('5/6');
    for (const id of FIRING) await app.page.getByTestId(`unit-fire-shot-${id}`).waitFor();
    expect(await app.page.getByTestId('unit-fire-refusal-r6').innerText()).toMatch(
      /^✗ Warden r6 cannot see Gorefang b\d+ \(§5\)$/,
    );
    // The combined odds, worked out in the worker: 2/3 + 4 × 1/2 ≈ 2.7 hits expected.
    await app.page.getByTestId('unit-fire-hits').waitFor();
    const hits = Number((await app.page.getByTestId('unit-fire-hits').innerText()).split(' ')[0]);
    expect(hits).toBeGreaterThan(2.4);
    expect(hits).toBeLessThan(2.9);
    expect(await app.page.getByTestId('unit-fire-expected').innerText()).toMatch(
      /^\d\.\d hits · \d\.\d wounds · \d\.\d casualties$/,
    );
    expect(await app.page.getByTestId('unit-fire-morale').innerText()).toMatch(
      /Forces its Morale test\s+\d+%/,
    );
    expect(await app.page.getByTestId('unit-fire-morale-note').innerText()).toBe(
      'expected · the Morale test needs 3 lost this phase (25%, §10.2)',
    );
    expect(await app.page.getByTestId('confirm-action').innerText()).toBe('Fire 5 models');
    expect(await app.page.locator('[data-testid="unit-fire-lines"] line').count()).toBe(5);

    const before = await ply(app.page);
    await app.page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(app.page)).toBe(before + 5);
    await pop.waitFor({ state: 'detached' });
    const log = await app.page.getByTestId('dice-log').innerText();
    for (const id of FIRING) {
      const name = id === 'r1' ? 'Warden Sergeant' : `Warden ${id}`;
      expect(log).toMatch(new RegExp(`${name} shot at Gorefang`));
    }
    expect(log).not.toMatch(/Warden r6 shot at/);
    expect(app.errors).toEqual([]);
  });

  it('Alt+click, or "Only" in the unit’s preview, shoots with the selected model alone', async () => {
    await app.page.getByTestId('model-r3').click();
    await expect.poll(() => app.page.getByTestId('unit-name').innerText()).toBe('Wardens');
    await app.page.getByTestId('model-b3').click({ modifiers: ['Alt'] });
    await app.page.getByTestId('shot-numbers').waitFor();
    await app.page.getByTestId('cancel-action').click();

    await app.page.getByTestId('model-b3').click();
    await app.page.getByTestId('unit-fire-title').waitFor();
    await app.page.getByTestId('fire-one-model').click();
    await app.page.getByTestId('shot-numbers').waitFor();
    const before = await ply(app.page);
    await app.page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(app.page)).toBe(before + 1);
    // The unit fires on without r3, which is named as having shot (b7, in the mob's back rank, is still there).
    await app.page.getByTestId('model-b7').click();
    await app.page.getByTestId('unit-fire-title').waitFor();
    expect(await app.page.getByTestId('unit-fire-count').innerText()).toBe('4/6');
    expect(await app.page.getByTestId('unit-fire-refusal-r3').innerText()).toBe(
      '✗ Warden r3 has already shot this turn',
    );
    expect(app.errors).toEqual([]);
  });
});
