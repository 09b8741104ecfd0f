// Issue 21 on the page: a refused charge says why and keeps the selection; a shot preview lists each To Hit
// modifier with its cause; a click on the selected model keeps it selected; a model with no target in the
// Shooting phase says so instead of showing "shoot" as allowed.
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, startGame } from './browser';
import { useAppPage } from './app';
import { moveNorth } from './moves';

const app = useAppPage();

describe('refusals in words', () => {
  it('a refused charge shows its reason, the selection stays, and the shot preview breaks To Hit down', async () => {
    await startGame(app.page, 'duel', ['human', 'human'], 'duel-1');
    await endPhasesUntil(app.page, 'Movement');
    await moveNorth(app.page, 'r1', 4);
    await app.page.getByTestId('model-r1').click();
    await app.page.getByTestId('model-r1').click();
    await expect.poll(() => app.page.getByTestId('model-r1').getAttribute('class')).toContain('selected');
    await app.page.getByTestId('model-b1').click();
    await expect
      .poll(() => app.page.getByTestId('toast').last().innerText())
      .toContain('Charges must be declared before any other move this phase');
    expect(await app.page.getByTestId('model-r1').getAttribute('class')).toContain('selected');
    // The refusal's § opens its rule, though the toast on the board lets other clicks through to the models.
    await app.page.getByTestId('toast').last().locator('a.rule-link[data-rule="3.2"]').click();
    await app.page.getByTestId('rules-reference').waitFor();
    expect(await app.page.getByTestId('rule-body').getAttribute('data-rule')).toBe('3.2');
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('rules-reference').waitFor({ state: 'hidden' });
    await app.page.keyboard.press('Escape');

    await endPhasesUntil(app.page, 'Shooting');
    await app.page.getByTestId('model-r1').click();
    await expect.poll(() => app.page.getByTestId('allowance-shoot').getAttribute('class')).toBe('yes');
    expect(await app.page.getByTestId('no-target').count()).toBe(0);
    await app.page.getByTestId('model-b1').click();
    await expect
      .poll(() => app.page.getByTestId('to-hit-breakdown').innerText())
      .toBe('To Hit BS 4 → 3+ · hard cover (−2) behind the low wall · moved (−1)');
    expect(await app.page.getByTestId('cover').innerText()).toBe('hard (−2)');
    expect(await app.page.getByTestId('to-hit').innerText()).toBe('6+');
    // The dice log's To Hit row of the shot lists the same modifiers.
    await app.page.getByTestId('confirm-action').click();
    await expect
      .poll(() => app.page.getByTestId('roll-to-hit').last().innerText())
      .toBe('To Hit BS 4 → 3+ · hard cover (−2) behind the low wall · moved (−1)');
    expect(app.errors).toEqual([]);
  });

  it('a model that may shoot but has no enemy in sight within range says so (§6.1)', async () => {
    // Ruined street, turn 1: the raiders stand 33″ away, beyond the Captain's 30″ crossbow.
    await startGame(app.page, 'ruined-street', ['human', 'human'], 'e2e-no-target');
    await endPhasesUntil(app.page, 'Shooting');
    await app.page.getByTestId('model-r1').click();
    await expect
      .poll(() => app.page.getByTestId('no-target').innerText())
      .toBe('No target: no enemy it may shoot is in sight within 30″ (crossbow, §6.1).');
    expect(await app.page.getByTestId('allowance-shoot').getAttribute('class')).toBe('no');
    // A Swordsman has no missile weapon: the engine's refusal is shown, not the note.
    await app.page.getByTestId('model-r5').click();
    await app.page.getByTestId('shoot-refusal').waitFor();
    expect(await app.page.getByTestId('no-target').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
