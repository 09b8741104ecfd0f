/** User preferences, kept in localStorage when there is one: watch speed, board display, the last setup. */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { NewGameSetup, PlayerSpec } from '../service-types';

/** Watch-mode speeds: the pause between two AI decisions, in milliseconds (slow → max). */
export const WATCH_DELAYS_MS = [1200, 500, 120, 0] as const;
/** Names of the watch speeds. */
export const WATCH_SPEED_LABELS = ['Slow', 'Normal', 'Fast', 'Max'] as const;

const STORAGE_KEY = 'skirmisher.settings.v1';

/** The part of `Storage` used here (absent in Node tests). */
interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | null {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null;
  }
}

interface Persisted {
  watchSpeed: number;
  animate: boolean;
  showCasualties: boolean;
  showRings: boolean;
  lastSetup: Omit<NewGameSetup, 'scenario'> & { scenario: string };
}

const DEFAULT_PLAYERS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'ai', level: 'normal' }];

/** Settings store (setup style). */
export const useSettingsStore = defineStore('settings', () => {
  const watchSpeed = ref(1);
  const animate = ref(true);
  const showCasualties = ref(true);
  const showRings = ref(true);
  const lastSetup = ref<Persisted['lastSetup']>({
    scenario: 'ruined-street',
    players: DEFAULT_PLAYERS,
    seed: '',
  });

  const saved = storage()?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const data = JSON.parse(saved) as Partial<Persisted>;
      if (typeof data.watchSpeed === 'number') watchSpeed.value = clampSpeed(data.watchSpeed);
      if (typeof data.animate === 'boolean') animate.value = data.animate;
      if (typeof data.showCasualties === 'boolean') showCasualties.value = data.showCasualties;
      if (typeof data.showRings === 'boolean') showRings.value = data.showRings;
      if (
        data.lastSetup &&
        typeof data.lastSetup.scenario === 'string' &&
        Array.isArray(data.lastSetup.players)
      ) {
        lastSetup.value = data.lastSetup;
      }
    } catch {
      // A corrupt entry is ignored: defaults apply.
    }
  }

  function clampSpeed(value: number): number {
    return Math.min(WATCH_DELAYS_MS.length - 1, Math.max(0, Math.round(value)));
  }

  /** Pause between AI decisions for the current speed, ms. */
  function watchDelayMs(): number {
    return WATCH_DELAYS_MS[clampSpeed(watchSpeed.value)] ?? 0;
  }

  function setWatchSpeed(value: number): void {
    watchSpeed.value = clampSpeed(value);
  }

  function rememberSetup(setup: NewGameSetup): void {
    if (typeof setup.scenario === 'string') {
      lastSetup.value = { scenario: setup.scenario, players: setup.players, seed: setup.seed };
    }
  }

  watch(
    [watchSpeed, animate, showCasualties, showRings, lastSetup],
    () => {
      const data: Persisted = {
        watchSpeed: watchSpeed.value,
        animate: animate.value,
        showCasualties: showCasualties.value,
        showRings: showRings.value,
        lastSetup: lastSetup.value,
      };
      try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(data));
      } catch {
        // Storage full or blocked: settings simply do not persist.
      }
    },
    { deep: true, flush: 'sync' },
  );

  return {
    watchSpeed,
    animate,
    showCasualties,
    showRings,
    lastSetup,
    watchDelayMs,
    setWatchSpeed,
    rememberSetup,
  };
});
