// Cover in a player's words (the tryout: the shot popup read "hard cover (−2) from wall-1", the terrain's
// internal id): by the terrain's kind and where the target stands, e.g. "behind the low wall", "in the wood".
import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine';
import type { GameState } from '../../engine/types';
import { builtinScenarios } from '../../session/builtins';
import { coverPlace, pieceNoun, terrainNoun } from '../../session/cover-words';
import { toHitModifierText } from '../../session/format';

/** The duel's start with the Raider Chief (b1) at `at`, inches. */
function duelWithChiefAt(at: [number, number]): GameState {
  const doc = builtinScenarios().find((b) => b.id === 'duel')!.doc;
  const moved = JSON.parse(JSON.stringify(doc)) as typeof doc;
  for (const side of moved.sides) for (const m of side.models) if (m.id === 'b1') m.at = at;
  const r = createGame(moved);
  if (!r.ok) throw new Error(String(r.error));
  return r.value.state;
}

describe('cover in words', () => {
  it('names a piece by its kind, a wall 2″ high or less as a low wall', () => {
    expect(terrainNoun({ kind: 'wall', height: 1 })).toBe('low wall');
    expect(terrainNoun({ kind: 'wall', height: 3 })).toBe('wall');
    expect(terrainNoun({ kind: 'wood', height: 4 })).toBe('wood');
    expect(terrainNoun({ kind: 'impassable', height: 3 })).toBe('obstacle');
  });

  it('says behind a piece, or in it when the target stands in its footprint', () => {
    const behind = duelWithChiefAt([12, 14]);
    expect(coverPlace(behind, 'wall-1', 'b1')).toBe('behind the low wall');
    const inWood = duelWithChiefAt([19, 16]);
    expect(coverPlace(inWood, 'wood-1', 'b1')).toBe('in the wood');
    expect(coverPlace(inWood, 'nothing', 'b1')).toBe('');
    expect(pieceNoun(inWood, 'wood-1')).toBe('wood');
    expect(pieceNoun(inWood, null)).toBe('');
  });

  it('never puts an id in a modifier’s text', () => {
    const m = { cause: 'cover' as const, label: 'hard', value: -2, piece: 'wall-1' };
    expect(toHitModifierText(m, 'behind the low wall')).toBe('hard cover (−2) behind the low wall');
    expect(toHitModifierText(m)).toBe('hard cover (−2)');
  });
});
