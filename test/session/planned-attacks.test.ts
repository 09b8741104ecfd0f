// What a model will do when its close combat resolves (RULES.md §7.1, FORMATS.md §2.1): a `fight` only declares
// a split; without one, all its Attacks go to its first enemy in base contact by id order.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';
import { builtin } from '../renderer/fixtures/squad-scenarios';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/** The duel in red's Close combat phase: the Captain (A 2) in contact with the Raider Chief and the Slinger. */
function engaged(status: Record<string, string> = {}): GameService {
  const doc = builtin('duel');
  const at: Record<string, number[]> = { r1: [5, 8], b1: [5, 9], b3: [6, 8] };
  for (const side of doc.sides)
    for (const m of side.models) {
      m.at = at[m.id] ?? m.at;
      if (status[m.id]) (m as { status?: string }).status = status[m.id];
    }
  doc.phase = 'closeCombat';
  const s = new GameService();
  const r = s.loadGame(JSON.stringify(doc), HUMANS);
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

describe('plannedAttacks (§7.1)', () => {
  it('all Attacks on the first enemy by id order, or the declared split; nothing out of contact', () => {
    const s = engaged();
    expect(s.plannedAttacks('r1')).toEqual([{ target: 'b1', attacks: 2 }]);
    expect(s.plannedAttacks('b3')).toEqual([{ target: 'r1', attacks: 1 }]);
    expect(s.plannedAttacks('r2')).toEqual([]);
    expect(s.plannedAttacks('nobody')).toEqual([]);
    const declared = s.act({ type: 'fight', model: 'r1', split: { b1: 1, b3: 1 } });
    if (!declared.ok) throw new Error(declared.error.message);
    // Declared, nothing rolled yet: the combat resolves when the phase ends.
    expect(declared.value.events.filter((e) => e.kind === 'roll')).toEqual([]);
    expect(s.plannedAttacks('r1')).toEqual([
      { target: 'b1', attacks: 1 },
      { target: 'b3', attacks: 1 },
    ]);
    const end = s.act({ type: 'endPhase' });
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.events.some((e) => e.kind === 'roll' && e.rule === '§7.3')).toBe(true);
  });

  it('a knocked-down or stunned model plans no attacks: it does not strike (§7.6)', () => {
    for (const status of ['knockedDown', 'stunned']) {
      const s = engaged({ r1: status });
      expect(s.plannedAttacks('r1')).toEqual([]);
      expect(s.plannedAttacks('b1')).toEqual([{ target: 'r1', attacks: 2 }]);
    }
  });
});
