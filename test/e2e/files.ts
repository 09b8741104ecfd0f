/** Files in the e2e tests: saving through the Save button (a download), opening through the file picker. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { discardIfAsked } from './browser';

/** Saves the game through the Save button (a download in the browser) to `dir/name`; returns its path. */
export async function saveTo(page: Page, dir: string, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('save-game').click();
  const path = join(dir, name);
  await (await download).saveAs(path);
  return path;
}

/**
 * Opens a file through the browser's file picker: the New game dialog's button when it is open, else Open
 * (discarding the game's unsaved actions when asked).
 */
export async function openFile(page: Page, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  const inDialog = await page.getByTestId('new-game-dialog').isVisible();
  await page.getByTestId(inDialog ? 'dialog-open-file' : 'open-game').click();
  await discardIfAsked(page, chooser);
  await (await chooser).setFiles(path);
}

/** A fresh copy of a built-in scenario document, e.g. `builtinScenario('duel')`, to change and save. */
export function builtinScenario(id: string): Record<string, unknown> & {
  sides: { id: string; models: { id: string; at: number[] }[] }[];
} {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../content/scenarios/${id}.json`), 'utf8'));
}
