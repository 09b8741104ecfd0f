/**
 * The sight view (issue 24, part 1; RULES.md §5, §6.2): while it is on (`ui.sight`, key L) the selected model's
 * view, what it sees, the cover of each enemy and whom it may shoot, asked of the worker at every change of the
 * selection or the position; and the ruler's sight line between its two ends. Nothing here knows a rule: the
 * answers are the engine's (`session/sight-view.ts`, `session/sight-line.ts`).
 */
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import type { SightEnd, SightLine } from '../../../session/sight-line';
import type { SightView } from '../../../session/sight-view';
import { gameClient } from '../platform/client';
import { plain, useGameStore } from './game';
import { useInputStore } from './input';
import { useUiStore } from './ui';

/** Sight store (setup style). */
export const useSightStore = defineStore('sight', () => {
  const game = useGameStore();
  const input = useInputStore();
  const ui = useUiStore();

  /** The selected model's view while the sight view is on, else null. */
  const view = shallowRef<SightView | null>(null);
  /** The ruler's sight line between its ends, or null while nothing is measured. */
  const line = shallowRef<SightLine | null>(null);
  let asked = 0;
  let lineAsked = 0;

  async function refresh(): Promise<void> {
    const n = ++asked;
    const id = input.selectedId;
    if (!ui.sight || !id || !game.snapshot) {
      view.value = null;
      return;
    }
    const r = await gameClient().service.sightView(id);
    if (n === asked) view.value = r.ok ? r.value : null;
  }

  watch(
    () => [ui.sight, input.selectedId, game.snapshot] as const,
    () => void refresh(),
    {
      immediate: true,
    },
  );

  /** Asks the sight between the ruler's ends (`ends` null clears it). */
  async function measure(ends: [SightEnd, SightEnd] | null): Promise<void> {
    const n = ++lineAsked;
    if (!ends || !game.snapshot) {
      line.value = null;
      return;
    }
    const r = await gameClient().service.sightLine(plain(ends[0]), plain(ends[1]));
    if (n === lineAsked) line.value = r.ok ? r.value : null;
  }

  /** Turns the sight view on or off. */
  function toggle(): void {
    ui.sight = !ui.sight;
  }

  return { view, line, toggle, measure, refresh };
});
