// Squad play in the browser (RULES.md §2, §7.9, §10): a unit selected and moved as one, a single model moved
// with Alt, a refusal explained, a unit charge previewed with its unit outcomes and fought to a combat result,
// the New game dialog pairing squad warbands, and an AI-vs-AI squad game for a few turns.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeCombatScenario } from '../renderer/fixtures/squad-scenarios';
import { endPhasesUntil, modelPosition, phaseLabel, ply, screenPoint, startGame } from './browser';
import { useAppPage } from './app';
import { openFile } from './files';

const app = useAppPage();
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-squads-'));

/** The Wardens of the squad assault scenario (unit `wardens`). */
const WARDENS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];

/** Opens a scenario document (written to a file) through the New game dialog's file button. */
async function openScenario(doc: object, name: string): Promise<void> {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  await app.page.getByTestId('new-game-dialog').waitFor();
  await openFile(app.page, path);
  await app.page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

describe('squad play', () => {
  it('selects a unit, moves it as one, moves one model with Alt and explains a refusal', async () => {
    await startGame(app.page, 'squad-assault', ['human', 'human']);
    await endPhasesUntil(app.page, 'Movement');
    await app.page.getByTestId('model-r3').click();
    await expect.poll(() => app.page.getByTestId('unit-name').innerText()).toBe('Wardens');
    expect(await app.page.getByTestId('units-panel').innerText()).toMatch(/Wardens\s+6\/6/);
    await app.page.getByTestId('coherency-links').waitFor({ state: 'attached' });
    expect(await app.page.locator('[data-testid="coherency-links"] line').count()).toBeGreaterThan(0);
    expect(await app.page.locator('.model.unit-member').count()).toBe(WARDENS.length - 1);

    const start = await ply(app.page);
    const before = await Promise.all(WARDENS.map((id) => modelPosition(app.page, id)));
    const r3 = before[2]!;
    const target = await screenPoint(app.page, r3.x + 1, r3.y + 2);
    await app.page.mouse.move(target.x, target.y);
    await app.page.getByTestId('unit-ghosts').waitFor();
    await app.page.mouse.click(target.x, target.y);
    await expect.poll(() => ply(app.page)).toBe(start + 1);
    for (const [k, id] of WARDENS.entries()) {
      const at = await modelPosition(app.page, id);
      expect(at.x).toBeCloseTo(before[k]!.x + 1, 1);
      expect(at.y).toBeCloseTo(before[k]!.y + 2, 1);
    }
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/Wardens moved 2\.2″/);

    // The Marksmen: one model alone ("Move one model"), then one too far from its unit (Alt, coherency §2).
    await app.page.getByTestId('model-r7').click();
    await expect.poll(() => app.page.getByTestId('unit-name').innerText()).toBe('Marksmen');
    await app.page.getByTestId('move-model-mode').click();
    const r7 = await modelPosition(app.page, 'r7');
    const near = await screenPoint(app.page, r7.x, r7.y + 1);
    await app.page.mouse.click(near.x, near.y);
    await expect.poll(() => ply(app.page)).toBe(start + 2);
    expect((await modelPosition(app.page, 'r7')).y).toBeCloseTo(r7.y + 1, 1);
    expect((await modelPosition(app.page, 'r8')).y).toBeCloseTo(r7.y, 1);

    // The Marksmen no longer move as one; r11 may not leave its unit.
    await app.page.getByTestId('model-r11').click();
    await app.page.getByTestId('unit-split-note').waitFor();
    const r11 = await modelPosition(app.page, 'r11');
    const far = await screenPoint(app.page, r11.x + 3.5, r11.y);
    await app.page.keyboard.down('Alt');
    await app.page.mouse.click(far.x, far.y);
    await app.page.keyboard.up('Alt');
    const toast = app.page.locator('[data-testid="toast"][data-code="ERR_COHERENCY"]');
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/within 2″ of another model of its unit/);
    expect(await toast.innerText()).not.toMatch(/ERR_/);
    expect(await ply(app.page)).toBe(start + 2);
    expect(app.errors).toEqual([]);
  });

  it('moves a unit as far as it may go on a click just past its ring, as a single model (issue 21, item 10)', async () => {
    await app.page.setViewportSize({ width: 1280, height: 800 });
    await startGame(app.page, 'squad-assault', ['human', 'human'], 'e2e-ring');
    await endPhasesUntil(app.page, 'Movement');
    await app.page.getByTestId('model-r3').click();
    await expect.poll(() => app.page.getByTestId('unit-name').innerText()).toBe('Wardens');
    const walk = Number(await app.page.locator('[data-testid="rings"] .ring.move').getAttribute('r'));
    expect(walk).toBeGreaterThan(0);
    const start = await ply(app.page);
    const before = await Promise.all(WARDENS.map((id) => modelPosition(app.page, id)));
    const r3 = before[2]!;
    // 0.29″ past the ring: a few pixels on the screen, where the ring is drawn.
    const past = await screenPoint(app.page, r3.x, r3.y + walk + 0.29);
    await app.page.mouse.move(past.x, past.y);
    await app.page.mouse.click(past.x, past.y);
    await expect.poll(() => ply(app.page)).toBe(start + 1);
    for (const [k, id] of WARDENS.entries())
      expect((await modelPosition(app.page, id)).y).toBeCloseTo(before[k]!.y + walk - 0.01, 1);
    expect(await app.page.locator('[data-testid="toast"].error').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('charges with a unit: unit outcomes before, the combat result after', async () => {
    await openScenario(closeCombatScenario(), 'close.scenario.json');
    await app.page.getByTestId('model-r3').click();
    await app.page.getByTestId('allowance').waitFor();
    await app.page.getByTestId('model-b3').click();
    await app.page.getByTestId('preview-popover').waitFor();
    const headline = app.page.getByTestId('unit-odds-headline');
    await headline.waitFor({ timeout: 30_000 });
    expect(await headline.innerText()).toMatch(
      /^wins combat \d+% · enemy falls back \d+%( · .+ falls? back \d+%)?$/,
    );
    expect(await app.page.getByTestId('unit-odds-reaches').innerText()).toMatch(/100%/);
    await app.page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(app.page)).toBe(1);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/charged/);
    await endPhasesUntil(app.page, 'Close combat');
    await app.page.getByTestId('end-phase').click();
    const strip = app.page.getByTestId('combat-result');
    await strip.waitFor();
    expect(await strip.innerText()).toMatch(/Combat result: Iron Wardens \d+ – \d+ Gorefang Mob/);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/Combat result: .*\(§7\.9\)/);
    expect(app.errors).toEqual([]);
  });

  it('pairs squad warbands only with squad warbands and says which rules they play', async () => {
    await app.page.getByTestId('new-game-dialog').waitFor();
    await app.page.getByTestId('source-warbands').click();
    await app.page.getByTestId('red-warband').selectOption('iron-wardens');
    await expect.poll(() => app.page.getByTestId('blue-warband').inputValue()).toBe('gorefang-mob');
    expect(await app.page.locator('[data-testid="blue-warband"] option[value="raiders"]').isDisabled()).toBe(
      true,
    );
    await expect.poll(() => app.page.getByTestId('preset-line').innerText()).toMatch(/^Squad assault rules/);
    await app.page.getByTestId('player-0-human').click();
    await app.page.getByTestId('player-1-human').click();
    await app.page.getByTestId('start-game').click();
    await app.page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    await app.page.getByTestId('units-panel').waitFor();
    expect(await app.page.getByTestId('scenario-name').innerText()).toMatch(/Iron Wardens vs Gorefang Mob/);

    await app.page.getByTestId('new-game').click();
    await app.page.getByTestId('source-warbands').click();
    await app.page.getByTestId('red-warband').selectOption('mercenaries');
    await expect.poll(() => app.page.getByTestId('preset-line').innerText()).toMatch(/^Skirmish rules/);
    expect(
      await app.page.locator('[data-testid="blue-warband"] option[value="gorefang-mob"]').isDisabled(),
    ).toBe(true);
    expect(app.errors).toEqual([]);
  });

  it('plays an AI-vs-AI squad game for a few turns', async () => {
    await startGame(app.page, 'squad-assault', ['easy', 'easy'], 'e2e-squads');
    await app.page.getByTestId('watch-speed').fill('3');
    const turn = async () => Number((await app.page.getByTestId('turn-label').innerText()).match(/\d+/)?.[0]);
    await expect
      .poll(async () => (await app.page.getByTestId('game-over').count()) > 0 || (await turn()) >= 3, {
        timeout: 200_000,
        interval: 500,
      })
      .toBe(true);
    expect(await ply(app.page)).toBeGreaterThan(10);
    const log = await app.page.getByTestId('dice-log').innerText();
    expect(log).toMatch(/(Wardens|Marksmen|Mob west|Mob east) (moved|ran) \d/);
    expect(await app.page.locator('[data-testid^="unit-row-"]').count()).toBe(4);
    expect(await phaseLabel(app.page)).toMatch(/\w/);
    expect(app.errors).toEqual([]);
  });
});
