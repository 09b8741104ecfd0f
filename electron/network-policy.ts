/**
 * The app opens no network connections (issue 8). Every request of the window, its workers and any frame
 * passes `isAllowedRequest`, installed as the session's `webRequest.onBeforeRequest` filter
 * (session-hardening.ts): only the app's own files and, in development, the dev server get through.
 * No Electron import, so tests call it directly.
 */
import { APP_HOST, APP_SCHEME } from './window-options';

/** Schemes that never leave the machine: inline data, object URLs, Chromium's developer tools. */
const LOCAL_SCHEMES: ReadonlySet<string> = new Set(['data:', 'blob:', 'devtools:']);

/** The WebSocket scheme that goes with a dev server's scheme (Vite's hot reload), e.g. `'ws:'` for `'http:'`. */
const WEBSOCKET_OF: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:' };

/**
 * Whether the renderer may request `url`. Allowed: the packaged renderer (`app://skirmisher/…`), `data:`,
 * `blob:` and `devtools:` URLs, and when `devServerUrl` is given (e.g. `'http://localhost:5173'`, only in
 * `electron-vite dev`) that server's origin and its hot-reload WebSocket on the same host and port.
 * Refused: everything else — any other http(s), ws(s), ftp or file URL, other `app://` hosts, text that is
 * not a URL. E.g. `isAllowedRequest('app://skirmisher/index.html')` → true,
 * `isAllowedRequest('https://example.com/')` → false.
 */
export function isAllowedRequest(url: string, devServerUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === APP_HOST;
  if (devServerUrl === undefined) return false;
  let dev: URL;
  try {
    dev = new URL(devServerUrl);
  } catch {
    return false;
  }
  const sameServer = parsed.host === dev.host && parsed.username === '' && parsed.password === '';
  return sameServer && (parsed.protocol === dev.protocol || parsed.protocol === WEBSOCKET_OF[dev.protocol]);
}
