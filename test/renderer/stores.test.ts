// Pinia stores with a fresh Pinia per test, talking to an in-process GameService (no worker).
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickSlack } from '../../renderer/src/board/click-reach';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { GameService } from '../../session/game-service';
import type { NewGameSetup, PlayerSpec } from '../../session/service-types';
import { useAiStore } from '../../renderer/src/stores/ai';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useTimelineStore } from '../../renderer/src/stores/timeline';
import { useSettingsStore, WATCH_DELAYS_MS } from '../../renderer/src/stores/settings';
import { useToastStore } from '../../renderer/src/stores/toasts';
import { useTabletopStore } from '../../renderer/src/stores/tabletop';
import { useSessionStore } from '../../renderer/src/stores/session';
import { memoryAutosave } from '../../renderer/src/platform/autosave';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/** A Map-backed stand-in for window.localStorage. */
class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

const g = globalThis as { localStorage?: MemoryStorage };

beforeEach(() => {
  setActivePinia(createPinia());
  setGameClient(createLocalClient(new GameService()));
  g.localStorage = new MemoryStorage();
});

afterEach(() => {
  setGameClient(null);
  delete g.localStorage;
});

async function humanGame() {
  const game = useGameStore();
  expect(await usePlayStore().newGame({ scenario: 'duel', players: HUMANS, seed: 'stores' })).toBe(true);
  return game;
}

/** Duel at the fastest watch speed, a person as red against `ai` as blue (`extra`: e.g. table-top mode). */
async function duelAgainst(ai: PlayerSpec, seed: string, extra: Partial<NewGameSetup> = {}) {
  useSettingsStore().setWatchSpeed(WATCH_DELAYS_MS.length - 1);
  const game = useGameStore();
  expect(
    await usePlayStore().newGame({ scenario: 'duel', players: [{ kind: 'human' }, ai], seed, ...extra }),
  ).toBe(true);
  return game;
}

async function untilPhase(game: ReturnType<typeof useGameStore>, phase: string) {
  for (let i = 0; i < 10 && game.state?.phase !== phase; i++) await usePlayStore().endPhase();
  expect(game.state?.phase).toBe(phase);
}

