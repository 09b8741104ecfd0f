// The key of a position (engine/position-key.ts): every field of the state the next decisions can depend on,
// and none of the dice stream's.
import { describe, expect, it } from 'vitest';
import { cloneState, newPositionKey, positionKey, type GameState } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

const start = startGame(loadScenario('ruined-street')).state;
const key = newPositionKey();

function keyOf(s: GameState): number[] {
  const k = positionKey(s, key);
  return Array.from(k.data.subarray(0, k.length));
}

/** The value changed: a number +1, a boolean flipped, a string other, null a value. */
function changed(v: unknown): unknown {
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'string') return `${v}-other`;
  return 0;
}

describe('positionKey', () => {
  const base = keyOf(start);

  it('is the same for a copy of the state', () => {
    expect(keyOf(cloneState(start))).toEqual(base);
  });

  it('changes with any field of any model', () => {
    const fields = Object.keys(start.models[0]!);
    expect(fields.length).toBeGreaterThan(20);
    for (const field of fields) {
      const s = cloneState(start);
      const m = s.models[2] as unknown as Record<string, unknown>;
      m[field] = changed(m[field]);
      expect(keyOf(s), field).not.toEqual(base);
    }
  });

  it('changes with the turn, side, phase, its step, unit counts, assaults, fights and the result', () => {
    const edits: [string, (s: GameState) => void][] = [
      ['turn', (s) => (s.turn += 1)],
      ['activeSide', (s) => (s.activeSide = 1 - s.activeSide)],
      ['phase', (s) => (s.phase = 'shooting')],
      ['phaseStarted', (s) => (s.phaseStarted = !s.phaseStarted)],
      ['movementStep', (s) => (s.movementStep = s.movementStep === 'charges' ? 'remaining' : 'charges')],
      ['unitStart', (s) => s.unitStart.push(3)],
      ['assaults', (s) => s.assaults.push(1)],
      ['fights', (s) => (s.fights = { r1: { b1: 2 } })],
      ['result', (s) => (s.result = { winner: null, reason: 'turns' })],
    ];
    for (const [name, edit] of edits) {
      const s = cloneState(start);
      edit(s);
      expect(keyOf(s), name).not.toEqual(base);
    }
    const split = cloneState(start);
    split.fights = { r1: { b1: 1 } };
    const other = cloneState(start);
    other.fights = { r1: { b2: 1 } };
    expect(keyOf(split)).not.toEqual(keyOf(other));
  });

  it('leaves out the dice stream', () => {
    const s = cloneState(start);
    s.seed = 'another seed';
    s.dice = [6, 6, 6];
    s.rng = { ...s.rng, s0: s.rng.s0 + 0.5 };
    expect(keyOf(s)).toEqual(base);
  });
});
