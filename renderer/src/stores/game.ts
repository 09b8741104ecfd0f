/**
 * The game as the UI sees it: the snapshot at the cursor (kept raw, never deep-reactive), the dice log and the
 * timeline of the line being viewed, the selection and pending previews with their odds, the loop that lets AI
 * sides play (or replays recorded moves), and table-top mode's dice. Every rule question goes to the worker;
 * this store only arranges answers.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, toRaw } from 'vue';
import type { ModelState, ModelStatic } from '../../../engine/types';
import { gameClient } from '../platform/client';
import type {
  Action,
  ChargePreview,
  DecisionSummary,
  GameSnapshot,
  LegalAction,
  LineEntry,
  LogEntry,
  MoveAllowance,
  NewGameSetup,
  Odds,
  PlayerSpec,
  ServiceError,
  ServiceResult,
  ShotPreview,
  StepResult,
  ThinkingProgress,
} from '../../../session/service-types';
import { MAX_LOG } from '../../../session/service-types';
import { tableInstructions } from '../panels/table-talk';
import { withinReach } from '../board/click-reach';
import { namedMessage } from '../named-message';
import { useAiStore } from './ai';
import { useSettingsStore } from './settings';
import { useTabletopStore } from './tabletop';
import { useToastStore } from './toasts';

export type { LogEntry, LineEntry };
export { MAX_LOG };

/** A model as drawn: static data and current state side by side (positions in inches). */
export interface ModelView {
  index: number;
  id: string;
  name: string;
  side: number;
  static: ModelStatic;
  state: ModelState;
}

/** A preview waiting for the player's confirmation. */
export type PendingPreview =
  | { kind: 'shot'; model: string; target: string; weapon?: string; value: ShotPreview }
  | { kind: 'charge'; model: string; target: string; value: ChargePreview }
  | { kind: 'action'; model: string; target: string; action: Action };

/**
 * A plain copy for the worker boundary: Vue proxies cannot be structured-cloned (Comlink), so anything that
 * may have passed through reactive state is copied as JSON first. Used for the small objects the UI sends.
 */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(toRaw(value))) as T;
}

function isDescriptor(a: LegalAction): a is Extract<LegalAction, { maxDistance: number }> {
  return a.type === 'move' && 'maxDistance' in a;
}