describe('useGameStore', () => {
  it('starts a game: raw snapshot, models, log', async () => {
    const game = await humanGame();
    expect(game.models).toHaveLength(6);
    expect(game.isHumanTurn).toBe(true);
    expect(usePlayStore().canEndPhase).toBe(true);
    expect(game.log.length).toBeGreaterThan(0);
    expect(game.names['r1']).toBe('Captain');
    expect(game.sideNames['blue']).toBe('Marsh Raiders');
  });

  it('ends phases and logs phase starts', async () => {
    const game = await humanGame();
    await untilPhase(game, 'movement');
    expect(game.log.some((e) => e.event.kind === 'phaseStarted' && e.event.phase === 'movement')).toBe(true);
  });

  it('selects a model, gets its allowance and charge options, moves it by clicking the ground', async () => {
    const game = await humanGame();
    await untilPhase(game, 'movement');
    useInputStore().select('r1');
    await flush();
    expect(useInputStore().allowance?.move).toBe(4);
    expect(useInputStore().moveOptions.walk?.maxDistance).toBe(4);
    expect(useInputStore().chargeTargets.has('b1')).toBe(true);
    expect(useInputStore().chargeInfo['b1']?.reachable).toBe(false);
    await useInputStore().clickGround(12, 6);
    const r1 = game.models.find((m) => m.id === 'r1')!;
    expect(r1.state.y).toBe(6);
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r1', run: false });
  });

  it('moves a model as far as it goes on a click a few pixels past its ring at the board zoom, as a unit', async () => {
    const game = await humanGame();
    await untilPhase(game, 'movement');
    const input = useInputStore();
    input.select('r1');
    await flush();
    const r1 = input.selected!.state;
    const at = game.ply;
    // 0.29″ past the 4″ ring: refused with the bare 0.25″, a move to the ring with the zoom's 10 px.
    await input.clickGround(r1.x, r1.y + 4.29);
    expect(game.ply).toBe(at);
    expect(game.models.find((m) => m.id === 'r1')!.state.y).toBe(r1.y);
    await input.clickGround(r1.x, r1.y + 4.29, { slack: clickSlack(48 / 460) });
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r1', to: [r1.x, r1.y + 3.99] });
  });

  it('shows the same refusal once however often it comes, newest last', async () => {
    const toasts = useToastStore();
    toasts.push('error', 'r1 may move 4" but 15" was asked', 'ERR_OUT_OF_RANGE');
    toasts.push('info', 'Saved');
    toasts.push('error', 'r1 may move 4" but 15" was asked', 'ERR_OUT_OF_RANGE');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['Saved', 'r1 may move 4" but 15" was asked']);
  });

  it('shows a refusal in words and keeps its code out of the text (issue 21, polish)', () => {
    const toasts = useToastStore();
    toasts.error({ code: 'ERR_OUT_OF_RANGE', message: 'Captain may move 4″ but 8.2″ was asked' });
    toasts.error({ code: 'ERR_CHARGES_OVER', message: 'charges must be declared first (§3.2)' });
    const [far, late] = toasts.toasts.slice(-2);
    expect(far).toMatchObject({
      code: 'ERR_OUT_OF_RANGE',
      message: 'Too far for this move or run (§3.2, §4.2)',
    });
    // A refusal reads as a sentence: a capital first letter.
    expect(late).toMatchObject({
      code: 'ERR_CHARGES_OVER',
      title: 'Charges must be declared first (§3.2)',
      message: '',
    });
    for (const t of [far!, late!]) expect(`${t.title} ${t.message}`).not.toMatch(/ERR_/);
  });

  it('runs with the next move only: Run (R) is off again after it', async () => {
    const game = await humanGame();
    await untilPhase(game, 'movement');
    useInputStore().select('r1');
    await flush();
    useInputStore().runMode = true;
    await useInputStore().clickGround(12, 9);
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r1', run: true });
    expect(useInputStore().runMode).toBe(false);
  });

  it('says why a model that ran may not shoot when the player clicks an enemy (§6.1)', async () => {
    const game = await humanGame();
    const toasts = useToastStore();
    await untilPhase(game, 'movement');
    useInputStore().select('r1');
    await flush();
    useInputStore().runMode = true;
    await useInputStore().clickGround(12, 9);
    await untilPhase(game, 'shooting');
    useInputStore().select('r1');
    await flush();
    expect(useInputStore().shootTargets.size).toBe(0);
    await useInputStore().clickModel('b1');
    await flush();
    expect(toasts.toasts.at(-1)).toMatchObject({ kind: 'error', title: 'Captain ran this turn' });
  });

  it('shows an illegal move as an error toast and keeps the position', async () => {
    const game = await humanGame();
    const toasts = useToastStore();
    await untilPhase(game, 'movement');
    useInputStore().select('r1');
    await useInputStore().clickGround(12, 20);
    expect(game.models.find((m) => m.id === 'r1')!.state.y).toBe(3);
    expect(toasts.toasts.at(-1)?.kind).toBe('error');
    expect(toasts.toasts.at(-1)?.code).toMatch(/^ERR_/);
    expect(toasts.toasts.at(-1)?.message).not.toMatch(/ERR_/);
    expect(game.lastError?.code).toMatch(/^ERR_/);
  });

  it('previews a charge on an enemy before committing it', async () => {
    const game = await humanGame();
    await untilPhase(game, 'movement');
    useInputStore().select('r1');
    await flush();
    await useInputStore().clickModel('b1');
    expect(useInputStore().preview?.kind).toBe('charge');
    expect(game.models.find((m) => m.id === 'r1')!.state.y).toBe(3);
    useInputStore().cancelPreview();
    expect(useInputStore().preview).toBeNull();
  });

  it('lets AI sides play a whole game to its end', async () => {
    const settings = useSettingsStore();
    settings.setWatchSpeed(WATCH_DELAYS_MS.length - 1);
    const game = useGameStore();
    await usePlayStore().newGame({
      scenario: 'duel',
      players: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'greedy' },
      ],
      seed: 'watch',
    });
    await usePlayStore().pumpAi();
    expect(game.result).not.toBeNull();
    expect(game.log.some((e) => e.event.kind === 'gameOver')).toBe(true);
  }, 60_000);

  it('plays one AI decision per step while paused', async () => {
    const game = useGameStore();
    const ai = useAiStore();
    await usePlayStore().newGame({
      scenario: 'duel',
      players: [{ kind: 'ai', level: 'easy' }, { kind: 'human' }],
      seed: 'step',
    });
    usePlayStore().setPaused(true);
    await flush(50);
    const before = game.snapshot!.ply;
    await usePlayStore().step();
    expect(game.snapshot!.ply).toBe(before + 1);
    expect(ai.thinking).toBe(false);
  });

  it('undoes the last action', async () => {
    const game = await humanGame();
    await usePlayStore().endPhase();
    const phase = game.state!.phase;
    const logLength = game.log.length;
    await usePlayStore().endPhase();
    expect(await useTimelineStore().undo()).toBe(true);
    expect(game.state!.phase).toBe(phase);
    expect(game.log.length).toBe(logLength);
  });

  it("against the AI, Ctrl+Z takes back the player's last action with the AI's replies; Ctrl+Shift+Z plays them again", async () => {
    const game = await duelAgainst({ kind: 'bot', bot: 'greedy' }, 'take-back');
    for (let i = 0; i < 10 && game.state!.activeSide === 0; i++) await usePlayStore().endPhase();
    await usePlayStore().pumpAi();
    expect(game.state!.activeSide).toBe(0);
    const end = game.ply;
    const mine = game.line.map((e) => e.side).lastIndexOf(0);
    expect(end - mine).toBeGreaterThan(2);
    expect(await useTimelineStore().takeBack()).toBe(true);
    expect(game.ply).toBe(mine);
    expect(game.isHumanTurn).toBe(true);
    expect(await useTimelineStore().playAgain()).toBe(true);
    expect(game.ply).toBe(end);
    expect(await useTimelineStore().undo()).toBe(true);
    expect(game.ply).toBe(end - 1);
    // The same action again follows the line: the AI's recorded replies are played again, to the player's turn.
    expect(await useTimelineStore().takeBack()).toBe(true);
    expect(await usePlayStore().endPhase()).toBe(true);
    await expect.poll(() => game.ply).toBe(end);
    expect(game.isHumanTurn).toBe(true);
    expect(game.reviewing).toBe(false);
  });

  it("against the AI, two quick Ctrl+Z while it thinks take back the player's last two actions", async () => {
    const game = await duelAgainst({ kind: 'ai', level: 'normal' }, 'quick-take-back');
    const ai = useAiStore();
    for (let i = 0; i < 10 && game.state!.activeSide === 0; i++) await usePlayStore().endPhase();
    await expect.poll(() => ai.thinking).toBe(true);
    const mine = game.line.map((e, k) => (e.side === 0 ? k : -1)).filter((k) => k >= 0);
    await Promise.all([useTimelineStore().takeBack(), useTimelineStore().takeBack()]);
    expect(game.ply).toBe(mine.at(-2));
    expect(ai.thinking).toBe(false);
    expect(usePlayStore().busy).toBe(false);
  });

  it('between two people Ctrl+Z takes back one action', async () => {
    const game = await humanGame();
    await usePlayStore().endPhase();
    await usePlayStore().endPhase();
    expect(await useTimelineStore().takeBack()).toBe(true);
    expect(game.ply).toBe(1);
    expect(await useTimelineStore().playAgain()).toBe(true);
    expect(game.ply).toBe(2);
  });

  it('goes to the position shown (End at the end) and still goes elsewhere afterwards', async () => {
    const game = await humanGame();
    await usePlayStore().endPhase();
    await usePlayStore().endPhase();
    expect(await useTimelineStore().goTo(2)).toBe(true);
    expect(await useTimelineStore().goTo(0)).toBe(true);
    expect(game.ply).toBe(0);
  });

  it('exports and loads a game', async () => {
    const game = await humanGame();
    await usePlayStore().endPhase();
    const json = await game.exportGame();
    expect(json).not.toBeNull();
    const other = useGameStore();
    expect(await usePlayStore().loadGame(json!)).toBe(true);
    expect(other.snapshot!.ply).toBe(1);
  });
});

