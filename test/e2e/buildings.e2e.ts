// Buildings in the browser (RULES.md §11): the farmhouse garrison on the board, an assault previewed as one and
// fought by assault parties, and a unit entering a building and stepping out of it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assaultScenario, enterScenario } from '../renderer/fixtures/squad-scenarios';
import { endPhasesUntil, phaseLabel, ply, screenPoint, startGame } from './browser';
import { useAppPage } from './app';
import { openFile } from './files';

const app = useAppPage();
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-buildings-'));

async function openScenario(doc: object, name: string): Promise<void> {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  await app.page.getByTestId('new-game-dialog').waitFor();
  await openFile(app.page, path);
  await app.page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

/** The farmhouse's garrison unit id on the board ('' when empty). */
function garrison(): Promise<string | null> {
  return app.page.getByTestId('building-farmhouse').getAttribute('data-garrison');
}

describe('buildings', () => {
  it('shows the farmhouse garrison and its objective', async () => {
    await startGame(app.page, 'storm-the-farmhouse', ['human', 'human']);
    expect(await garrison()).toBe('wardens');
    expect(await app.page.getByTestId('building-farmhouse').textContent()).toMatch(
      /Wardens \d+\/12\s*·\s*★\s*\d+ pts/,
    );
    expect(await app.page.locator('.model.garrison').count()).toBeGreaterThan(0);
    expect(await app.page.getByTestId('unit-row-wardens').getAttribute('data-building')).toBe('farmhouse');
    await app.page.getByTestId('objective-1').waitFor();
    expect(app.errors).toEqual([]);
  });

  it('assaults the farmhouse: an assault in the preview, parties marked after the fight', async () => {
    await openScenario(assaultScenario(), 'assault.scenario.json');
    await app.page.getByTestId('model-r3').click();
    await app.page.getByTestId('allowance').waitFor();
    await app.page.getByTestId('model-b1').click();
    await app.page.getByTestId('preview-popover').waitFor();
    expect(await app.page.getByTestId('action-preview-title').innerText()).toMatch(
      /^Assault the farmhouse with Mob west$/,
    );
    expect(await app.page.getByTestId('assault-note').innerText()).toMatch(
      /Assault on the farmhouse, held by Wardens, \d+ models? \(room for 12\)/,
    );
    await app.page.getByTestId('unit-odds-headline').waitFor({ timeout: 30_000 });
    expect(await app.page.getByTestId('unit-odds-reaches').innerText()).toMatch(/Assault reaches\s+100%/);
    expect(await app.page.getByTestId('unit-odds-chargerFallsBack').innerText()).toMatch(
      /Mob west fall back\s+\d+%/,
    );
    expect(await app.page.getByTestId('unit-odds-headline').innerText()).toMatch(
      / · Mob west fall back \d+%$/,
    );
    expect(await app.page.getByTestId('unit-odds-stand-and-shoot').innerText()).toMatch(/stand and shoot/);
    expect(await app.page.getByTestId('confirm-action').innerText()).toBe('Assault');
    // The popover, with the odds in, keeps its buttons on the board (a tall one sat under the timeline).
    const confirm = (await app.page.getByTestId('confirm-action').boundingBox())!;
    const board = (await app.page.getByTestId('board').boundingBox())!;
    expect(confirm.y + confirm.height).toBeLessThanOrEqual(board.y + board.height);
    await app.page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(app.page)).toBe(1);
    await expect
      .poll(() => app.page.getByTestId('building-farmhouse').getAttribute('class'))
      .toMatch(/assaulted/);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(
      /Mob west assaulted the farmhouse, held by Wardens/,
    );

    await endPhasesUntil(app.page, 'Close combat');
    await app.page.getByTestId('end-phase').click();
    await app.page.getByTestId('combat-result').waitFor();
    expect(await app.page.locator('.model.party').count()).toBeGreaterThan(0);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(
      /Assault party of Mob west at the farmhouse/,
    );
    expect(app.errors).toEqual([]);
  });

  it('enters a building and steps out of it the next turn', async () => {
    await openScenario(enterScenario(), 'enter.scenario.json');
    expect(await garrison()).toBe('');
    await app.page.getByTestId('model-b1').click();
    await app.page.getByTestId('enter-building').click();
    await expect.poll(garrison).toBe('wardens');
    expect(await app.page.getByTestId('unit-row-wardens').getAttribute('data-building')).toBe('farmhouse');
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/Wardens entered the farmhouse/);

    // Red's turn, then blue's Movement phase again.
    for (let i = 0; i < 12; i++) {
      const label = await app.page.getByTestId('active-side').innerText();
      if (
        (await phaseLabel(app.page)) === 'Movement' &&
        /Iron Wardens/.test(label) &&
        (await ply(app.page)) > 1
      )
        break;
      const before = await ply(app.page);
      await app.page.getByTestId('end-phase').click();
      await expect.poll(() => ply(app.page)).toBeGreaterThan(before);
    }
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('model-b1').click();
    await app.page.getByTestId('leave-building').click();
    await app.page.getByTestId('leave-help').waitFor();
    const out = await screenPoint(app.page, 24, 26);
    await app.page.mouse.click(out.x, out.y);
    await expect.poll(garrison).toBe('');
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/Wardens left the farmhouse/);
    expect(app.errors).toEqual([]);
  });
});
