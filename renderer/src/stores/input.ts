/**
 * Board input: the selected model and what it may do (its move allowance, the charges and shots in reach),
 * clicks on the ground and on models turned into actions, and the previews (a shot, a charge, a spell)
 * waiting for the player's confirmation with their odds. Actions go through the play loop (`play.ts`).
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { gameClient } from '../platform/client';
import type {
  Action,
  ChargePreview,
  LegalAction,
  MoveAllowance,
  Odds,
  PlannedAttack,
  ShotPreview,
} from '../../../session/service-types';
import type { UnitFireOdds, UnitFirePlan } from '../../../session/unit-fire';
import { withinReach } from '../board/click-reach';
import { namedMessage } from '../named-message';
import { plain, useGameStore, type ModelView } from './game';
import { usePlayStore } from './play';

/** A preview waiting for the player's confirmation. */
export type PendingPreview =
  | { kind: 'shot'; model: string; target: string; weapon?: string; value: ShotPreview }
  | { kind: 'charge'; model: string; target: string; value: ChargePreview }
  | { kind: 'action'; model: string; target: string; action: Action }
  | { kind: 'unitFire'; model: string; target: string; value: UnitFirePlan };

function isDescriptor(a: LegalAction): a is Extract<LegalAction, { maxDistance: number }> {
  return a.type === 'move' && 'maxDistance' in a;
}

/** Rounds inches to 1/100 so saved actions stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The action a preview commits (a unit's fire is several: `play.fireUnit`). */
function previewAction(p: Exclude<PendingPreview, { kind: 'unitFire' }>): Action {
  if (p.kind === 'action') return p.action;
  if (p.kind === 'shot') {
    const shot: Action = { type: 'shoot', model: p.model, target: p.target };
    if (p.weapon) shot.weapon = p.weapon;
    return shot;
  }
  return { type: 'charge', model: p.model, target: p.target };
}

