/**
 * Hardening of the renderer's session (Electron security checklist §4, §7): the network filter, the
 * Content Security Policy header and the permission handlers. Takes the session as an argument, so tests
 * pass a stand-in and call the handlers it registers.
 */
import type { Session } from 'electron';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from './content-security-policy';
import { isAllowedRequest } from './network-policy';

/**
 * Hardens `session` (the app's `session.defaultSession`):
 * - cancels every request `isAllowedRequest` refuses (no network: only `app://skirmisher/…`, local schemes
 *   and, with `devServerUrl`, the dev server);
 * - adds the CSP header to every HTTP response (those of the dev server: `DEV_CONTENT_SECURITY_POLICY` then,
 *   else `CONTENT_SECURITY_POLICY`; the `app://` protocol sets its own header);
 * - denies every permission request and check (camera, microphone, notifications, geolocation, …) and
 *   every device (HID, serial, USB).
 * `devServerUrl` is the dev server's URL in `electron-vite dev`, e.g. `'http://localhost:5173'`, else undefined.
 */
export function hardenSession(session: Session, devServerUrl?: string): void {
  const policy = devServerUrl === undefined ? CONTENT_SECURITY_POLICY : DEV_CONTENT_SECURITY_POLICY;
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !isAllowedRequest(details.url, devServerUrl) });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