describe('useAiStore', () => {
  it('tracks progress, shows the last decision (an instant one without candidates) and charts win chances from side 0 along the line', () => {
    const ai = useAiStore();
    ai.start(1);
    ai.report({
      side: 1,
      iterations: 50,
      iterationBudget: 200,
      searchers: 1,
      elapsedMs: 10,
      timeBudgetMs: 1000,
      candidates: [],
    });
    expect(ai.fraction).toBeCloseTo(0.25);
    const decision = {
      side: 1,
      by: 'AI (easy)',
      iterations: 200,
      timeMs: 40,
      candidates: [{ action: { type: 'endPhase' as const }, visits: 200, value: 0.7, pv: [] }],
      value: 0.7,
      stopped: false,
      turn: 1,
      phase: 'movement' as const,
    };
    ai.finish(decision);
    expect(ai.thinking).toBe(false);
    expect(ai.candidates).toHaveLength(1);
    // No decision (stopped): the last one stays. An instant one (no search) replaces it, with no candidates.
    ai.finish(null);
    expect(ai.lastDecision?.iterations).toBe(200);
    ai.finish({ ...decision, iterations: 0, value: null });
    expect(ai.lastDecision?.iterations).toBe(0);
    expect(ai.candidates).toEqual([]);
    const entry = (ply: number, side0Value: number | null) => ({
      ply,
      node: ply,
      action: { type: 'endPhase' as const },
      turn: 1,
      side: 1,
      phase: 'movement' as const,
      by: side0Value === null ? ('human' as const) : ('ai' as const),
      side0Value,
      dice: [],
      alternatives: [],
    });
    ai.showLine([entry(1, null), entry(2, 0.3), entry(3, 0.45)], 2, decision);
    expect(ai.history.map((p) => [p.n, p.ply, p.side0])).toEqual([
      [1, 2, 0.3],
      [2, 3, 0.45],
    ]);
    expect(ai.cursor).toBe(2);
    ai.reset();
    expect(ai.history).toEqual([]);
  });
});

