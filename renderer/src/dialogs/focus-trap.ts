/**
 * Keyboard focus in the app's modal dialogs (New game, Settings, the roster, the rules reference, the game
 * summary…): while one is open, Tab and Shift+Tab go round its own controls (they never reach the board, whose
 * Tab shortcut selects the next model), and closing it gives the focus back to what opened it. A dialog is
 * any element with `aria-modal="true"`; the last one in the page is the one on top.
 */

import { nextFocusIndex } from './focus-order';

/** What Tab can reach: links, enabled form controls, `<summary>` and elements with a tabindex of 0 or more. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The open dialog on top: the last `[aria-modal="true"]` element of `doc` that is shown, or null. */
export function openModal(doc: Document): HTMLElement | null {
  const all = [...doc.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(shown);
  return all[all.length - 1] ?? null;
}

/** The controls of `root` that Tab stops at, in page order (hidden ones, e.g. in a closed `<details>`, left out). */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
}

/** Moves the focus for a Tab key pressed while `modal` is open: round its controls, never out of it. */
export function trapTab(modal: HTMLElement, event: KeyboardEvent): void {
  event.preventDefault();
  const items = focusables(modal);
  const active = modal.ownerDocument.activeElement;
  const next = items[nextFocusIndex(items.length, items.indexOf(active as HTMLElement), event.shiftKey)];
  (next ?? modal).focus();
}

/** Whether an element takes space on the page (not `display: none`, nor inside a closed `<details>`). */
function shown(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}
