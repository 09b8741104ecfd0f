// Keyboard focus in the dialogs (session 12's tryout): Tab is the board's next-model shortcut, so it never
// moved the focus inside the roster, the rules reference, Settings or New game. While a dialog is open, Tab and
// Shift+Tab go round its own controls, the board's shortcut does nothing, and closing the dialog gives the
// focus back to the button that opened it; with no dialog open, Tab selects the next model again.
import { beforeAll, describe, expect, it } from 'vitest';
import { endPhasesUntil, startGame } from './browser';
import { useAppPage } from './app';

const app = useAppPage({ scope: 'file', viewport: { width: 1280, height: 800 } });

beforeAll(async () => {
  await startGame(app.page, 'duel', ['human', 'human'], 'e2e-dialog-focus');
});

/** Whether the focused element is inside the element with `testid` (browser-side code as a string). */
function focusInside(testid: string): Promise<boolean> {
  return app.page.evaluate(
    `!!document.querySelector('[data-testid="${testid}"]')?.contains(document.activeElement)`,
  ) as Promise<boolean>;
}

/** The `data-testid` of the focused element, or its tag name. */
function focused(): Promise<string> {
  return app.page.evaluate(
    `document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''`,
  ) as Promise<string>;
}

/** The id of the selected model on the board, or null. */
function selectedModel(): Promise<string | null> {
  return app.page.evaluate(
    `document.querySelector('[data-testid="board"] g.model.selected')?.getAttribute('data-testid') ?? null`,
  ) as Promise<string | null>;
}

/**
 * Presses Tab `n` times (Shift+Tab when `back`) and answers the elements focused after each press, checking the
 * focus stayed inside `testid` and no model got selected.
 */
async function tabRound(testid: string, n: number, back = false): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    await app.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(testid), `${back ? 'Shift+Tab' : 'Tab'} ${i + 1} in ${testid}`).toBe(true);
    seen.push(
      (await app.page.evaluate(
        `(() => { const e = document.activeElement; return e.getAttribute('data-testid') || e.tagName + ':' + (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 20); })()`,
      )) as string,
    );
  }
  expect(await selectedModel()).toBeNull();
  return seen;
}

describe('keyboard focus in dialogs', () => {
  it('keeps Tab and Shift+Tab in the roster, and gives the focus back to the Roster button on Esc', async () => {
    await app.page.getByTestId('roster-open').focus();
    await app.page.keyboard.press('Enter');
    await app.page.getByTestId('roster').waitFor();
    await expect.poll(() => focusInside('roster')).toBe(true);
    // The roster has two buttons (Print, Close): Tab goes round them.
    const forth = await tabRound('roster', 4);
    expect(forth[0]).toBe(forth[2]);
    expect(forth[0]).not.toBe(forth[1]);
    const back = await tabRound('roster', 3, true);
    expect(back[0]).toBe(back[2]);
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('roster').waitFor({ state: 'detached' });
    expect(await focused()).toBe('roster-open');
  });

  it('keeps the focus in Settings, with its many controls, round and round', async () => {
    await app.page.getByTestId('settings-open').click();
    await app.page.getByTestId('settings-dialog').waitFor();
    await expect.poll(() => focusInside('settings-dialog')).toBe(true);
    const count = (await app.page.evaluate(
      `[...document.querySelector('[data-testid="settings-dialog"]').querySelectorAll('button:not([disabled]), input:not([disabled]), select:not([disabled]), a[href], summary')].filter((e) => e.getClientRects().length > 0).length`,
    )) as number;
    expect(count).toBeGreaterThan(2);
    // Once round and on: the (count + 1)th Tab is where the first one went.
    const seen = await tabRound('settings-dialog', count + 1);
    expect(seen[count]).toBe(seen[0]);
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    expect(await focused()).toBe('settings-open');
  });

  it('keeps the focus in the rules reference and in New game', async () => {
    await app.page.getByTestId('rules-open').click();
    await app.page.getByTestId('rules-reference').waitFor();
    await tabRound('rules-reference', 5);
    await tabRound('rules-reference', 5, true);
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('rules-reference').waitFor({ state: 'detached' });
    expect(await focused()).toBe('rules-open');

    await app.page.getByTestId('new-game').click();
    await app.page.getByTestId('new-game-dialog').waitFor();
    await tabRound('new-game-dialog', 8);
    await tabRound('new-game-dialog', 3, true);
    await app.page.getByTestId('new-game-dialog').getByRole('button', { name: '✕' }).click();
    await app.page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
  });

  it('selects the next model with Tab when no dialog is open', async () => {
    await endPhasesUntil(app.page, 'Movement');
    await app.page.keyboard.press('Tab');
    await expect.poll(selectedModel).not.toBeNull();
    expect(app.errors).toEqual([]);
  });
});
