/**
 * `assaultActions` (engine/legal.ts, RULES.md §11): the building assaults among `chargeActions`, found without
 * planning a charge at every enemy in the open (the AI asks for them in every playout of a squad game).
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../ai';
import { applyAction, assaultActions, chargeActions, modelIndex, type GameState } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

/** Every Movement-phase charges step of a few random games at the farmhouse. */
function chargeSteps(): GameState[] {
  const out: GameState[] = [];
  for (const seed of ['a1', 'a2']) {
    let s = startGame(loadScenario('storm-the-farmhouse'), { seed }).state;
    const bot = randomBot(seed);
    for (let n = 0; n < 250 && s.result === null; n++) {
      if (s.phase === 'movement' && s.movementStep === 'charges') out.push(s);
      const r = applyAction(s, bot.decide(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return out;
}

describe('assaultActions', () => {
  it('lists exactly the charges at garrisons that chargeActions lists, in its order', () => {
    const states = chargeSteps();
    expect(states.length).toBeGreaterThan(4);
    let assaults = 0;
    for (const s of states)
      for (const i of s.static.sides[s.activeSide]!.models) {
        const all = chargeActions(s, i).filter(
          (a) => a.type === 'charge' && s.models[modelIndex(s, a.target)]!.building >= 0,
        );
        expect(assaultActions(s, i)).toEqual(all);
        assaults += all.length;
      }
    expect(assaults).toBeGreaterThan(0);
  });

  it('lists nothing in skirmish play', () => {
    const s = startGame(loadScenario('ruined-street')).state;
    for (let i = 0; i < s.models.length; i++) expect(assaultActions(s, i)).toEqual([]);
  });
});
