/**
 * Security settings of the main window (Electron security checklist), kept free of Electron imports so a
 * unit test can check them without starting Electron.
 */
import type { WebPreferences } from 'electron';

/** Custom scheme the packaged renderer is served from (a standard, secure origin instead of `file://`). */
export const APP_SCHEME = 'app';
/** Host of the packaged renderer: pages load from `app://skirmisher/index.html`. */
export const APP_HOST = 'skirmisher';
/** Origin of the packaged renderer, e.g. `'app://skirmisher'`. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** `webPreferences` of every window, without the preload path: isolated, sandboxed, no Node, web security on. */
export const SECURE_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
});

/** The window's `webPreferences`: `SECURE_WEB_PREFERENCES` plus the preload script, e.g. `out/preload/index.cjs`. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return { ...SECURE_WEB_PREFERENCES, preload: preloadPath };
}

/** Window geometry and look of the main window (a dark game tool). */
export const MAIN_WINDOW_OPTIONS = {
  width: 1440,
  height: 900,
  minWidth: 1024,
  minHeight: 680,
  backgroundColor: '#14171c',
  title: 'Skirmisher',
  show: false,
} as const;

/**
 * Whether a frame URL belongs to the app's own renderer: the packaged `app://skirmisher/` origin, or in
 * development the dev server origin (e.g. `'http://localhost:5173'`). Used to validate IPC senders.
 */
export function isTrustedRendererUrl(url: string, devServerUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  if (devServerUrl) {
    try {
      return parsed.origin === new URL(devServerUrl).origin;
    } catch {
      return false;
    }
  }
  return false;
}
