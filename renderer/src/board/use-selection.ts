/**
 * The selection on the board: the selected model's movement rings (walk, run, charge reach), the pointer over
 * the table and the move ruler to it, and whether the next click runs (Shift held, or Run on). Used by
 * `Board.vue` once; the layers get its numbers as props.
 */
import { computed, onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { useGameStore } from '../stores/game';
import { useInputStore } from '../stores/input';
import { useSettingsStore } from '../stores/settings';
import { useSquadStore } from '../stores/squad';
import { withinReach } from './click-reach';
import type { Point2 } from './use-viewport';

/** The selected model's rings in SVG coordinates, radii in inches (null: no such ring). */
export interface Rings {
  x: number;
  y: number;
  move: number | null;
  run: number | null;
  /** Charge reach, centre to centre: twice the move plus the base (RULES.md §7). */
  charge: number | null;
}

/** The move ruler from the selected model to the pointer, SVG coordinates and inches. */
export interface MoveRuler {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  distance: number;
  /** Within the move's reach. */
  ok: boolean;
  base: number;
}

/**
 * The selection's marks on a `width` × `depth` inch table; `toTable` converts pointer events; `slack` is how
 * far past a ring (inches) the pointer still means "as far as it goes" (`clickSlack`). Example: with a model
 * selected in the movement phase, `rings.value` is `{ x, y, move: 4, run: 8, charge: 8.5 }`.
 */
export function useSelection(
  width: Ref<number>,
  depth: Ref<number>,
  toTable: (event: MouseEvent) => Point2 | null,
  slack: Ref<number>,
) {
  const game = useGameStore();
  const input = useInputStore();
  const settings = useSettingsStore();
  const squad = useSquadStore();
  const hover = ref<Point2 | null>(null);
  const shiftHeld = ref(false);
  const sy = (y: number) => depth.value - y;

  const selected = computed(() => input.selected);
  const selectedIsMine = computed(
    () =>
      !!selected.value && !!game.state && game.isHumanTurn && selected.value.side === game.state.activeSide,
  );

  const rings = computed<Rings | null>(() => {
    const m = selected.value;
    if (!m || !selectedIsMine.value || !settings.showRings || game.state?.phase !== 'movement') return null;
    // In squad play a unit moves as far as its slowest model (§2): its rings are the unit's.
    const { walk, run } = squad.movingUnit ? squad.unitMoves : input.moveOptions;
    const a = input.allowance;
    const charge = a?.canCharge && input.chargeTargets.size > 0 ? 2 * a.move + m.static.base : null;
    if (!walk && !run && charge === null) return null;
    return {
      x: m.state.x,
      y: sy(m.state.y),
      move: walk?.maxDistance ?? null,
      run: run?.maxDistance ?? null,
      charge,
    };
  });

  const running = computed(() => shiftHeld.value || input.runMode);

  const moveRuler = computed<MoveRuler | null>(() => {
    const m = selected.value;
    const h = hover.value;
    if (!m || !h || !rings.value || input.preview) return null;
    const limit = running.value ? rings.value.run : (rings.value.move ?? rings.value.run);
    // Just past the ring, the ruler shows the move a click there makes: as far as it goes.
    const [x, y] = withinReach(m.state, h.x, h.y, limit ?? undefined, slack.value);
    const distance = Math.hypot(x - m.state.x, y - m.state.y);
    return {
      x1: m.state.x,
      y1: sy(m.state.y),
      x2: x,
      y2: sy(y),
      distance,
      ok: limit !== null && distance <= limit + 1e-9,
      base: m.static.base,
    };
  });

  /** Follows the pointer over the table (only while rings are shown) and the Shift key. */
  function trackPointer(event: MouseEvent): void {
    shiftHeld.value = event.shiftKey;
    if (!rings.value) {
      hover.value = null;
      return;
    }
    const p = toTable(event);
    hover.value = p && p.x >= 0 && p.y >= 0 && p.x <= width.value && p.y <= depth.value ? p : null;
  }

  function onKey(event: KeyboardEvent): void {
    shiftHeld.value = event.shiftKey;
  }
  onMounted(() => {
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
  });

  return { selected, hover, rings, running, moveRuler, trackPointer };
}