/** Board input store (setup style). */
export const useInputStore = defineStore('input', () => {
  const game = useGameStore();
  const play = usePlayStore();

  const selectedId = ref<string | null>(null);
  const allowance = shallowRef<MoveAllowance | null>(null);
  /** Charge previews of the selected model by target id (who is in reach), fetched with the allowance. */
  const chargeInfo = shallowRef<Record<string, ChargePreview>>({});
  /**
   * In the Close combat phase, what the selected model will do when the combat resolves at the end of the phase
   * (RULES.md §7.1), e.g. `[{ target: 'b1', attacks: 1 }]`; fetched with the allowance.
   */
  const plannedAttacks = shallowRef<PlannedAttack[]>([]);
  const preview = shallowRef<PendingPreview | null>(null);
  /** Odds of the previewed action, null while they are worked out. */
  const odds = shallowRef<Odds | null>(null);
  /** Combined odds of a previewed unit's fire (squad play), null while they are worked out. */
  const fireOdds = shallowRef<UnitFireOdds | null>(null);
  const runMode = ref(false);
  const hideMode = ref(false);
  /** Bumped when a game starts: answers asked for an older game are dropped. */
  let generation = 0;

  /** The phase last seen: entering Movement starts with nothing selected (the first click selects). */
  let seenPhase: string | undefined = game.state?.phase;

  game.onChange((change) => {
    const phase = game.state?.phase;
    const intoMovement = phase === 'movement' && seenPhase !== undefined && seenPhase !== 'movement';
    seenPhase = change === 'start' ? undefined : phase;
    if (change === 'start') {
      generation++;
      selectedId.value = null;
      allowance.value = null;
      preview.value = null;
      runMode.value = false;
      hideMode.value = false;
      return;
    }
    preview.value = null;
    odds.value = null;
    fireOdds.value = null;
    const sel = selected.value;
    if (sel && (intoMovement || sel.state.status === 'outOfAction')) select(null);
    else if (sel) void refreshAllowance();
  });

  // ---- derived -------------------------------------------------------------------------------------------

  const selected = computed(() => game.models.find((m) => m.id === selectedId.value) ?? null);

  /** Legal actions of the selected model (including move descriptors). */
  const selectedLegal = computed(() =>
    selectedId.value && game.isHumanTurn
      ? game.legal.filter((a) => 'model' in a && a.model === selectedId.value)
      : [],
  );

  /** Move descriptors of the selected model: `{ walk, run }`, each undefined when not allowed. */
  const moveOptions = computed(() => {
    const moves = selectedLegal.value.filter(isDescriptor);
    return { walk: moves.find((m) => !m.run), run: moves.find((m) => m.run) };
  });

  /**
   * Why the selected model may move but not run, with names, e.g. `enemy Raider Chief is within 8" (§4.2)`;
   * null when it may run or may not move at all.
   */
  const runRefusal = computed(() => {
    const why = allowance.value?.runBlocked;
    return why && moveOptions.value.walk && !moveOptions.value.run ? namedMessage(why, game.names) : null;
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
    if (!game.isHumanTurn) return new Set<string>();
    return new Set(game.legal.flatMap((a) => ('model' in a ? [a.model] : [])));
  });
  // ---- selection and previews ------------------------------------------------------------------------------

  async function refreshAllowance(): Promise<void> {
    const id = selectedId.value;
    const gen = generation;
    const at = game.snapshot?.ply;
    if (!id || !game.snapshot) {
      allowance.value = null;
      chargeInfo.value = {};
      plannedAttacks.value = [];
      return;
    }
    const service = gameClient().service;
    const wantCharges = chargeTargets.value.size > 0;
    const fights = selectedLegal.value.some((a) => a.type === 'fight');
    const [a, charges, planned] = await Promise.all([
      service.allowance(id),
      wantCharges ? service.chargeOptions(id) : Promise.resolve({}),
      fights ? service.plannedAttacks(id) : Promise.resolve([]),
    ]);
    if (gen !== generation || selectedId.value !== id || game.snapshot?.ply !== at) return;
    allowance.value = a ? markRaw(a) : null;
    chargeInfo.value = markRaw(charges);
    plannedAttacks.value = markRaw(planned);
  }

  function select(id: string | null): void {
    selectedId.value = id;
    preview.value = null;
    odds.value = null;
    fireOdds.value = null;
    allowance.value = null;
    chargeInfo.value = {};
    plannedAttacks.value = [];
    if (id) void refreshAllowance();
  }

  /** Selects the next model that can act now (Tab), cycling. */
  function selectNext(direction: 1 | -1 = 1): void {
    const ids = game.models.filter((m) => actionableIds.value.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    const at = selectedId.value ? ids.indexOf(selectedId.value) : -1;
    select(ids[(at + direction + ids.length) % ids.length]!);
  }

  /**
   * A click on open ground at (x, y) inches: move the selected model there (run with `run`); a click up to
   * `slack` inches past its ring (default `CLICK_SLACK`, the board passes its zoom's) moves it as far as it goes.
   */
  async function clickGround(
    x: number,
    y: number,
    opts: { run?: boolean; slack?: number } = {},
  ): Promise<void> {
    if (preview.value) {
      preview.value = null;
      return;
    }
    const sel = selected.value;
    if (!sel || !game.isHumanTurn || !game.state) return;
    const { walk, run: runDescriptor } = moveOptions.value;
    if (!walk && !runDescriptor) {
      if (sel.side !== game.state.activeSide || game.state.phase !== 'movement') select(null);
      else game.fail({ code: 'ERR_CANNOT_ACT', message: `${sel.name} cannot move now` });
      return;
    }
    const run = Boolean(opts.run || runMode.value) || !walk;
    const [tx, ty] = withinReach(sel.state, x, y, (run ? runDescriptor : walk)?.maxDistance, opts.slack);
    const move: Action = { type: 'move', model: sel.id, to: [round(tx), round(ty)], run };
    if (hideMode.value) move.hide = true;
    if (await play.act(move)) moveDone();
  }

  /** After a move made on the board: Run and Hide were for that move only ("run with the next move"). */
  function moveDone(): void {
    runMode.value = false;
    hideMode.value = false;
  }

  /**
   * A click on a model: select own models, preview a charge or a shot on a legal target, else inspect. In squad
   * play's Shooting phase a click on an enemy previews the selected model's unit's fire at the enemy's unit, each
   * model at its closest legal model of it (§6.2), a unit of one model as any other; with `alt` only the selected
   * model's shot at the model clicked.
   */
  async function clickModel(id: string, opts: { alt?: boolean } = {}): Promise<void> {
    const target = game.models.find((m) => m.id === id);
    const s = game.state;
    if (!target || !s) return;
    const sel = selected.value;
    if (sel && sel.id !== id && game.isHumanTurn) {
      const cast = castTargets.value.get(id);
      if (sel.side !== target.side) {
        if (chargeTargets.value.has(id)) return previewCharge(sel.id, id);
        const assault = garrisonCharge(target);
        if (assault !== null) return previewCharge(sel.id, assault);
        if (diveTargets.value.has(id))
          return previewTargeted({ type: 'divingCharge', model: sel.id, target: id });
        const mine = sel.side === s.activeSide && !cast;
        const unitFire = mine && s.phase === 'shooting' && !opts.alt && !!s.static.squads;
        if (unitFire && (await previewUnitFire(sel.id, id))) return;
        if (shootTargets.value.has(id)) return previewShot(sel.id, id, shootTargets.value.get(id)?.[0]);
        // A refused shot or charge is explained and the selection stays on the model that was refused.
        if (mine && s.phase === 'shooting' && (await explainNoShot(sel.id, id))) return;
        if (
          mine &&
          s.phase === 'movement' &&
          (await explainRefusal({ type: 'charge', model: sel.id, target: id }))
        )
          return;
      }
      if (cast) return previewTargeted(cast);
    }
    // A click on the selected model keeps it selected (Escape or the empty table clears it).
    if (selectedId.value !== id) select(id);
  }

  /**
   * A click on a garrison model the selected model may not charge itself: the legal charge at another model of
   * the same building, the assault on it (RULES.md §11: the charger assaults the building, not a model), or null.
   */
  function garrisonCharge(target: ModelView): string | null {
    const k = target.state.building;
    if (k < 0) return null;
    for (const t of chargeTargets.value) {
      const m = game.models.find((v) => v.id === t);
      if (m && m.state.building === k) return t;
    }
    return null;
  }

  /**
   * A click on an enemy the selected shooter may not shoot (out of range, out of sight, not the closest
   * target…): the engine's reason as a toast, e.g. "b2 is 30.2″ away…" (RULES.md §6). True when it was
   * refused (the selection then stays on the shooter).
   */
  async function explainNoShot(model: string, target: string): Promise<boolean> {
    const gen = generation;
    const r = await gameClient().service.shotPreview(model, target);
    if (gen !== generation || r.ok) return false;
    game.fail(r.error);
    return true;
  }

  /**
   * A click on an enemy the selected model may not charge (already moved, on another level, cannot see it, its
   * path blocked, charges over…): the engine's reason as a toast, e.g. "charges must be declared before any
   * other move this phase (§3.2)" (RULES.md §4.1). True when it was refused.
   */
  async function explainRefusal(action: Action): Promise<boolean> {
    const gen = generation;
    const error = await gameClient().service.refusal(plain(action));
    if (gen !== generation || !error) return false;
    game.fail(error);
    return true;
  }

  /**
   * Previews the fire of `model`'s unit at `target`'s unit (squad play, §6.2, §10.2): who fires at whom, who may
   * not and why, then the combined odds worked out in the worker. False (nothing shown) when no model of the
   * unit may fire at that unit.
   */
  async function previewUnitFire(model: string, target: string): Promise<boolean> {
    const gen = generation;
    const r = await gameClient().service.unitFire(model, target);
    if (gen !== generation || !r.ok || r.value.shots.length === 0) return false;
    preview.value = markRaw<PendingPreview>({ kind: 'unitFire', model, target, value: r.value });
    void refreshOdds();
    return true;
  }

  async function previewShot(model: string, target: string, weapon?: string): Promise<void> {
    const gen = generation;
    const r = await gameClient().service.shotPreview(model, target, weapon);
    if (gen !== generation) return;
    if (!r.ok) return game.fail(r.error);
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
    const t = game.models.find((m) => m.id === target);
    if (game.state?.static.squads && t && t.state.building >= 0)
      return previewTargeted({ type: 'charge', model, target });
    const gen = generation;
    const r = await gameClient().service.chargePreview(model, target);
    if (gen !== generation) return;
    if (!r.ok) return game.fail(r.error);
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

  /**
   * Works out the odds of the previewed action in the worker. A squad charge's odds are the unit outcomes the
   * squad store asks for (RULES.md §7.9, §10), not these.
   */
  async function refreshOdds(): Promise<void> {
    const p = preview.value;
    odds.value = null;
    fireOdds.value = null;
    if (p?.kind === 'unitFire') {
      const r = await gameClient().service.unitFireOdds(p.model, p.target);
      if (preview.value === p && r.ok) fireOdds.value = markRaw(r.value);
      return;
    }
    if (!p || (game.state?.static.squads && previewAction(p).type === 'charge')) return;
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
    fireOdds.value = null;
    if (p.kind === 'unitFire') return play.fireUnit(p.model, p.target);
    return play.act(previewAction(p));
  }

  function cancelPreview(): void {
    preview.value = null;
    odds.value = null;
    fireOdds.value = null;
  }

  /** Queues forced D6 faces for the next action (RULES.md §13); `[]` clears them. The preview's odds follow. */
  async function setDice(dice: number[]): Promise<boolean> {
    const r = await gameClient().service.setDice(plain(dice));
    if (!r.ok) {
      game.fail(r.error);
      return false;
    }
    game.showSnapshot(r.value.snapshot, false);
    if (preview.value) void refreshOdds();
    return true;
  }

  return {
    // state
    selectedId,
    allowance,
    chargeInfo,
    plannedAttacks,
    preview,
    odds,
    fireOdds,
    runMode,
    hideMode,
    // derived
    selected,
    selectedLegal,
    moveOptions,
    runRefusal,
    chargeTargets,
    shootTargets,
    diveTargets,
    castTargets,
    verticalMoves,
    actionableIds,
    // actions
    select,
    selectNext,
    clickGround,
    clickModel,
    moveDone,
    previewShot,
    previewUnitFire,
    previewCharge,
    previewTargeted,
    refreshOdds,
    confirmPreview,
    cancelPreview,
    setDice,
  };
});
