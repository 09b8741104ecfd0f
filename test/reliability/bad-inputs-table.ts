/**
 * Prints the tables of docs/reliability.md: each file of the bad-input corpus with the problem it gets (the one
 * the tests require) and how long its diagnosis took, then each illegal action with its error.
 * `npx tsx test/reliability/bad-inputs-table.ts > tables.md`.
 */
import { applyAction, type Action } from '../../engine';
import { BAD_INPUTS, diagnose } from './bad-inputs';
import { ILLEGAL_ACTIONS } from './illegal-actions';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const shorten = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

const rows = ['| # | bad input | file | error (path: message) | ms |', '|---|---|---|---|---|'];
BAD_INPUTS.forEach((b, k) => {
  const bytes = b.bytes();
  const t0 = performance.now();
  const problems = diagnose(b.kind, bytes);
  const ms = performance.now() - t0;
  const hit = problems.find((p) => p.path === b.path && b.message.test(p.message));
  const shown = hit ?? problems[0];
  const error = shown === undefined ? 'NOT REFUSED' : `\`${shown.path}\`: ${shorten(shown.message)}`;
  const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : '';
  const cli = b.cli === undefined ? '' : ` — command line: ${b.cli.note}`;
  const size =
    bytes.length >= 1024 * 1024
      ? `${(bytes.length / 1024 / 1024).toFixed(0)} MB`
      : `${Math.ceil(bytes.length / 1024)} kB`;
  rows.push(
    `| ${k + 1} | ${cell(b.what)} (\`${b.id}\`) | ${b.kind}, ${size} | ${cell(error)}${more}${cell(cli)} | ${ms.toFixed(ms < 10 ? 1 : 0)} |`,
  );
});
const actions = ['| error code | illegal action | message |', '|---|---|---|'];
for (const [code, what, position, action] of ILLEGAL_ACTIONS) {
  const r = applyAction(position(), action as Action);
  const got = r.ok
    ? 'ACCEPTED'
    : r.error.code === code
      ? r.error.message
      : `${r.error.code}: ${r.error.message}`;
  actions.push(`| \`${code}\` | ${cell(what)}: \`${cell(JSON.stringify(action))}\` | ${cell(got)} |`);
}
console.log(`${rows.join('\n')}\n\n${actions.join('\n')}`);
