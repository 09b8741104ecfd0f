/**
 * The play loop: starting a game (new, loaded, restored), a person's actions and the AI sides' decisions, the
 * replay of recorded moves when looking back, and the timeline's steps to another ply. What it is doing is one
 * state machine (`play-machine.ts`: idle / thinking / navigating / committing, paused or not), so Ctrl+Z
 * pressed while the AI thinks or while its table-top dice are entered has one defined answer.
 */
import { defineStore } from 'pinia';
import { computed, reactive } from 'vue';
import { gameClient } from '../platform/client';
import type {
  Action,
  DecisionSummary,
  NewGameSetup,
  PlayerSpec,
  ServiceResult,
  StepResult,
  ThinkingProgress,
} from '../../../session/service-types';
import { useAiStore } from './ai';
import { plain, useGameStore } from './game';
import { PlayMachine } from './play-machine';
import { useSettingsStore } from './settings';
import { useTabletopStore } from './tabletop';
import { useToastStore } from './toasts';
import { personNext } from './timeline-targets';

/** Play store (setup style). */
export const usePlayStore = defineStore('play', () => {
  const game = useGameStore();
  const ai = useAiStore();
  const settings = useSettingsStore();
  const tabletop = useTabletopStore();

  const machine = reactive(new PlayMachine());
  /** The loop playing on (AI decisions, the replay), or one step of it; awaited by stop and Ctrl+Z. */
  let loop: Promise<void> | null = null;
  /** The navigation on its way (rapid timeline presses join it). */
  let navigation: Promise<boolean> | null = null;
  /** Ends the loop's pause between decisions early (on pause, new game). */
  let wake: (() => void) | null = null;

  const paused = computed(() => machine.paused);
  /** The UI waits: the timeline steps, or an action is on its way. */
  const busy = computed(() => machine.busy);
  const canEndPhase = computed(
    () => game.isHumanTurn && !machine.busy && game.legal.some((a) => a.type === 'endPhase'),
  );

  /** The watch-mode pause between two AI decisions; `wake()` cuts it short. */
  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  // ---- game lifecycle ------------------------------------------------------------------------------------

  /** Stops the AI loop of the current game and waits for it to end. */
  async function stopAi(): Promise<void> {
    machine.stop();
    wake?.();
    tabletop.reset();
    if (loop) {
      void gameClient()
        .service.stop('abort')
        .catch(() => undefined);
      await loop;
      machine.stopped();
    }
  }

  /** Starts a new game from the dialog's setup; AI sides start playing unless paused. */
  async function newGame(setup: NewGameSetup): Promise<boolean> {
    await stopAi();
    const r = await gameClient().service.newGame(plain(setup));
    if (!r.ok) {
      game.fail(r.error);
      return false;
    }
    settings.rememberSetup(setup);
    startFrom(r.value);
    return true;
  }

  /**
   * Loads a saved game or scenario text (FORMATS.md §1, §4). A file that does not load leaves the game in
   * progress as it was; one loaded without part of it (unreadable AI metadata) says so in a toast. A loaded AI-vs-AI game waits for Play, so it can be watched from where it was saved.
   */
  async function loadGame(text: string, withPlayers?: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    const r = await gameClient().service.loadGame(text, withPlayers ? plain(withPlayers) : undefined);
    if (!r.ok) {
      game.fail(r.error);
      return false;
    }
    await stopAi();
    const all = r.value.snapshot.players.every((p) => p.kind !== 'human');
    const looking = r.value.snapshot.ply < r.value.snapshot.lineLength;
    startFrom(r.value, all || looking);
    if (r.value.warnings?.length)
      useToastStore().push('info', 'Part of the file was left out', r.value.warnings.join('; '));
    return true;
  }

  /**
   * A rematch of the game shown (`GameService.rematch`): the same scenario and seed from the start, the same
   * seats or, `swapped`, each player on the other side. AI sides start playing.
   */
  async function rematch(swapped: boolean): Promise<boolean> {
    await stopAi();
    const r = await gameClient().service.rematch(swapped);
    if (!r.ok) {
      game.fail(r.error);
      return false;
    }
    startFrom(r.value);
    return true;
  }

  /** Shows the worker's game as it is (after a restart of the worker restored it). */
  async function resync(startPaused = true): Promise<boolean> {
    const r = await gameClient().service.view();
    if (!r.ok) return false;
    startFrom(r.value, startPaused);
    return true;
  }

  function startFrom(step: StepResult, startPaused = false): void {
    machine.restart(startPaused);
    tabletop.reset();
    game.showStart(step);
    if (!startPaused) void pumpAi();
  }

  /** Changes who plays each side (e.g. the AI level from the settings) in the game in progress. */
  async function setPlayers(next: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    const r = await gameClient().service.setPlayers(plain(next));
    if (!r.ok) {
      game.fail(r.error);
      return false;
    }
    game.showSnapshot(r.value.snapshot, true);
    void pumpAi();
    return true;
  }

  // ---- a person's actions --------------------------------------------------------------------------------

  /**
   * Sends a human's action to the engine; an illegal one shows the engine's error as a toast. Looking back
   * along the line, it starts a branch. In table-top mode the player rolls its dice first.
   */
  function act(action: Action): Promise<boolean> {
    return commit(async () =>
      game.tabletopMode
        ? tabletop.rollAndCommit(action, null)
        : game.take(await gameClient().service.act(plain(action))),
    );
  }

  /**
   * Squad play, "fire the unit" (RULES.md §6.2): every model of the unit of `model` that may fires at the unit
   * of the enemy `target`, one `shoot` action each, with one command. In table-top mode shot after shot, each
   * with the table's dice.
   */
  function fireUnit(model: string, target: string): Promise<boolean> {
    return commit(async () => {
      const service = gameClient().service;
      if (!game.tabletopMode) return game.take(await service.fireUnit(model, target));
      const done: string[] = [];
      for (let shot = await service.unitShot(model, target, []); shot;) {
        if (!(await tabletop.rollAndCommit(shot, null))) return done.length > 0;
        done.push(shot.model);
        shot = await service.unitShot(model, target, [...done]);
      }
      return done.length > 0;
    });
  }

  /**
   * A person's commit (`run` sends it; true when applied), then the AI answers if it is its turn. Also for
   * several steps made at once in the worker ("Deploy as the scenario says", `stores/deploy.ts`).
   */
  async function commit(run: () => Promise<boolean>): Promise<boolean> {
    if (!game.snapshot || machine.busy) return false;
    if (!game.isHumanTurn) {
      game.fail({ code: 'ERR_NOT_YOUR_TURN', message: 'Wait for the AI to finish its move' });
      return false;
    }
    if (!machine.beginCommit()) return false;
    let ok: boolean;
    try {
      ok = await run();
    } finally {
      machine.endCommit();
    }
    if (!ok) return false;
    game.syncAiPanel();
    // Playing on from the end of the line: the AI answers. Inside the line, the rest is kept for replay; the
    // same action as recorded has the AI's recorded replies played again.
    if (!game.reviewing && game.againstAi) machine.paused = false;
    void pumpAi();
    void followAiReplies();
    return true;
  }

  function endPhase(): Promise<boolean> {
    return act({ type: 'endPhase' });
  }

  /**
   * Against the AI, after a person's action that followed the line (the same action as recorded): the AI's
   * recorded replies are played again up to the person's next action, where the AI plays on at the line's end.
   */
  async function followAiReplies(): Promise<void> {
    if (!game.againstAi || !game.reviewing || !game.isAiTurn) return;
    if (await goTo(personNext(game.line, game.ply, game.byPerson))) playOnAtEnd();
  }

  /** Against the AI, at the end of the line on the AI's turn: it plays on (it was paused by the timeline). */
  function playOnAtEnd(): void {
    if (game.againstAi && !game.reviewing && game.isAiTurn && machine.paused) setPaused(false);
  }

  // ---- navigation ----------------------------------------------------------------------------------------

  function clamp(to: number): number {
    return Math.max(0, Math.min(game.lineLength, Math.floor(to)));
  }

  /**
   * Shows the position after `to` actions of the line; pauses AI play. Requests made while one is on its
   * way retarget it, so pressing Ctrl+Z three times quickly goes back three actions. While the AI thinks, it
   * pauses play, which abandons the search, and goes once the search has ended. `keepPlaying` is the
   * replay's own step.
   */
  async function goTo(to: number, opts: { keepPlaying?: boolean } = {}): Promise<boolean> {
    if (machine.mode === 'thinking' && !opts.keepPlaying) {
      // Presses made while the search stops add up: the next one counts from here.
      machine.holdTarget(clamp(to));
      setPaused(true);
      if (loop) await loop;
    }
    const keepPlaying = opts.keepPlaying ?? false;
    const step = machine.navigate(clamp(to), game.ply, { hasGame: game.snapshot !== null, keepPlaying });
    if (step !== 'refuse' && !keepPlaying) wake?.();
    if (step === 'refuse') return Promise.resolve(false);
    if (step === 'there') return Promise.resolve(true);
    if (step === 'join') return navigation!;
    const run = (async () => {
      let ok = true;
      try {
        for (
          let target = machine.nextTarget(game.ply);
          target !== null;
          target = machine.nextTarget(game.ply)
        ) {
          ok = game.take(await gameClient().service.goTo(target));
          if (!ok) break;
          machine.reached(target);
        }
      } finally {
        machine.endNavigation();
      }
      game.syncAiPanel();
      return ok;
    })();
    navigation = run;
    // The caller sees a failure; this bookkeeping only forgets the navigation.
    run
      .finally(() => {
        if (navigation === run) navigation = null;
      })
      .catch(() => undefined);
    return run;
  }

  /** Where the next timeline press counts from: the ply on its way, else the ply shown. */
  function navigationFrom(): number {
    return machine.from(game.ply);
  }

  /**
   * Runs a worker request that jumps elsewhere on the timeline (another branch, a replay with forced dice):
   * refused while busy or thinking; pauses play (`wakeLoop`: and ends the watch pause).
   */
  async function jump(
    request: () => Promise<ServiceResult<StepResult>>,
    wakeLoop: boolean,
  ): Promise<boolean> {
    if (machine.mode !== 'idle') return false;
    machine.paused = true;
    if (wakeLoop) wake?.();
    const ok = game.take(await request());
    if (ok) game.syncAiPanel();
    return ok;
  }

  // ---- AI play and replay ------------------------------------------------------------------------------------

  /**
   * Plays on while not paused: recorded moves of the line one by one when looking back (replay), then the
   * AI sides' decisions while it is their turn.
   */
  function pumpAi(): Promise<void> {
    if (loop) return loop;
    if (machine.paused) return Promise.resolve();
    if (!game.reviewing && !game.isAiTurn) return Promise.resolve();
    const gen = machine.generation;
    const run = (async () => {
      while (gen === machine.generation && !machine.paused) {
        if (game.reviewing) {
          if (!(await goTo(game.ply + 1, { keepPlaying: true }))) break;
          const delay = Math.max(settings.watchDelayMs(), 60);
          if (!machine.paused) await sleep(delay);
          continue;
        }
        if (!game.isAiTurn) break;
        if (!(await thinkOnce(gen))) break;
        const delay = settings.watchDelayMs();
        if (delay > 0 && game.isAiTurn && !machine.paused) await sleep(delay);
      }
    })();
    loop = run;
    void run.finally(() => {
      if (loop === run) loop = null;
    });
    return run;
  }

  async function thinkOnce(gen: number): Promise<boolean> {
    const snap = game.snapshot;
    if (!snap) return false;
    const client = gameClient();
    machine.beginThinking(gen);
    ai.start(snap.state.activeSide);
    const progress = client.proxy((p: ThinkingProgress) => {
      if (gen === machine.generation) ai.report(p);
    });
    const table = snap.mode === 'tabletop';
    let r: ServiceResult<StepResult> | ServiceResult<{ action: Action; decision: DecisionSummary | null }>;
    try {
      r = table ? await client.service.decide(progress) : await client.service.think(progress);
    } catch (err) {
      // The worker died or was replaced: the watchdog restores the game; stop AI play here.
      r = {
        ok: false,
        error: { code: 'ERR_WORKER', message: err instanceof Error ? err.message : String(err) },
      };
    }
    if (gen !== machine.generation) return false;
    if (!r.ok) {
      machine.endThinking(gen);
      ai.finish(null);
      if (r.error.code !== 'ERR_ABORTED') {
        machine.paused = true;
        if (!r.error.message.includes('ERR_WORKER_RESTARTED')) game.fail(r.error);
      }
      return false;
    }
    if ('snapshot' in r.value) {
      machine.endThinking(gen);
      ai.finish(r.value.decision);
      game.applyStep(r.value);
      game.syncAiPanel();
      return true;
    }
    machine.commitDecision(gen);
    ai.finish(r.value.decision);
    try {
      const ok = await tabletop.rollAndCommit(r.value.action, r.value.decision);
      if (ok) game.syncAiPanel();
      else machine.paused = true;
      return ok;
    } finally {
      machine.endCommit();
    }
  }

  /** Pauses or resumes play (AI decisions, or the replay when looking back); pausing abandons a search. */
  function setPaused(value: boolean): void {
    machine.paused = value;
    if (value) {
      wake?.();
      if (machine.mode === 'thinking') void gameClient().service.stop('abort');
    } else {
      void pumpAi();
    }
  }

  /** One step forward, also while paused: the next recorded move, else one AI decision. */
  async function step(): Promise<void> {
    if (loop) return;
    if (game.reviewing) {
      await goTo(game.ply + 1);
      return;
    }
    if (!game.isAiTurn) return;
    const run = thinkOnce(machine.generation).then(() => undefined);
    loop = run;
    try {
      await run;
    } finally {
      if (loop === run) loop = null;
    }
  }

  /** Asks the thinking AI to play its best move so far. */
  function moveNow(): void {
    if (machine.mode === 'thinking') void gameClient().service.stop('answer');
  }

  return {
    paused,
    busy,
    canEndPhase,
    newGame,
    rematch,
    loadGame,
    resync,
    setPlayers,
    stopAi,
    act,
    commit,
    fireUnit,
    endPhase,
    playOnAtEnd,
    goTo,
    navigationFrom,
    jump,
    pumpAi,
    setPaused,
    step,
    moveNow,
  };
});
