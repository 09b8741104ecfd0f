/**
 * Squad play on the board (RULES.md §2, §10, §11): clicking a model of a unit of several models selects the
 * unit; clicking the ground moves the whole unit (`moveUnit`, offset from the clicked model) or, in "move
 * model" mode or with Alt, the one model (`move`); entering and leaving buildings; the unit-level odds and the
 * assault details of a previewed charge; the latest close combat results. Every rule question goes to the
 * worker: the engine lists the legal unit moves and refuses illegal ones with a coded error.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, toRaw, watch } from 'vue';
import type { Action } from '../../../engine/types';
import { withinReach } from '../board/click-reach';
import { gameClient } from '../platform/client';
import { isRecent, latestCombat, type CombatOutcome } from '../panels/combat-results';
import { combatResultText } from '../../../session/squad-format';
import type { LegalAction } from '../../../session/service-types';
import type { UnitView } from '../../../session/squad-view';
import type { AssaultPreview, UnitOutcomes } from '../../../session/unit-odds';
import { useGameStore } from './game';
import { useInputStore } from './input';
import { usePlayStore } from './play';
import { useToastStore } from './toasts';

type UnitMoveOption = Extract<LegalAction, { type: 'moveUnit'; maxDistance: number }>;

function isUnitMoveOption(a: LegalAction): a is UnitMoveOption {
  return a.type === 'moveUnit' && 'maxDistance' in a;
}

/** Rounds inches to 1/100 so saved actions stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Squad store (setup style). */
export const useSquadStore = defineStore('squad', () => {
  const game = useGameStore();
  const input = useInputStore();
  const play = usePlayStore();
  const toasts = useToastStore();

  const view = computed(() => game.snapshot?.squad ?? null);
  /** The game is played with squads (preset `squad-assault`). */
  const active = computed(() => view.value !== null);
  /** Move the selected model on its own (`move`) rather than its whole unit. */
  const modelMode = ref(false);
  /** The next click on the ground is where the selected unit steps out of its building (§11). */
  const leaveMode = ref(false);

  const unitOfModel = computed(() => {
    const out = new Map<string, UnitView>();
    for (const u of view.value?.units ?? []) for (const id of u.members) out.set(id, u);
    return out;
  });

  /** The unit of the selected model when it has several models (squad play), else null. */
  const selectedUnit = computed<UnitView | null>(() => {
    const id = input.selectedId;
    const u = id ? unitOfModel.value.get(id) : undefined;
    return u && u.size > 1 ? u : null;
  });

  /** The selected unit belongs to the human side to act. */
  const mine = computed(
    () =>
      !!selectedUnit.value &&
      game.isHumanTurn &&
      selectedUnit.value.sideIndex === (game.state?.activeSide ?? -1),
  );

  /** Unit move descriptors of the selected unit: `{ walk, run }`, the slowest model's (§2). */
  const unitMoves = computed(() => {
    const u = selectedUnit.value;
    const moves = u && mine.value ? game.legal.filter(isUnitMoveOption).filter((a) => a.unit === u.id) : [];
    return { walk: moves.find((m) => !m.run), run: moves.find((m) => m.run) };
  });

  /** A click on the ground moves the whole selected unit (rings and ghosts show the unit move). */
  const movingUnit = computed(
    () =>
      mine.value && !modelMode.value && !leaveMode.value && (!!unitMoves.value.walk || !!unitMoves.value.run),
  );

  const unitActions = computed(() => {
    const u = selectedUnit.value ?? (input.selectedId ? unitOfModel.value.get(input.selectedId) : undefined);
    if (!u || !game.isHumanTurn) return [];
    return game.legal.filter(
      (a) => (a.type === 'enterBuilding' || a.type === 'leaveBuilding') && a.unit === u.id,
    );
  });
  /** Buildings the selected model's unit may enter now (engine `enterActions`). */
  const enterOptions = computed(() =>
    unitActions.value.filter(
      (a): a is Extract<Action, { type: 'enterBuilding' }> => a.type === 'enterBuilding',
    ),
  );
  /** The selected model's unit may step out of its building now (engine `leaveActions` found room). */
  const canLeave = computed(() => unitActions.value.some((a) => a.type === 'leaveBuilding'));

  watch(
    () => selectedUnit.value?.id ?? input.selectedId,
    () => {
      leaveMode.value = false;
      modelMode.value = false;
    },
  );

  /**
   * A click on open ground at (x, y) inches in squad play: steps the unit out of its building in leave mode;
   * moves the one model with `alt`, in model mode or when the unit can no longer move as one (one of its models
   * moved on its own); else moves the whole selected unit by the offset from the selected model to the point
   * (`run` to run); a click up to `slack` inches past the ring moves it as far as it goes, as a single model
   * (`input.clickGround`). Anything else is the game store's click.
   */
  async function clickGround(
    x: number,
    y: number,
    opts: { run?: boolean; alt?: boolean; slack?: number } = {},
  ): Promise<void> {
    if (input.preview) {
      input.cancelPreview();
      return;
    }
    const unit =
      selectedUnit.value ?? (input.selectedId ? unitOfModel.value.get(input.selectedId) : undefined);
    if (leaveMode.value && unit && game.isHumanTurn) {
      if (await play.act({ type: 'leaveBuilding', unit: unit.id, to: [round(x), round(y)] }))
        leaveMode.value = false;
      return;
    }
    const sel = input.selected;
    const { walk, run } = unitMoves.value;
    // Once one of its models has moved on its own, the unit no longer moves as one: its models move one by one.
    const single = !walk && !run && (!!input.moveOptions.walk || !!input.moveOptions.run);
    if (!sel || !selectedUnit.value || !mine.value || opts.alt || modelMode.value || single)
      return input.clickGround(x, y, { run: opts.run, slack: opts.slack });
    if (!walk && !run) {
      if (game.state?.phase !== 'movement') input.select(null);
      else
        toasts.error({
          code: 'ERR_CANNOT_ACT',
          message: `${selectedUnit.value.name} cannot move as a unit now`,
        });
      return;
    }
    const running = Boolean(opts.run || input.runMode) || !walk;
    // A click just past the ring moves the unit as far as it may go, as for a single model (click-reach.ts).
    const [tx, ty] = withinReach(sel.state, x, y, (running ? run : walk)?.maxDistance, opts.slack);
    const by: [number, number] = [round(tx - sel.state.x), round(ty - sel.state.y)];
    if (await play.act({ type: 'moveUnit', unit: selectedUnit.value.id, by, run: running })) input.moveDone();
  }

  /** Selects the first model in play of a unit (from the units panel). */
  function selectUnit(id: string): void {
    const u = view.value?.units.find((v) => v.id === id);
    if (u?.lead) input.select(u.lead);
  }

  // ---- the previewed charge or shot: unit outcomes and assault details ------------------------------------

  /** Unit outcomes of the previewed charge or shot (ai `unitOutcomes`); null while worked out or in skirmish. */
  const unitOdds = shallowRef<UnitOutcomes | null>(null);
  /** The previewed charge is an assault on a garrisoned building (§11): what it involves; else null. */
  const assault = shallowRef<AssaultPreview | null>(null);

  watch(
    () => input.preview,
    async (p) => {
      unitOdds.value = null;
      assault.value = null;
      if (!p || !active.value || p.kind === 'unitFire') return;
      const service = gameClient().service;
      let action: Action;
      if (p.kind === 'charge') action = { type: 'charge', model: p.model, target: p.target };
      else if (p.kind === 'shot')
        action = {
          type: 'shoot',
          model: p.model,
          target: p.target,
          ...(p.weapon ? { weapon: p.weapon } : {}),
        };
      else if (p.action.type === 'charge') action = p.action;
      else return;
      if (action.type === 'charge') {
        const a = await service.assaultPreview(p.model, p.target);
        if (input.preview !== p) return;
        assault.value = a ? markRaw(a) : null;
      }
      const r = await service.unitOdds(structuredClone(toRaw(action)));
      if (input.preview !== p) return;
      if (r.ok && r.value) unitOdds.value = markRaw(r.value);
    },
  );

  // ---- close combat results --------------------------------------------------------------------------------

  /** The latest close combat results while they are news (that player turn or the next). */
  const recentCombat = computed<CombatOutcome | null>(() => {
    const s = game.state;
    if (!s || !active.value) return null;
    const c = latestCombat(game.log);
    return c && isRecent(c, s.turn, s.activeSide, s.static.firstSide) ? c : null;
  });

  /** The assault parties that fought in the latest combat shown (§11): model ids. */
  const partyMembers = computed(() => new Set(Object.values(recentCombat.value?.parties ?? {}).flat()));

  let seenPly = game.ply;
  watch(
    () => game.ply,
    (ply) => {
      const fresh = ply === seenPly + 1;
      seenPly = ply;
      const c = recentCombat.value;
      if (!fresh || !c || c.ply !== ply) return;
      for (const r of c.results) toasts.push('info', 'Close combat', combatResultText(r, game.sideNames));
    },
  );

  return {
    view,
    active,
    modelMode,
    leaveMode,
    unitOfModel,
    selectedUnit,
    mine,
    unitMoves,
    movingUnit,
    enterOptions,
    canLeave,
    clickGround,
    selectUnit,
    unitOdds,
    assault,
    recentCombat,
    partyMembers,
  };
});
