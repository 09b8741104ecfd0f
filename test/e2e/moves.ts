/** Board moves shared by the e2e tests (vitest only: it waits with `expect.poll`). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { modelPosition, ply, screenPoint } from './browser';

/** Moves a model `dy` inches north by clicking the board, and waits for the move. */
export async function moveNorth(page: Page, id: string, dy: number): Promise<void> {
  const before = await ply(page);
  await page.getByTestId(`model-${id}`).click();
  await page.getByTestId('allowance').waitFor();
  const at = await modelPosition(page, id);
  const p = await screenPoint(page, at.x, at.y + dy);
  await page.mouse.click(p.x, p.y);
  await expect.poll(() => ply(page)).toBe(before + 1);
  await page.keyboard.press('Escape');
}
