// The scenario editor in the web build: start from two built-in warbands, draw a wall, place and edit a
// model, change a ruleset option, save the scenario (a download) and check that the command line's
// `validate` and `analyse` accept the saved file; a wall across a model is warned of (1″) or refused (higher),
// and Play it asks who plays each side first.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openEditor, screenPoint } from './browser';
import { useApp, useTempDir } from './app';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const app = useApp();
const dir = useTempDir();

/** Runs the command line (`npx tsx cli/run.ts …`) and parses its `--json` answer. */
async function cli(...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run('npx', ['tsx', 'cli/run.ts', ...args, '--json'], {
    cwd: root,
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('scenario editor', () => {
  it('builds a scenario, saves it, and the command line validates and analyses it', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor');

    // Two built-in warbands on a 36″ × 36″ table.
    await page.getByTestId('editor-width').fill('36');
    await page.getByTestId('editor-depth').fill('36');
    await page.getByTestId('editor-from-warbands').click();
    // The duel's six models give way to the two whole warbands.
    await expect.poll(() => page.locator('[data-testid^="editor-model-"]').count()).toBeGreaterThan(6);

    // Draw a wall across the middle.
    await page.getByTestId('editor-tool-wall').click();
    const a = await screenPoint(page, 12, 18, 'editor-board');
    const b = await screenPoint(page, 22, 18.5, 'editor-board');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('editor-terrain-wall-1').waitFor();
    await page.getByTestId('terrain-height').fill('1.5');

    // Place a blank fighter for red and make it a veteran.
    await page.getByTestId('editor-tool-model').click();
    await page.getByTestId('editor-place-side').selectOption('0');
    await page.getByTestId('editor-place-template').selectOption('blank');
    const spot = await screenPoint(page, 6, 12, 'editor-board');
    await page.mouse.click(spot.x, spot.y);
    const id = await page.getByTestId('model-id').inputValue();
    await page.getByTestId('model-name').fill('Veteran');
    await page.getByTestId('profile-WS').fill('4');
    await page.getByTestId('model-rule-fear').click();
    // Its points come from the points table: 20 for the blank fighter, +5 for WS 4, +10 for fear.
    await expect.poll(() => page.getByTestId('model-points').innerText()).toBe('35');

    // Drag it a little further east.
    await page.getByTestId('editor-tool-select').click();
    const placed = page.getByTestId(`editor-model-${id}`);
    const box = await placed.boundingBox();
    const to = await screenPoint(page, 8, 12, 'editor-board');
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();

    // Scenario fields: name and a ruleset option.
    const empty = await screenPoint(page, 30, 30, 'editor-board');
    await page.mouse.click(empty.x, empty.y);
    await page.getByTestId('scenario-name-input').fill('E2E Field');
    await page.getByTestId('option-singleTargetPenalty').click();
    await page.getByTestId('editor-valid').waitFor();

    const download = page.waitForEvent('download');
    await page.getByTestId('editor-save').click();
    const file = join(dir(), 'e2e-field.scenario.json');
    await (await download).saveAs(file);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(doc.format).toBe('skirmisher-scenario/1');
    expect(doc.name).toBe('E2E Field');
    expect(doc.ruleset.options.singleTargetPenalty).toBe(true);
    expect(doc.terrain.map((t: { id: string }) => t.id)).toContain('wall-1');
    const veteran = doc.sides[0].models.find((m: { name?: string }) => m.name === 'Veteran');
    expect(veteran).toMatchObject({ profile: { WS: 4 }, points: 35, rules: ['fear'] });
    expect(veteran.at[0]).toBeCloseTo(8, 0);

    const valid = await cli('validate', file);
    expect(valid).toMatchObject({ ok: true, problems: [] });
    const analysed = await cli('analyse', '--scenario', file, '--budget', '60', '--seed', 'e2e');
    expect(analysed['action']).toBeDefined();
    expect((analysed['candidates'] as unknown[]).length).toBeGreaterThan(0);

    // And it plays: back to the game with the new scenario.
    await page.getByTestId('editor-play').click();
    await page.getByTestId('play-scenario-start').click();
    await page.getByTestId('board').waitFor();
    expect(await page.getByTestId('scenario-name').innerText()).toMatch(/E2E Field/);
    expect(errors).toEqual([]);
  });

  it('warns of a 1″ wall across a model, refuses a higher one, and asks who plays before Play it starts', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor-wall', ['human', 'normal']);

    // A wall drawn across the Captain (r1 at 12, 3): 1″ high by default, a low obstacle it may stand in.
    await page.getByTestId('editor-tool-wall').click();
    const a = await screenPoint(page, 10, 2.75, 'editor-board');
    const b = await screenPoint(page, 14, 2.8, 'editor-board');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('editor-terrain-wall-3').waitFor();
    const warnings = page.getByTestId('editor-warnings');
    await warnings.waitFor();
    expect(await page.getByTestId('editor-status').innerText()).toMatch(
      /Valid scenario, with\s+⚠ 1 warning: wall wall-3 \(1″ high\) runs across model "r1": allowed/,
    );

    // Higher than 1″ it stops movement: refused.
    await page.getByTestId('terrain-height').fill('1.5');
    await page.getByTestId('terrain-height').press('Tab');
    await page.getByTestId('editor-problems').waitFor();
    expect(await page.getByTestId('editor-problems').innerText()).toMatch(/"r1" stands inside wall wall-3/);
    await page.getByTestId('terrain-height').fill('1');
    await page.getByTestId('terrain-height').press('Tab');
    await warnings.waitFor();

    // Play it asks who plays; Cancel stays in the editor, Start plays with the seats chosen.
    await page.getByTestId('editor-play').click();
    const seats = page.getByTestId('play-scenario-dialog');
    await seats.waitFor();
    await page.getByTestId('play-scenario-cancel').click();
    await seats.waitFor({ state: 'detached' });
    expect(await page.getByTestId('editor').isVisible()).toBe(true);
    await page.getByTestId('editor-play').click();
    await page.getByTestId('player-1-human').click();
    await page.getByTestId('play-scenario-start').click();
    await page.getByTestId('board').waitFor();
    await page.getByTestId('end-phase').waitFor();
    // The duel before was against the AI: blue is now played by a person, as chosen.
    expect(await page.getByTestId('side-1').innerText()).toMatch(/Human/i);
    expect(errors).toEqual([]);
  });
});
