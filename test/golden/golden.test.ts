// The golden corpus (RULES.md §13): recorded games replay byte for byte. When a rules change is meant to change
// games, re-record with `npx tsx test/golden/record.ts` and say so in the commit (docs/reliability.md).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSavedGame, validateScenario } from '../../formats/validate';
import { fingerprint, GOLDEN_FORMAT, GOLDEN_GAMES, type GoldenGame } from './golden';

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const games = files.map((f) => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as GoldenGame);

describe('golden games', () => {
  it('cover every game of GOLDEN_GAMES, and only those', () => {
    expect(games.map((g) => g.name).sort()).toEqual(GOLDEN_GAMES.map((g) => g.name).sort());
    for (const g of games) expect(g.format).toBe(GOLDEN_FORMAT);
  });

  it.each(games.map((g) => [g.name, g] as const))('%s replays byte for byte', (_name, g) => {
    const got = fingerprint(g.start, g.actions);
    // The position first: on a mismatch it shows where the games part.
    expect(got.position).toEqual(g.expect.position);
    expect(got).toEqual(g.expect);
  });

  it.each(games.map((g) => [g.name, g] as const))('%s is a valid saved game', (_name, g) => {
    const saved = { format: 'skirmisher-game/1', scenario: g.start, actions: g.actions, seed: g.seed };
    expect(validateSavedGame(JSON.parse(JSON.stringify(saved)))).toMatchObject({ ok: true });
    expect(validateScenario(g.expect.position)).toMatchObject({ ok: true });
  });
});
