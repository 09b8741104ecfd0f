/**
 * Re-records the golden corpus (test/golden/*.json): plays each game of `GOLDEN_GAMES` with its bots and
 * writes its start, actions and fingerprints. Run it only when a change to the rules is meant to change games,
 * and say so in the commit: `npx tsx test/golden/record.ts [name…]` (no names: every game).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { makeBot } from '../../ai';
import { findScenario } from '../../content';
import { applyAction, createGame, type Action } from '../../engine';
import { fingerprint, GOLDEN_FORMAT, GOLDEN_GAMES, type GoldenGame } from './golden';

const dir = import.meta.dirname;
const only = process.argv.slice(2);

for (const spec of GOLDEN_GAMES) {
  if (only.length > 0 && !only.includes(spec.name)) continue;
  const doc = findScenario(spec.scenario);
  if (doc === undefined) throw new Error(`no built-in scenario ${spec.scenario}`);
  const start = { ...doc, seed: spec.seed };
  const g = createGame(start);
  if (!g.ok) throw new Error(g.error.message);
  const bots = [makeBot(spec.bots[0], `${spec.seed}:0`), makeBot(spec.bots[1], `${spec.seed}:1`)];
  let s = g.value.state;
  const actions: Action[] = [];
  while (s.result === null) {
    if (actions.length > 20_000) throw new Error(`${spec.name} did not end`);
    const a = bots[s.activeSide]!.decide(s);
    const r = applyAction(s, a);
    if (!r.ok)
      throw new Error(`${spec.name}: ${spec.bots[s.activeSide]} chose an illegal action: ${r.error.message}`);
    actions.push(a);
    s = r.value.state;
  }
  const golden: GoldenGame = {
    format: GOLDEN_FORMAT,
    ...spec,
    start,
    actions,
    expect: fingerprint(start, actions),
  };
  // Formatted as `npm run lint` wants it (Prettier, .prettierrc.json): short objects, such as each action, on one line.
  const options = (await resolveConfig(resolve(dir, `${spec.name}.json`))) ?? {};
  const text = await format(JSON.stringify(golden), { ...options, parser: 'json' });
  writeFileSync(resolve(dir, `${spec.name}.json`), text);
  console.log(
    `${spec.name}: ${actions.length} actions, ${golden.expect.events} events, ${JSON.stringify(s.result)}`,
  );
}
