/** User preferences, kept in localStorage when there is one: watch speed, board display, the last setup. */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { REVIEW_DEPTHS, type ReviewDepth } from '../../../session/app-review';
import { AI_LEVELS, type AiLevel, type NewGameSetup, type PlayerSpec } from '../../../session/service-types';

/** Watch-mode speeds: the pause between two AI decisions, in milliseconds (slow → max). */
export const WATCH_DELAYS_MS = [1200, 500, 120, 0] as const;
/** Names of the watch speeds. */
export const WATCH_SPEED_LABELS = ['Slow', 'Normal', 'Fast', 'Max'] as const;

/** Animation speeds of model moves: CSS transition length in seconds (0: no animation). */
export const ANIMATION_SECONDS = { off: 0, fast: 0.18, normal: 0.35, slow: 0.7 } as const;
/** An animation speed, e.g. `'normal'`. */
export type AnimationSpeed = keyof typeof ANIMATION_SECONDS;
/** How dice show in the log: drawn pips or plain numbers. */
export const DICE_DISPLAYS = ['pips', 'numbers'] as const;
/** A dice display, e.g. `'pips'`. */
export type DiceDisplay = (typeof DICE_DISPLAYS)[number];

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
  aiLevel: AiLevel;
  animation: AnimationSpeed;
  diceDisplay: DiceDisplay;
  showOdds: boolean;
  showReasoning: boolean;
  reviewDepth: ReviewDepth;
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
  /** Level of AI opponents in new games (and, when changed, in the game in progress). */
  const aiLevel = ref<AiLevel>('normal');
  const animation = ref<AnimationSpeed>('normal');
  const diceDisplay = ref<DiceDisplay>('pips');
  /** Work out and show the odds of a shot or charge before committing it. */
  const showOdds = ref(true);
  /** Draw the AI's reasoning on the board: its candidates and the selected model's heat map. */
  const showReasoning = ref(true);
  /** How deep the game review searches: quick (1,500 iterations a decision) or expert (6,000). */
  const reviewDepth = ref<ReviewDepth>('quick');

  const saved = storage()?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const data = JSON.parse(saved) as Partial<Persisted>;
      if (typeof data.watchSpeed === 'number') watchSpeed.value = clampSpeed(data.watchSpeed);
      if (typeof data.animate === 'boolean') animate.value = data.animate;
      if (typeof data.showCasualties === 'boolean') showCasualties.value = data.showCasualties;
      if (typeof data.showRings === 'boolean') showRings.value = data.showRings;
      if ((AI_LEVELS as readonly unknown[]).includes(data.aiLevel)) aiLevel.value = data.aiLevel!;
      if (typeof data.animation === 'string' && data.animation in ANIMATION_SECONDS)
        animation.value = data.animation;
      if ((DICE_DISPLAYS as readonly unknown[]).includes(data.diceDisplay))
        diceDisplay.value = data.diceDisplay!;
      if (typeof data.showOdds === 'boolean') showOdds.value = data.showOdds;
      if (typeof data.showReasoning === 'boolean') showReasoning.value = data.showReasoning;
      if (typeof data.reviewDepth === 'string' && Object.hasOwn(REVIEW_DEPTHS, data.reviewDepth))
        reviewDepth.value = data.reviewDepth;
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
      lastSetup.value = {
        scenario: setup.scenario,
        players: setup.players,
        seed: setup.seed,
        mode: setup.mode ?? 'practice',
        rollForAi: setup.rollForAi ?? true,
      };
    }
  }

  watch(
    [
      watchSpeed,
      animate,
      showCasualties,
      showRings,
      lastSetup,
      aiLevel,
      animation,
      diceDisplay,
      showOdds,
      showReasoning,
      reviewDepth,
    ],
    () => {
      const data: Persisted = {
        watchSpeed: watchSpeed.value,
        animate: animate.value,
        showCasualties: showCasualties.value,
        showRings: showRings.value,
        lastSetup: lastSetup.value,
        aiLevel: aiLevel.value,
        animation: animation.value,
        diceDisplay: diceDisplay.value,
        showOdds: showOdds.value,
        showReasoning: showReasoning.value,
        reviewDepth: reviewDepth.value,
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
    aiLevel,
    animation,
    diceDisplay,
    showOdds,
    showReasoning,
    reviewDepth,
    watchDelayMs,
    setWatchSpeed,
    rememberSetup,
  };
});
