/**
 * A saved game's app metadata is read field by field (session/save-format.ts): a damaged field (an AI decision's
 * iteration budget, the mode, the cursor) is left out with a warning naming it, and the forced dice the line was
 * played with are kept, so the game replays as it was played (FORMATS.md §4).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { GameService } from '../../session/game-service';
import { readGameText } from '../../session/save-format';
import type { PlayerSpec } from '../../session/service-types';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/** The Nob's wounds after the line of a game loaded from `text`. */
function nobWounds(text: string): number {
  const svc = new GameService();
  const r = svc.loadGame(text, HUMANS);
  if (!r.ok) throw new Error(r.error.message);
  const s = svc.current()!.state;
  return s.models[s.static.models.findIndex((m) => m.id === 'b1')]!.wounds;
}

describe('saved games: damaged metadata', () => {
  it('keeps the forced dice when another metadata field is damaged, and names the damaged field', () => {
    const svc = new GameService();
    expect(svc.loadGame(JSON.stringify(unitFireScenario()), HUMANS).ok).toBe(true);
    expect(svc.setDice([1]).ok).toBe(true);
    expect(svc.act({ type: 'shoot', model: 'r1', target: 'b1' } as Action).ok).toBe(true);
    const exported = svc.exportGame();
    if (!exported.ok) throw new Error(exported.error.message);
    const played = nobWounds(exported.value);
    const doc = JSON.parse(exported.value) as Record<string, unknown>;
    expect(doc['forcedDice']).toBeDefined();
    for (const damage of [
      (d: Record<string, unknown>) => (d['mode'] = 'Tabletop'),
      (d: Record<string, unknown>) => (d['cursor'] = 1.5),
      (d: Record<string, unknown>) =>
        (d['decisions'] = { '0': { side: 0, by: 'AI (normal)', iterationBudget: 'x' } }),
    ]) {
      const d = structuredClone(doc);
      damage(d);
      const text = JSON.stringify(d);
      const read = readGameText(text);
      expect(read.ok).toBe(true);
      if (read.ok) expect(read.value.warnings.join(' ')).toMatch(/metadata (mode|cursor|decisions)/);
      expect(nobWounds(text)).toBe(played);
    }
  });
});
