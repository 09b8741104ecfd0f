/**
 * The player's references at hand: the rules reference (RULES.md, opened at a § from any link in the app), the
 * printable roster of the game's warbands, and the unit card of the model under the pointer.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { modelCard, type ModelCard } from '../../../session/model-card';
import { useGameStore } from './game';
import { sameJson } from './same-record';

/** Reference store (setup style). */
export const useReferenceStore = defineStore('reference', () => {
  const game = useGameStore();
  /** Whether the rules reference is open. */
  const rulesOpen = ref(false);
  /** The § shown, e.g. `'6.3'`; null shows the list. */
  const ruleId = ref<string | null>(null);
  /** The search typed in the reference. */
  const query = ref('');
  /** Whether the printable roster is open. */
  const rosterOpen = ref(false);
  /** Id of the model whose unit card shows (the one under the pointer), or null. */
  const cardModel = ref<string | null>(null);
  /**
   * The unit card of `cardModel` in the position shown (`session/model-card.ts`), or null. The same object
   * while the card reads the same: a step that leaves the model alone does not re-render it (the pointer may
   * rest on a model through a whole AI turn).
   */
  const card = computed<ModelCard | null>((prev) => {
    const st = game.state;
    const id = cardModel.value;
    const i = st && id !== null ? st.static.models.findIndex((m) => m.id === id) : -1;
    if (!st || i < 0) return null;
    return sameJson(prev ?? undefined, modelCard(st.static, i, st.models[i]));
  });

  /** Opens the reference at a rule (`'6.3'` or `'§6.3'`), or at its contents when none is given. */
  function openRule(id?: string): void {
    ruleId.value = id === undefined ? null : id.replace(/^§/, '');
    if (id !== undefined) query.value = '';
    rulesOpen.value = true;
  }

  function closeRules(): void {
    rulesOpen.value = false;
  }

  return { rulesOpen, ruleId, query, rosterOpen, cardModel, card, openRule, closeRules };
});