/** A fair D6 for the AI's rolls in table-top mode (crypto when there is one). */
function rollD6(): number {
  const c = (globalThis as { crypto?: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;
  if (c?.getRandomValues) {
    const buf = new Uint8Array(1);
    // Rejection sampling: 252 is the largest multiple of 6 below 256.
    do c.getRandomValues(buf);
    while (buf[0]! >= 252);
    return (buf[0]! % 6) + 1;
  }
  return 1 + Math.floor(Math.random() * 6);
}

/** Game store (setup style). */
export const useGameStore = defineStore('game', () => {
  const ai = useAiStore();
  const settings = useSettingsStore();
  const toasts = useToastStore();
  const tabletop = useTabletopStore();

  const snapshot = shallowRef<GameSnapshot | null>(null);
  const log = shallowRef<LogEntry[]>([]);
  /** The line being viewed: one entry per action (index i is ply i + 1). */
  const line = shallowRef<LineEntry[]>([]);
  const selectedId = ref<string | null>(null);
  const allowance = shallowRef<MoveAllowance | null>(null);
  /** Charge previews of the selected model by target id (who is in reach), fetched with the allowance. */
  const chargeInfo = shallowRef<Record<string, ChargePreview>>({});
  const preview = shallowRef<PendingPreview | null>(null);
  /** Odds of the previewed action, null while they are worked out. */
  const odds = shallowRef<Odds | null>(null);
  const lastAction = shallowRef<Action | null>(null);
  /** The AI's account of the action that led to the position shown. */
  const lastDecision = shallowRef<DecisionSummary | null>(null);
  /** The last AI reasoning at or before the position shown, and the ply of its action. */
  const recentDecision = shallowRef<DecisionSummary | null>(null);
  const recentDecisionPly = ref<number | null>(null);
  const runMode = ref(false);
  const hideMode = ref(false);
  const busy = ref(false);
  const paused = ref(false);
  const lastError = shallowRef<ServiceError | null>(null);
  /** Bumped on every change of the game (the autosave watches it). */
  const changes = ref(0);

  let generation = 0;
  let aiLoop: Promise<void> | null = null;
  /** Ends the AI loop's pause between decisions early (on pause, new game). */
  let wake: (() => void) | null = null;

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

  // ---- derived -------------------------------------------------------------------------------------------

  const state = computed(() => snapshot.value?.state ?? null);
  const legal = computed<LegalAction[]>(() => snapshot.value?.legal ?? []);
  const players = computed<[PlayerSpec, PlayerSpec] | null>(() => snapshot.value?.players ?? null);
  const toAct = computed(() => snapshot.value?.toAct ?? 'none');
  const isHumanTurn = computed(() => toAct.value === 'human');
  const isAiTurn = computed(() => toAct.value === 'ai');
  const result = computed(() => state.value?.result ?? null);
  const anyAi = computed(() => players.value?.some((p) => p.kind !== 'human') ?? false);
  const allAi = computed(() => players.value?.every((p) => p.kind !== 'human') ?? false);
  /** Whether a person plays one side and the AI the other (a practice game against the AI). */
  const againstAi = computed(() => anyAi.value && !allAi.value);
  const ply = computed(() => snapshot.value?.ply ?? 0);
  const lineLength = computed(() => snapshot.value?.lineLength ?? 0);
  /** Looking back along the line (replay, after undo). */
  const reviewing = computed(() => ply.value < lineLength.value);
  const tabletopMode = computed(() => snapshot.value?.mode === 'tabletop');
  const queuedDice = computed(() => snapshot.value?.queuedDice ?? []);

  const models = computed<ModelView[]>(() => {
    const s = state.value;
    if (!s) return [];
    return s.static.models.map((m, index) => ({
      index,
      id: m.id,
      name: m.name,
      side: m.side,
      static: m,
      state: s.models[index]!,
    }));
  });

  /**
   * Display names by model id; models sharing a name get their id appended (`'Raider Archer b3'`). In squad
   * play unit ids name their units too (`'mob-west'` → `'Mob west'`), where no model has that id.
   */
  const names = computed<Record<string, string>>(() => {
    const count = new Map<string, number>();
    for (const m of models.value) count.set(m.name, (count.get(m.name) ?? 0) + 1);
    const units = (snapshot.value?.squad?.units ?? []).map((u) => [u.id, u.name] as const);
    return Object.fromEntries([
      ...units,
      ...models.value.map((m) => [
        m.id,
        !m.name ? m.id : (count.get(m.name) ?? 0) > 1 ? `${m.name} ${m.id}` : m.name,
      ]),
    ]);
  });

  const sideNames = computed<Record<string, string>>(() =>
    Object.fromEntries((state.value?.static.sides ?? []).map((s) => [s.id, s.name || s.id])),
  );

  const selected = computed(() => models.value.find((m) => m.id === selectedId.value) ?? null);

  /** Legal actions of the selected model (including move descriptors). */
  const selectedLegal = computed(() =>
    selectedId.value && isHumanTurn.value
      ? legal.value.filter((a) => 'model' in a && a.model === selectedId.value)
      : [],
  );

  /** Move descriptors of the selected model: `{ walk, run }`, each undefined when not allowed. */
  const moveOptions = computed(() => {
    const moves = selectedLegal.value.filter(isDescriptor);
    return { walk: moves.find((m) => !m.run), run: moves.find((m) => m.run) };
  });

  /** Enemies the selected model may charge now. */
  const chargeTargets = computed(
    () => new Set(selectedLegal.value.flatMap((a) => (a.type === 'charge' ? [a.target] : []))),
  );

  /** Enemies the selected model may shoot now, with the weapons it may use on each. */
  const shootTargets = computed(() => {
    const out = new Map<string, string[]>();
    for (const a of selectedLegal.value) {
      if (a.type !== 'shoot') continue;
      const list = out.get(a.target) ?? [];
      if (a.weapon) list.push(a.weapon);
      out.set(a.target, list);
    }
    return out;
  });

  /** Enemies the selected model may dive onto now (RULES.md §4.4). */
  const diveTargets = computed(
    () => new Set(selectedLegal.value.flatMap((a) => (a.type === 'divingCharge' ? [a.target] : []))),
  );

  /** Models the selected wizard may cast on now, with the first spell it may cast on each (RULES.md §12). */
  const castTargets = computed(() => {
    const out = new Map<string, Extract<Action, { type: 'cast' }>>();
    for (const a of selectedLegal.value) if (a.type === 'cast' && !out.has(a.target)) out.set(a.target, a);
    return out;
  });

  /** Climbs and jumps the selected model may make now (RULES.md §4.4), drawn on the board to click. */
  const verticalMoves = computed(() =>
    selectedLegal.value.filter(
      (a): a is Extract<Action, { type: 'climb' | 'jumpDown' | 'jumpGap' }> =>
        a.type === 'climb' || a.type === 'jumpDown' || a.type === 'jumpGap',
    ),
  );

  /** Models that have something to do now (when a human is to act). */
  const actionableIds = computed(() => {
    if (!isHumanTurn.value) return new Set<string>();
    return new Set(legal.value.flatMap((a) => ('model' in a ? [a.model] : [])));
  });

  const canEndPhase = computed(
    () => isHumanTurn.value && !busy.value && legal.value.some((a) => a.type === 'endPhase'),
  );

  // ---- applying results ----------------------------------------------------------------------------------

  function sideIndex(id: string): number {
    return state.value?.static.sides.findIndex((s) => s.id === id) ?? 0;
  }

  function applyStep(step: StepResult): void {
    if (step.resetLog) log.value = markRaw(step.log);
    else if (step.log.length > 0) {
      const next = log.value.concat(step.log);
      log.value = markRaw(next.length > MAX_LOG ? next.slice(next.length - MAX_LOG) : next);
    }
    if (step.line.length > 0 || step.lineFrom < line.value.length) {
      line.value = markRaw(line.value.slice(0, step.lineFrom).concat(step.line));
    }
    snapshot.value = markRaw(step.snapshot);
    lastAction.value = step.action;
    lastDecision.value = step.decision ? markRaw(step.decision) : null;
    recentDecision.value = step.recentDecision ? markRaw(step.recentDecision) : null;
    recentDecisionPly.value = step.recentDecisionPly;
    preview.value = null;
    odds.value = null;
    changes.value++;
    const sel = selected.value;
    if (sel && sel.state.status === 'outOfAction') select(null);
    else if (sel) void refreshAllowance();
  }

  function fail(error: ServiceError): void {
    lastError.value = error;
    toasts.error({ ...error, message: namedMessage(error.message, names.value) });
  }

  /** Applies a service answer, or shows its error; true when applied. */
  function take(r: ServiceResult<StepResult>): boolean {
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    applyStep(r.value);
    return true;
  }

  /** The AI panel follows the position shown: its decision and the win chances along the line. */
  function syncAiPanel(): void {
    ai.showLine(line.value, ply.value, recentDecision.value);
  }

  // ---- game lifecycle ------------------------------------------------------------------------------------

  /** Stops the AI loop of the current game and waits for it to end. */
  async function stopAi(): Promise<void> {
    generation++;
    wake?.();
    tabletop.reset();
    if (aiLoop) {
      void gameClient()
        .service.stop('abort')
        .catch(() => undefined);
      await aiLoop;
    }
  }

  /** Starts a new game from the dialog's setup; AI sides start playing unless paused. */
  async function newGame(setup: NewGameSetup): Promise<boolean> {
    await stopAi();
    const r = await gameClient().service.newGame(plain(setup));
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    settings.rememberSetup(setup);
    startFrom(r.value);
    return true;
  }

  /**
   * Loads a saved game or scenario text (FORMATS.md §1, §4). A file that does not load leaves the game in
   * progress as it was. A loaded AI-vs-AI game waits for Play, so it can be watched from where it was saved.
   */
  async function loadGame(text: string, withPlayers?: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    const r = await gameClient().service.loadGame(text, withPlayers ? plain(withPlayers) : undefined);
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    await stopAi();
    const all = r.value.snapshot.players.every((p) => p.kind !== 'human');
    const looking = r.value.snapshot.ply < r.value.snapshot.lineLength;
    startFrom(r.value, all || looking);
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
    generation++;
    ai.reset();
    tabletop.reset();
    selectedId.value = null;
    allowance.value = null;
    preview.value = null;
    runMode.value = false;
    hideMode.value = false;
    paused.value = startPaused;
    lastError.value = null;
    line.value = [];
    applyStep(step);
    syncAiPanel();
    if (!startPaused) void pumpAi();
  }

  /** The game as a saved-game JSON text (FORMATS.md §4), or null (with a toast) when there is none. */
  async function exportGame(): Promise<string | null> {
    const r = await gameClient().service.exportGame();
    if (!r.ok) {
      fail(r.error);
      return null;
    }
    return r.value;
  }

  // ---- human actions -------------------------------------------------------------------------------------

  /**
   * Sends a human's action to the engine; an illegal one shows the engine's error as a toast. Looking back
   * along the line, it starts a branch. In table-top mode the player rolls its dice first.
   */
  async function act(action: Action): Promise<boolean> {
    if (!snapshot.value || busy.value) return false;
    if (!isHumanTurn.value) {
      fail({ code: 'ERR_NOT_YOUR_TURN', message: 'Wait for the AI to finish its move' });
      return false;
    }
    busy.value = true;
    let ok: boolean;
    try {
      if (tabletopMode.value) ok = await rollAndCommit(action, null);
      else ok = take(await gameClient().service.act(plain(action)));
    } finally {
      busy.value = false;
    }
    if (!ok) return false;
    syncAiPanel();
    // Playing on from the end of the line: the AI answers. Inside the line, the rest is kept for replay; the
    // same action as recorded has the AI's recorded replies played again.
    if (!reviewing.value && againstAi.value) paused.value = false;
    void pumpAi();
    void followAiReplies();
    return true;
  }

  function endPhase(): Promise<boolean> {
    return act({ type: 'endPhase' });
  }

  /**
   * Table-top mode: asks the engine which dice `action` needs, one at a time; the player rolls their own
   * (and the AI's too unless the app rolls for it), then the action is applied with exactly those dice.
   */
  async function rollAndCommit(action: Action, decision: DecisionSummary | null): Promise<boolean> {
    const service = gameClient().service;
    const dice: number[] = [];
    const snap = snapshot.value!;
    const title = describeFor(action);
    for (let guard = 0; guard < 500; guard++) {
      const probe = await service.probe(plain(action), dice);
      if (probe.complete) break;
      if ('error' in probe) {
        const [code, ...rest] = probe.error.split(': ');
        fail({ code: code ?? 'ERR_BAD_ACTION', message: rest.join(': ') || probe.error });
        return false;
      }
      const forAi = probe.side !== null && snap.players[probe.side]?.kind !== 'human';
      if (forAi && snap.rollForAi) {
        dice.push(rollD6());
        continue;
      }
      const face = await tabletop.ask({ title, probe, forAi, rolled: [...dice] });
      if (face === null) return false;
      dice.push(face);
    }
    const before = snap.state;
    const r = await service.commit(plain(action), dice, decision ? plain(decision) : null);
    if (!take(r) || !r.ok) return false;
    if (decision !== null || snap.players[before.activeSide]?.kind !== 'human') {
      const told = tableInstructions(action, r.value.events, before, names.value);
      const wait = told.lines.length > 0 || told.rolls.length > 0 || action.type !== 'endPhase';
      await tabletop.announce({ ...told, side: before.activeSide }, wait);
    }
    return true;
  }

  function describeFor(action: Action): string {
    const n = names.value;
    const a = action as { model?: string; target?: string };
    const model = a.model ? (n[a.model] ?? a.model) : '';
    const target = a.target ? (n[a.target] ?? a.target) : '';
    switch (action.type) {
      case 'shoot':
        return `${model} shoots ${target}`;
      case 'charge':
      case 'divingCharge':
        return `${model} charges ${target}`;
      case 'cast':
        return `${model} casts ${action.spell} on ${target}`;
      case 'endPhase':
        return 'End of the phase';
      default:
        return `${model}: ${action.type}`;
    }
  }

  // ---- the timeline: undo, redo, replay, branches ----------------------------------------------------------

  /** Ply the timeline is on its way to (rapid undos add up), or null. */
  let navTarget: number | null = null;
  let navigating: Promise<boolean> | null = null;

  /**
   * Shows the position after `to` actions of the line; pauses AI play. Requests made while one is on its
   * way retarget it, so pressing Ctrl+Z three times quickly goes back three actions. While the AI thinks, it
   * pauses play, which abandons the search, and goes once the search has ended.
   */
  async function goTo(to: number, opts: { keepPlaying?: boolean } = {}): Promise<boolean> {
    if (ai.thinking && !opts.keepPlaying) {
      // Presses made while the search stops add up: the next one counts from here.
      navTarget = Math.max(0, Math.min(lineLength.value, Math.floor(to)));
      setPaused(true);
      if (aiLoop) await aiLoop;
    }
    return goToNow(to, opts);
  }

  function goToNow(to: number, opts: { keepPlaying?: boolean }): Promise<boolean> {
    // Nothing to go to, or an action on its way (table-top dice being entered): no step, and no pause either.
    if (!snapshot.value || ai.thinking || (busy.value && !navigating)) {
      if (!navigating) navTarget = null;
      return Promise.resolve(false);
    }
    if (!opts.keepPlaying) {
      paused.value = true;
      wake?.();
    }
    navTarget = Math.max(0, Math.min(lineLength.value, Math.floor(to)));
    if (navigating) return navigating;
    // Already there (End at the end): nothing to wait for, and no navigation left behind to block the next.
    if (navTarget === ply.value) {
      navTarget = null;
      return Promise.resolve(true);
    }
    const run = (async () => {
      let ok = true;
      busy.value = true;
      try {
        while (navTarget !== null && navTarget !== ply.value) {
          const target: number = navTarget;
          ok = take(await gameClient().service.goTo(target));
          if (!ok) break;
          if (navTarget === target) navTarget = null;
        }
      } finally {
        navTarget = null;
        busy.value = false;
        navigating = null;
      }
      syncAiPanel();
      return ok;
    })();
    navigating = run;
    return run;
  }

  /** Takes back the last action (it stays on the line: redo plays it again). */
  function undo(): Promise<boolean> {
    const from = navTarget ?? ply.value;
    if (from === 0) return Promise.resolve(false);
    return goTo(from - 1);
  }

  /** Plays again the action taken back last. */
  function redo(): Promise<boolean> {
    const from = navTarget ?? ply.value;
    if (from >= lineLength.value) return Promise.resolve(false);
    return goTo(from + 1);
  }

  /** Whether a person's side took the action (an AI side's `endPhase` has no reasoning, so `by` says human). */
  function byPerson(e: LineEntry): boolean {
    return players.value?.[e.side]?.kind === 'human';
  }

  /**
   * Ctrl+Z: takes back the player's last action. Against the AI that is the position before the last action a
   * person took, the AI's replies after it going with it, as "take back" against a chess engine (pausing the AI,
   * abandoning its search); with no action of theirs yet, and in other games, one action. They stay on the
   * line: `playAgain` plays them again.
   */
  function takeBack(): Promise<boolean> {
    if (!againstAi.value) return undo();
    const from = navTarget ?? ply.value;
    if (from === 0) return Promise.resolve(false);
    const entries = line.value;
    for (let k = Math.min(from, entries.length) - 1; k >= 0; k--) if (byPerson(entries[k]!)) return goTo(k);
    return goTo(from - 1);
  }

  /**
   * Ctrl+Shift+Z: plays again what `takeBack` took back: the next action and, against the AI, its replies up to
   * the person's next action on the line (or its end, where the AI plays on if it is its turn).
   */
  function playAgain(): Promise<boolean> {
    if (!againstAi.value) return redo();
    const from = navTarget ?? ply.value;
    if (from >= lineLength.value) return Promise.resolve(false);
    return goTo(personNext(from + 1)).then((ok) => {
      playOnAtEnd();
      return ok;
    });
  }

  /** The first ply from `from` on where a person acts next on the line (its end if none). */
  function personNext(from: number): number {
    const entries = line.value;
    let to = from;
    while (to < entries.length && !byPerson(entries[to]!)) to++;
    return to;
  }

  /** Against the AI, at the end of the line on the AI's turn: it plays on (it was paused by the timeline). */
  function playOnAtEnd(): void {
    if (againstAi.value && !reviewing.value && isAiTurn.value && paused.value) setPaused(false);
  }

  /**
   * Against the AI, after a person's action that followed the line (the same action as recorded): the AI's
   * recorded replies are played again up to the person's next action, where the AI plays on at the line's end.
   */
  async function followAiReplies(): Promise<void> {
    if (!againstAi.value || !reviewing.value || !isAiTurn.value) return;
    if (await goTo(personNext(ply.value))) playOnAtEnd();
  }

  /** The ply where the player turn before (−1) or after (+1) the one shown starts. */
  function turnBoundary(direction: -1 | 1): number {
    const entries = line.value;
    const at = ply.value;
    const key = (e: LineEntry | undefined) => (e ? `${e.turn}:${e.side}` : '');
    if (direction > 0) {
      const current = key(entries[at]);
      for (let p = at + 1; p <= entries.length; p++) if (key(entries[p]) !== current) return p;
      return entries.length;
    }
    // Back: to the start of this player turn, or of the previous one if already there.
    const here = key(entries[at - 1]);
    let p = at - 1;
    while (p > 0 && key(entries[p - 1]) === here) p--;
    if (p === at - 1 || p === at) {
      const prev = key(entries[p - 1]);
      while (p > 0 && key(entries[p - 1]) === prev) p--;
    }
    return Math.max(0, p);
  }

  function previousTurn(): Promise<boolean> {
    return goTo(turnBoundary(-1));
  }

  function nextTurn(): Promise<boolean> {
    return goTo(turnBoundary(1));
  }

  /** Switches to another branch of the timeline (a node id from `LineEntry.alternatives`). */
  async function selectBranch(node: number): Promise<boolean> {
    if (busy.value || ai.thinking) return false;
    paused.value = true;
    wake?.();
    const ok = take(await gameClient().service.selectBranch(node));
    if (ok) syncAiPanel();
    return ok;
  }

  // ---- what if: forced dice --------------------------------------------------------------------------------

  /** Queues forced D6 faces for the next action (RULES.md §13); `[]` clears them. */
  async function setDice(dice: number[]): Promise<boolean> {
    const r = await gameClient().service.setDice(plain(dice));
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    snapshot.value = markRaw(r.value.snapshot);
    if (preview.value) void refreshOdds();
    return true;
  }

  /** Plays again the action that followed the position shown, with the queued dice, as a new branch. */
  async function replayNext(): Promise<boolean> {
    if (busy.value || ai.thinking) return false;
    paused.value = true;
    const ok = take(await gameClient().service.replayNext());
    if (ok) syncAiPanel();
    return ok;
  }

  // ---- selection and previews ------------------------------------------------------------------------------

  async function refreshAllowance(): Promise<void> {
    const id = selectedId.value;
    const gen = generation;
    const at = snapshot.value?.ply;
    if (!id || !snapshot.value) {
      allowance.value = null;
      chargeInfo.value = {};
      return;
    }
    const service = gameClient().service;
    const wantCharges = chargeTargets.value.size > 0;
    const [a, charges] = await Promise.all([
      service.allowance(id),
      wantCharges ? service.chargeOptions(id) : Promise.resolve({}),
    ]);
    if (gen !== generation || selectedId.value !== id || snapshot.value?.ply !== at) return;
    allowance.value = a ? markRaw(a) : null;
    chargeInfo.value = markRaw(charges);
  }

  function select(id: string | null): void {
    selectedId.value = id;
    preview.value = null;
    odds.value = null;
    allowance.value = null;
    chargeInfo.value = {};
    if (id) void refreshAllowance();
  }

  /** Selects the next model that can act now (Tab), cycling. */
  function selectNext(direction: 1 | -1 = 1): void {
    const ids = models.value.filter((m) => actionableIds.value.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    const at = selectedId.value ? ids.indexOf(selectedId.value) : -1;
    select(ids[(at + direction + ids.length) % ids.length]!);
  }

  /** A click on open ground at (x, y) inches: move the selected model there (run with `run`). */
  async function clickGround(x: number, y: number, opts: { run?: boolean } = {}): Promise<void> {
    if (preview.value) {
      preview.value = null;
      return;
    }
    const sel = selected.value;
    if (!sel || !isHumanTurn.value || !state.value) return;
    const { walk, run: runDescriptor } = moveOptions.value;
    if (!walk && !runDescriptor) {
      if (sel.side !== state.value.activeSide || state.value.phase !== 'movement') select(null);
      else fail({ code: 'ERR_CANNOT_ACT', message: `${sel.name} cannot move now` });
      return;
    }
    const run = Boolean(opts.run || runMode.value) || !walk;
    const [tx, ty] = withinReach(sel.state, x, y, (run ? runDescriptor : walk)?.maxDistance);
    const move: Action = { type: 'move', model: sel.id, to: [round(tx), round(ty)], run };
    if (hideMode.value) move.hide = true;
    if (await act(move)) moveDone();
  }

  /** After a move made on the board: Run and Hide were for that move only ("run with the next move"). */
  function moveDone(): void {
    runMode.value = false;
    hideMode.value = false;
  }

  /** A click on a model: select own models, preview a charge or a shot on a legal target, else inspect. */
  async function clickModel(id: string): Promise<void> {
    const target = models.value.find((m) => m.id === id);
    const s = state.value;
    if (!target || !s) return;
    const sel = selected.value;
    if (sel && sel.id !== id && isHumanTurn.value) {
      const cast = castTargets.value.get(id);
      if (sel.side !== target.side) {
        if (chargeTargets.value.has(id)) return previewCharge(sel.id, id);
        const assault = garrisonCharge(target);
        if (assault !== null) return previewCharge(sel.id, assault);
        if (diveTargets.value.has(id))
          return previewTargeted({ type: 'divingCharge', model: sel.id, target: id });
        if (shootTargets.value.has(id)) return previewShot(sel.id, id, shootTargets.value.get(id)?.[0]);
        if (s.phase === 'shooting' && sel.side === s.activeSide && !cast) void explainNoShot(sel.id, id);
      }
      if (cast) return previewTargeted(cast);
    }
    select(selectedId.value === id ? null : id);
  }

  /**
   * A click on a garrison model the selected model may not charge itself: the legal charge at another model of
   * the same building, the assault on it (RULES.md §11: the charger assaults the building, not a model), or null.
   */
  function garrisonCharge(target: ModelView): string | null {
    const k = target.state.building;
    if (k < 0) return null;
    for (const t of chargeTargets.value) {
      const m = models.value.find((v) => v.id === t);
      if (m && m.state.building === k) return t;
    }
    return null;
  }

  /**
   * A click on an enemy the selected shooter may not shoot (out of range, out of sight, not the closest
   * target…): the engine's reason as a toast, e.g. "b2 is 30.2″ away…" (RULES.md §6); the enemy is selected
   * as any other click would.
   */
  async function explainNoShot(model: string, target: string): Promise<void> {
    const gen = generation;
    const r = await gameClient().service.shotPreview(model, target);
    if (gen === generation && !r.ok) fail(r.error);
  }

  async function previewShot(model: string, target: string, weapon?: string): Promise<void> {
    const gen = generation;
    const r = await gameClient().service.shotPreview(model, target, weapon);
    if (gen !== generation) return;
    if (!r.ok) return fail(r.error);
    preview.value = markRaw<PendingPreview>({
      kind: 'shot',
      model,
      target,
      weapon: weapon ?? r.value.weapon,
      value: r.value,
    });
    void refreshOdds();
  }

  /**
   * Previews a charge: its distance, reach and interception. In squad play a charge at a model inside a
   * building is an assault on the building (RULES.md §11), previewed as an action: the squad store works out
   * what it involves.
   */
  async function previewCharge(model: string, target: string): Promise<void> {
    const t = models.value.find((m) => m.id === target);
    if (state.value?.static.squads && t && t.state.building >= 0)
      return previewTargeted({ type: 'charge', model, target });
    const gen = generation;
    const r = await gameClient().service.chargePreview(model, target);
    if (gen !== generation) return;
    if (!r.ok) return fail(r.error);
    preview.value = markRaw<PendingPreview>({ kind: 'charge', model, target, value: r.value });
    void refreshOdds();
  }

  /**
   * Previews any action aimed at a model (a spell, a diving charge): no numbers of its own, only its odds,
   * worked out by the engine, before committing.
   */
  function previewTargeted(action: Extract<Action, { model: string; target: string }>): void {
    preview.value = markRaw<PendingPreview>({
      kind: 'action',
      model: action.model,
      target: action.target,
      action,
    });
    void refreshOdds();
  }

  /** The action a preview commits. */
  function previewAction(p: PendingPreview): Action {
    if (p.kind === 'action') return p.action;
    if (p.kind === 'shot') {
      const shot: Action = { type: 'shoot', model: p.model, target: p.target };
      if (p.weapon) shot.weapon = p.weapon;
      return shot;
    }
    return { type: 'charge', model: p.model, target: p.target };
  }

  /**
   * Works out the odds of the previewed action in the worker. A squad charge's odds are the unit outcomes the
   * squad store asks for (RULES.md §7.9, §10), not these.
   */
  async function refreshOdds(): Promise<void> {
    const p = preview.value;
    odds.value = null;
    if (!p || (state.value?.static.squads && previewAction(p).type === 'charge')) return;
    const r = await gameClient().service.odds(plain(previewAction(p)));
    if (preview.value !== p) return;
    if (r.ok) odds.value = markRaw(r.value);
  }

  /** Commits the previewed shot or charge. */
  async function confirmPreview(): Promise<boolean> {
    const p = preview.value;
    if (!p) return false;
    preview.value = null;
    odds.value = null;
    return act(previewAction(p));
  }

  function cancelPreview(): void {
    preview.value = null;
    odds.value = null;
  }

  // ---- AI play and replay ------------------------------------------------------------------------------------

  /**
   * Plays on while not paused: recorded moves of the line one by one when looking back (replay), then the
   * AI sides' decisions while it is their turn.
   */
  function pumpAi(): Promise<void> {
    if (aiLoop) return aiLoop;
    if (paused.value) return Promise.resolve();
    if (!reviewing.value && !isAiTurn.value) return Promise.resolve();
    const gen = generation;
    const loop = (async () => {
      while (gen === generation && !paused.value) {
        if (reviewing.value) {
          if (!(await goTo(ply.value + 1, { keepPlaying: true }))) break;
          const delay = Math.max(settings.watchDelayMs(), 60);
          if (!paused.value) await sleep(delay);
          continue;
        }
        if (!isAiTurn.value) break;
        if (!(await thinkOnce(gen))) break;
        const delay = settings.watchDelayMs();
        if (delay > 0 && isAiTurn.value && !paused.value) await sleep(delay);
      }
    })();
    aiLoop = loop;
    void loop.finally(() => {
      if (aiLoop === loop) aiLoop = null;
    });
    return loop;
  }

  async function thinkOnce(gen: number): Promise<boolean> {
    const snap = snapshot.value;
    if (!snap) return false;
    const client = gameClient();
    ai.start(snap.state.activeSide);
    const progress = client.proxy((p: ThinkingProgress) => {
      if (gen === generation) ai.report(p);
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
    if (gen !== generation) return false;
    if (!r.ok) {
      ai.finish(null);
      if (r.error.code !== 'ERR_ABORTED') {
        paused.value = true;
        if (!r.error.message.includes('ERR_WORKER_RESTARTED')) fail(r.error);
      }
      return false;
    }
    if ('snapshot' in r.value) {
      ai.finish(r.value.decision);
      applyStep(r.value);
      syncAiPanel();
      return true;
    }
    ai.finish(r.value.decision);
    busy.value = true;
    try {
      const ok = await rollAndCommit(r.value.action, r.value.decision);
      if (ok) syncAiPanel();
      else paused.value = true;
      return ok;
    } finally {
      busy.value = false;
    }
  }

  /** Pauses or resumes play (AI decisions, or the replay when looking back); pausing abandons a search. */
  function setPaused(value: boolean): void {
    paused.value = value;
    if (value) {
      wake?.();
      if (ai.thinking) void gameClient().service.stop('abort');
    } else {
      void pumpAi();
    }
  }

  /** One step forward, also while paused: the next recorded move, else one AI decision. */
  async function step(): Promise<void> {
    if (aiLoop) return;
    if (reviewing.value) {
      await goTo(ply.value + 1);
      return;
    }
    if (!isAiTurn.value) return;
    const loop = thinkOnce(generation).then(() => undefined);
    aiLoop = loop;
    try {
      await loop;
    } finally {
      if (aiLoop === loop) aiLoop = null;
    }
  }

  /** Asks the thinking AI to play its best move so far. */
  function moveNow(): void {
    if (ai.thinking) void gameClient().service.stop('answer');
  }

  /** Changes who plays each side (e.g. the AI level from the settings) in the game in progress. */
  async function setPlayers(next: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    const r = await gameClient().service.setPlayers(plain(next));
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    snapshot.value = markRaw(r.value.snapshot);
    changes.value++;
    void pumpAi();
    return true;
  }

  return {
    // state
    snapshot,
    log,
    line,
    selectedId,
    allowance,
    chargeInfo,
    preview,
    odds,
    lastAction,
    lastDecision,
    recentDecision,
    recentDecisionPly,
    runMode,
    moveDone,
    hideMode,
    busy,
    paused,
    lastError,
    changes,
    // derived
    state,
    legal,
    players,
    toAct,
    isHumanTurn,
    isAiTurn,
    result,
    anyAi,
    allAi,
    ply,
    lineLength,
    reviewing,
    tabletopMode,
    queuedDice,
    models,
    names,
    sideNames,
    selected,
    selectedLegal,
    moveOptions,
    chargeTargets,
    shootTargets,
    diveTargets,
    castTargets,
    verticalMoves,
    actionableIds,
    canEndPhase,
    sideIndex,
    // actions
    newGame,
    loadGame,
    resync,
    exportGame,
    act,
    endPhase,
    undo,
    takeBack,
    playAgain,
    redo,
    goTo,
    previousTurn,
    nextTurn,
    selectBranch,
    setDice,
    replayNext,
    select,
    selectNext,
    clickGround,
    clickModel,
    previewShot,
    previewCharge,
    previewTargeted,
    refreshOdds,
    confirmPreview,
    cancelPreview,
    pumpAi,
    setPaused,
    step,
    moveNow,
    setPlayers,
    stopAi,
  };
});

/** Rounds inches to 1/100 so saved actions stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
