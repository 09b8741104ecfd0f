// What the board offers for the selected model, as the engine lists it: climbs, jumps down and across gaps,
// diving charges and spells (RULES.md §4.4, §12), previewed or sent as they are; and the New game dialog's
// ruleset options (RULES.md §1).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRESET_OPTIONS } from '../../engine';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { GameService } from '../../session/game-service';
import { changedOptions, OPTION_GROUPS } from '../../renderer/src/ruleset-options';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';

const HEIGHTS = readFileSync(resolve(import.meta.dirname, 'fixtures/heights.scenario.json'), 'utf8');

beforeEach(() => {
  setActivePinia(createPinia());
  setGameClient(createLocalClient(new GameService()));
});

afterEach(() => setGameClient(null));

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function heights() {
  const game = useGameStore();
  expect(await usePlayStore().loadGame(HEIGHTS)).toBe(true);
  expect(game.state?.phase).toBe('movement');
  return game;
}

describe('climbs, jumps, diving charges and spells on the board', () => {
  it('offers the climbs and jumps the engine lists for the selected model', async () => {
    const game = await heights();
    useInputStore().select('r1');
    expect(
      useInputStore()
        .verticalMoves.map((a) => a.type)
        .sort(),
    ).toEqual(['climb', 'jumpDown']);
    expect(useInputStore().verticalMoves.every((a) => a.to[2] === 0)).toBe(true);
    useInputStore().select('r2');
    expect(useInputStore().verticalMoves.map((a) => a.type)).toEqual(['jumpGap', 'jumpGap', 'jumpGap']);
    useInputStore().select('r3');
    expect(useInputStore().verticalMoves).toEqual([{ type: 'climb', model: 'r3', to: [10.6, 8.5, 3] }]);
    expect(await usePlayStore().act(useInputStore().verticalMoves[0]!)).toBe(true);
    expect(game.log.some((e) => e.event.kind === 'climbed' || e.event.kind === 'roll')).toBe(true);
  });

  it('previews a diving charge when a diver clicks the enemy below it', async () => {
    const game = await heights();
    useInputStore().select('r1');
    expect([...useInputStore().diveTargets]).toEqual(['b1']);
    expect(useInputStore().chargeTargets.has('b1')).toBe(false);
    await useInputStore().clickModel('b1');
    expect(useInputStore().preview).toMatchObject({
      kind: 'action',
      action: { type: 'divingCharge', model: 'r1', target: 'b1' },
    });
    await flush();
    expect(useInputStore().odds?.combat?.samples).toBeGreaterThan(0);
    expect(await useInputStore().confirmPreview()).toBe(true);
    expect(game.models.find((m) => m.id === 'r1')!.state.z).toBe(0);
  });

  it('previews a spell when a wizard clicks a target in the Magic phase, then casts it', async () => {
    const game = await heights();
    await usePlayStore().endPhase();
    expect(game.state?.phase).toBe('magic');
    useInputStore().select('r4');
    expect([...useInputStore().castTargets.keys()].sort()).toEqual(['b1', 'b2']);
    await useInputStore().clickModel('b2');
    expect(useInputStore().preview).toMatchObject({
      kind: 'action',
      action: { type: 'cast', model: 'r4', spell: 'fireball', target: 'b2' },
    });
    expect(await useInputStore().confirmPreview()).toBe(true);
    expect(game.log.some((e) => e.event.kind === 'roll' && e.event.test === 'casting')).toBe(true);
  });
});

describe('ruleset options in the New game dialog', () => {
  it('offer every option of RULES.md §1 once, with choices covering both presets', () => {
    const keys = OPTION_GROUPS.flatMap((g) => g.options.map((o) => o.key));
    expect([...keys].sort()).toEqual(Object.keys(PRESET_OPTIONS['warhammer-skirmish']).sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of OPTION_GROUPS)
      for (const o of g.options) {
        expect(o.rule).toMatch(/^§\d+(\.\d+)?$/);
        for (const preset of Object.values(PRESET_OPTIONS)) {
          const value = preset[o.key];
          if (o.kind === 'toggle') expect(typeof value).toBe('boolean');
          else expect(o.choices.map((c) => c.value)).toContain(value);
        }
      }
  });

  it('tell which options differ from the scenario’s', () => {
    const base = PRESET_OPTIONS['warhammer-skirmish'];
    expect(changedOptions({ ...base, criticals: false, casualties: 'removal' }, base)).toEqual({
      criticals: false,
      casualties: 'removal',
    });
    expect(changedOptions(base, base)).toEqual({});
  });
});