describe('useSettingsStore', () => {
  it('persists settings and restores them in a new Pinia', () => {
    const settings = useSettingsStore();
    settings.setWatchSpeed(9);
    expect(settings.watchSpeed).toBe(WATCH_DELAYS_MS.length - 1);
    expect(settings.watchDelayMs()).toBe(0);
    settings.showRings = false;
    setActivePinia(createPinia());
    const again = useSettingsStore();
    expect(again.watchSpeed).toBe(WATCH_DELAYS_MS.length - 1);
    expect(again.showRings).toBe(false);
  });

  it('ignores a corrupt stored value', () => {
    g.localStorage!.setItem('skirmisher.settings.v1', '{not json');
    expect(useSettingsStore().watchSpeed).toBe(1);
  });
});

function flush(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('table-top mode in the store', () => {
  it('asks the player for each die of their shot and applies exactly those dice', async () => {
    const game = useGameStore();
    const tabletop = useTabletopStore();
    await usePlayStore().newGame({ scenario: 'duel', players: HUMANS, seed: 'table', mode: 'tabletop' });
    await untilPhase(game, 'shooting');
    const acting = usePlayStore().act({ type: 'shoot', model: 'r1', target: 'b1' });
    await flush();
    expect(tabletop.prompt?.probe.test).toBe('toHit');
    tabletop.answer(1);
    expect(await acting).toBe(true);
    const roll = [...game.log].reverse().find((e) => e.event.kind === 'roll');
    expect(roll?.event).toMatchObject({ test: 'toHit', dice: [1], success: false });
  });

  it("Ctrl+Z while the AI's dice are entered at the table neither steps nor pauses the AI", async () => {
    const game = await duelAgainst({ kind: 'bot', bot: 'greedy' }, 'table-take-back', {
      mode: 'tabletop',
      rollForAi: false,
    });
    const tabletop = useTabletopStore();
    for (let k = 0; k < 400 && !tabletop.prompt?.forAi; k++) {
      if (tabletop.announcement) tabletop.acknowledge();
      if (tabletop.prompt && !tabletop.prompt.forAi) tabletop.answer(4);
      if (game.toAct === 'human' && !tabletop.prompt) await usePlayStore().endPhase();
      else await flush(5);
    }
    expect(tabletop.prompt?.forAi).toBe(true);
    const at = game.ply;
    expect(await useTimelineStore().takeBack()).toBe(false);
    expect(usePlayStore().paused).toBe(false);
    for (let i = 0; i < 50 && tabletop.prompt?.forAi; i++) {
      tabletop.answer(4);
      await flush(5);
    }
    await expect.poll(() => game.ply).toBeGreaterThan(at);
  });

  it('drops the action when the player cancels the dice', async () => {
    const game = useGameStore();
    const tabletop = useTabletopStore();
    await usePlayStore().newGame({ scenario: 'duel', players: HUMANS, seed: 'table', mode: 'tabletop' });
    await untilPhase(game, 'shooting');
    const ply = game.ply;
    const acting = usePlayStore().act({ type: 'shoot', model: 'r1', target: 'b1' });
    await flush();
    tabletop.cancel();
    expect(await acting).toBe(false);
    expect(game.ply).toBe(ply);
  });
});

describe('useSessionStore', () => {
  function host() {
    return {
      autosave: memoryAutosave(),
      saveGameText: async () => ({ ok: true, message: '' }),
      openGameText: async () => null,
    };
  }

  it('autosaves after every action and offers the game on the next start', async () => {
    const session = useSessionStore();
    const h = host();
    session.init(h);
    await humanGame();
    await usePlayStore().endPhase();
    await usePlayStore().endPhase();
    await flush();
    await session.flushAutosave();
    const [entry] = await h.autosave.list();
    expect(entry).toMatchObject({ name: 'Duel', turn: 1, actions: 2 });
    expect(JSON.parse((await h.autosave.read(entry!.id))!).actions).toHaveLength(2);

    // The next start: a fresh Pinia and engine, the same storage.
    setActivePinia(createPinia());
    setGameClient(createLocalClient(new GameService()));
    const next = useSessionStore();
    next.init(h);
    const offers = await next.checkResume();
    expect(offers).toMatchObject([{ name: 'Duel', actions: 2, newer: false }]);
    expect(await next.resume(offers[0]!.id)).toBe(true);
    expect(useGameStore().ply).toBe(2);
  });

  it('asks before a game with unsaved actions is replaced: Cancel, Discard, or Save then go on', async () => {
    const session = useSessionStore();
    let saves = 0;
    session.init({ ...host(), saveGameText: async () => ({ ok: true, message: `saved ${++saves}` }) });
    await humanGame();
    expect(session.unsaved).toBe(false);
    expect(await session.confirmReplace('start a new game')).toBe(true);
    await usePlayStore().endPhase();
    await flush();
    expect(session.unsaved).toBe(true);

    const cancelled = session.confirmReplace('start a new game');
    expect(session.replacing?.what).toBe('start a new game');
    await session.answerReplace('cancel');
    expect(await cancelled).toBe(false);
    expect(session.replacing).toBeNull();

    const discarded = session.confirmReplace('open another game');
    await session.answerReplace('discard');
    expect(await discarded).toBe(true);
    expect(session.unsaved).toBe(true);

    const saved = session.confirmReplace('play this scenario');
    await session.answerReplace('save');
    expect(await saved).toBe(true);
    expect(saves).toBe(1);
    expect(session.unsaved).toBe(false);
    // Another action makes it unsaved again.
    await usePlayStore().endPhase();
    await flush();
    expect(session.unsaved).toBe(true);
  });

  it('replaces a game only AI sides played without asking: nothing of a person is lost, it stays in Resume', async () => {
    const session = useSessionStore();
    session.init(host());
    const game = useGameStore();
    await usePlayStore().newGame({
      scenario: 'duel',
      players: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'greedy' },
      ],
      seed: 'watched',
    });
    usePlayStore().setPaused(true);
    await flush(50);
    await usePlayStore().step();
    await usePlayStore().step();
    await flush();
    expect(game.line.length).toBeGreaterThan(0);
    expect(session.unsaved).toBe(true);
    expect(await session.confirmReplace('start a new game')).toBe(true);
    expect(session.replacing).toBeNull();
  });

  it('restores the game into a new engine after the old one died', async () => {
    const session = useSessionStore();
    session.init(host());
    const game = await humanGame();
    await untilPhase(game, 'movement');
    await usePlayStore().act({ type: 'move', model: 'r1', to: [12, 5] });
    await flush();
    await session.flushAutosave();
    const ply = game.ply;
    // The worker is replaced by a new, empty one.
    setGameClient(createLocalClient(new GameService()));
    await session.restoreAfterRestart('test: the worker was killed');
    expect(game.ply).toBe(ply);
    expect(game.models.find((m) => m.id === 'r1')!.state.y).toBe(5);
    expect(useToastStore().toasts.at(-1)?.title).toMatch(/restarted/);
  });
});
