/**
 * What the board explains (DESIGN.md "Explanation"): a hint for the human, the AI's live search, or the AI's
 * latest decision of the turn and phase shown — its top candidates as arrows and target lines, the key outcomes
 * of the chosen action (worked out by the engine in the worker), and the heat map of the selected model's
 * candidate positions from the latest AI decision about it.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import type { Decision } from '../../../ai';
import { gameClient } from '../platform/client';
import { isInstant } from '../../../session/instant-decision';
import { hasKeyOutcomes, type KeyOutcome } from '../panels/key-outcomes';
import type { Candidate, CandidateSpot, DecisionSummary, Positions } from '../../../session/service-types';
import { useAiStore } from './ai';
import { decisionIsCurrent } from './decision-phase';
import { useGameStore } from './game';
import { useInputStore } from './input';
import { useHintStore } from './hint';
import { outcomesAt } from './outcomes-at';
import { useSettingsStore } from './settings';

/** Where the explanation comes from: a hint, the AI thinking now, or a decision the AI made. */
export type ExplainKind = 'hint' | 'live' | 'decision';

/**
 * A decision as the board draws it, e.g. `{ kind: 'decision', side: 1, by: 'AI (normal)', candidates: [...],
 * positions: { b2: [30, 40] }, chosen: { type: 'charge', … }, decidedAt: 41 }`.
 */
export interface Explained {
  kind: ExplainKind;
  /** Side index that decides; candidate values are its win probabilities. */
  side: number;
  by: string;
  /** Best (most visited) first. */
  candidates: Candidate[];
  /** Where the models stood when it was decided, inches (empty while live: the board is that position). */
  positions: Positions;
  /** The action played or suggested; the leading candidate while the search runs. */
  chosen: Decision | null;
  /** Ply of the position it was decided in, null while the search runs. */
  decidedAt: number | null;
}

/** The heat map of one model: the end positions the search weighed for it, and when. */
export interface HeatMap {
  model: string;
  spots: CandidateSpot[];
  turn: number;
  phase: string;
  by: string;
}

function fromSummary(
  kind: ExplainKind,
  d: DecisionSummary,
  chosen: Decision | null,
  decidedAt: number,
): Explained {
  return {
    kind,
    side: d.side,
    by: d.by,
    // An instant decision (a single legal option) weighed nothing: the board draws no candidates for it.
    candidates: isInstant(d) ? [] : d.candidates,
    positions: d.positions ?? {},
    chosen: chosen ?? d.candidates[0]?.action ?? null,
    decidedAt,
  };
}

/** Explain store (setup style). */
export const useExplainStore = defineStore('explain', () => {
  const game = useGameStore();
  const input = useInputStore();
  const ai = useAiStore();
  const hint = useHintStore();
  const settings = useSettingsStore();

  /** The candidate the pointer is on in the AI panel (its rank), highlighted on the board. */
  const focus = ref<number | null>(null);

  const explained = computed<Explained | null>(() => {
    const state = game.state;
    if (!state) return null;
    if (hint.status === 'thinking' && hint.progress) {
      const p = hint.progress;
      return {
        kind: 'hint',
        side: p.side,
        by: 'Hint',
        candidates: p.candidates,
        positions: {},
        chosen: p.candidates[0]?.action ?? null,
        decidedAt: null,
      };
    }
    if (hint.status === 'ready' && hint.decision && hint.ply !== null)
      return fromSummary('hint', hint.decision, hint.action, hint.ply);
    if (!settings.showReasoning) return null;
    if (ai.thinking && ai.progress) {
      const p = ai.progress;
      return {
        kind: 'live',
        side: p.side,
        by: ai.lastDecision?.by ?? 'AI',
        candidates: p.candidates,
        positions: {},
        chosen: p.candidates[0]?.action ?? null,
        decidedAt: null,
      };
    }
    // A finished game has no win chance left to estimate (RULES.md §13): the board drops the last decision's.
    if (state.result) return null;
    const d = game.recentDecision;
    const at = game.recentDecisionPly;
    // Only while the game is still in the decision's turn, side and phase: a phase that ended by itself (nothing
    // for the AI to decide) leaves no candidates of the last phase on the board.
    if (!d || at === null || !decisionIsCurrent(d, state)) return null;
    return fromSummary('decision', d, game.line[at - 1]?.action ?? null, at - 1);
  });

  /** Where every model stands in the position shown, inches. */
  const current = computed<Positions>(() =>
    Object.fromEntries(game.models.map((m) => [m.id, [m.state.x, m.state.y] as [number, number]])),
  );

  // ---- key outcomes of the chosen action -------------------------------------------------------------------

  /** The key outcomes of the explained decision's chosen action; null while worked out or when it has none. */
  const outcomes = shallowRef<KeyOutcome[] | null>(null);
  let asked = '';

  watch(
    () => {
      const e = explained.value;
      if (!e || e.decidedAt === null || !e.chosen || !hasKeyOutcomes(e.chosen)) return '';
      // The decision's place in this game: its position, the node played from it, the game's seed.
      const node = game.line[e.decidedAt]?.node ?? null;
      return JSON.stringify([e.kind, e.decidedAt, node, game.state?.seed, e.chosen]);
    },
    async (key) => {
      asked = key;
      outcomes.value = null;
      const e = explained.value;
      if (!key || !e || e.decidedAt === null || !e.chosen) return;
      const found = await outcomesAt(game, e.decidedAt, e.chosen);
      if (asked === key && found) outcomes.value = markRaw(found);
    },
  );

  // ---- heat map of the selected model ------------------------------------------------------------------------

  const fetchedHeat = shallowRef<HeatMap | null>(null);
  let heatAsked = '';

  /** The explained decision's own spots when it is about the selected model (a hint, the last decision). */
  const ownHeat = computed<HeatMap | null>(() => {
    const id = input.selectedId;
    const e = explained.value;
    if (!id || !e || e.kind === 'live') return null;
    const d = e.kind === 'hint' ? hint.decision : game.recentDecision;
    if (!d || d.model !== id || !d.spots?.length) return null;
    return { model: id, spots: d.spots, turn: d.turn, phase: d.phase, by: d.by };
  });

  watch(
    () => (input.selectedId && settings.showReasoning ? `${input.selectedId}@${game.changes}` : ''),
    async (key) => {
      heatAsked = key;
      fetchedHeat.value = null;
      const id = input.selectedId;
      if (!key || !id) return;
      const r = await gameClient().service.decisionFor(id);
      if (heatAsked !== key || !r?.decision.spots?.length) return;
      const d = r.decision;
      fetchedHeat.value = markRaw({ model: id, spots: d.spots!, turn: d.turn, phase: d.phase, by: d.by });
    },
  );

  /** The heat map to draw: the selected model's candidate positions, when the AI ever weighed them. */
  const heat = computed<HeatMap | null>(() => ownHeat.value ?? fetchedHeat.value);

  return { focus, explained, current, outcomes, heat };
});
