/**
 * Content Security Policies of the renderer (Electron security checklist §7). No Electron import, so tests
 * read them without starting Electron.
 *
 * Two policies, both enforced wherever they apply (a page must satisfy every policy it is given):
 * - `CONTENT_SECURITY_POLICY`: the packaged app. The main process sends it as a response header with every
 *   `app://skirmisher/…` file. Styles only from the app's own CSS files: the built renderer inserts no
 *   `<style>` element and no `style="…"` markup, and Vue's `:style` bindings write through the CSSOM
 *   (`element.style`), which CSP does not govern (docs/reliability.md, "Electron security").
 * - `DEV_CONTENT_SECURITY_POLICY`: the Vite dev server (`electron-vite dev`, `npm run web`), whose client
 *   inserts each CSS module as a `<style>` element, so styles need `'unsafe-inline'` there. It is also the
 *   policy of the meta tag of `renderer/index.html`, which the packaged app carries as well: there the
 *   stricter header policy applies on top of it.
 */

/**
 * Directives of the dev policy, in the order of the meta tag: nothing remote, no eval, no plugins, no form
 * posts; inline styles for the dev server's `<style>` elements.
 */
const DEV_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  'worker-src': "'self' blob:",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'none'",
} as const;

/** Joins directives into a policy string, e.g. `"default-src 'self'; script-src 'self'"`. */
function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`)
    .join('; ');
}

/**
 * Policy under the Vite dev server (sent as a header by the main process in `electron-vite dev`) and of the
 * meta tag of `renderer/index.html`, e.g. `"default-src 'self'; script-src 'self'; worker-src 'self' blob:;
 * style-src 'self' 'unsafe-inline'; …"`.
 */
export const DEV_CONTENT_SECURITY_POLICY = policy(DEV_DIRECTIVES);

/**
 * Policy of the packaged renderer, sent as the `Content-Security-Policy` header of every file the `app://`
 * protocol serves: the dev policy with `style-src 'self'` and no frames, e.g. `"default-src 'self'; …
 * style-src 'self'; … frame-src 'none'; frame-ancestors 'none'"`. `frame-ancestors` works only in a header.
 */
export const CONTENT_SECURITY_POLICY = policy({
  ...DEV_DIRECTIVES,
  'style-src': "'self'",
  'frame-src': "'none'",
  'frame-ancestors': "'none'",
});
