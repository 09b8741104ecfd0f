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

/** Drags model `id` to the table point (x, y) in inches, in small steps as a person would. */
export async function dragModel(p: Page, id: string, x: number, y: number): Promise<void> {
  const from = await modelPosition(p, id);
  const a = await screenPoint(p, from.x, from.y);
  const b = await screenPoint(p, x, y);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await p.mouse.move(b.x, b.y, { steps: 4 });
  await p.mouse.up();
}
