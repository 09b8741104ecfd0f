/**
 * Guards of every web contents the app creates (Electron security checklist §13–§15): no new windows, no
 * navigation away from the page, no redirects, no `<webview>`. The main process applies them on
 * `app.on('web-contents-created')`, so they hold for the window and anything it might create.
 */
import type { WebContents } from 'electron';

/**
 * Makes `contents` deny every `window.open` / `target="_blank"` (the window-open handler answers
 * `{ action: 'deny' }`; nothing is handed to the system browser either) and prevent every `will-navigate`,
 * `will-redirect` and `will-attach-webview`. Loading the app's own page with `loadURL` is not a navigation
 * these events see, so it still works.
 */
export function guardWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
