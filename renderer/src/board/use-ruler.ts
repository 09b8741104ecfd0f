/**
 * The ruler tool (M): a left-button drag on the table measures from a point, or a model, to another, centre to
 * centre and base to base when both ends are models (inches), and asks the worker for the sight and cover
 * between its ends (`stores/sight.ts`; a free end is a man-sized model on the table, `session/sight-line.ts`).
 * Used by `Board.vue` with its viewport.
 */
import { computed, ref, watch, type Ref } from 'vue';
import type { SightEnd } from '../../../session/sight-line';
import { useGameStore, type ModelView } from '../stores/game';
import { useSightStore } from '../stores/sight';
import { useUiStore } from '../stores/ui';
import type { Point2 } from './use-viewport';

/** One end of a measure: a table point, snapped to a model's centre when it is on one. */
interface MeasureEnd extends Point2 {
  model: ModelView | null;
}

/** The measure drawn: its ends in SVG coordinates, centre-to-centre and base-to-base distances (inches). */
export interface Measured {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  centre: number;
  /** Between the bases when both ends are models, else null. */
  bases: number | null;
  /** Where the label goes. */
  mx: number;
  my: number;
}

/** The ruler tool's measure: from a point (or a model) to another, inches. */
interface Measure {
  a: MeasureEnd;
  b: MeasureEnd;
  dragging: boolean;
}

/**
 * The ruler tool on the board `svg` (table `depth` inches deep; `toTable` converts pointer events). Example:
 * a drag from model r1 to b1 gives `measured.value = { centre: 10.2, bases: 9.2, … }` in SVG coordinates.
 */
export function useRuler(
  svg: Ref<SVGSVGElement | null>,
  depth: Ref<number>,
  toTable: (event: MouseEvent) => Point2 | null,
) {
  const game = useGameStore();
  const ui = useUiStore();
  const sight = useSightStore();
  const measure = ref<Measure | null>(null);

  /** A measure's end for the worker's sight line: the model on it, else the table point. */
  function sightEnd(end: MeasureEnd): SightEnd {
    return end.model ? { model: end.model.id } : { at: [end.x, end.y] };
  }

  // The sight and cover between the ends (RULES.md §5), asked again whenever an end or the position changes.
  watch(
    () => [measure.value, game.snapshot] as const,
    ([m]) => void sight.measure(m ? [sightEnd(m.a), sightEnd(m.b)] : null),
  );

  /** The model under a table point, if any (its base contains the point). */
  function modelAt(x: number, y: number): ModelView | null {
    for (const m of game.models) {
      if (m.state.status === 'outOfAction') continue;
      if (Math.hypot(m.state.x - x, m.state.y - y) <= m.static.base) return m;
    }
    return null;
  }

  function rulerEnd(p: Point2): MeasureEnd {
    const m = modelAt(p.x, p.y);
    return m ? { x: m.state.x, y: m.state.y, model: m } : { x: p.x, y: p.y, model: null };
  }

  /** The measured distances: centre to centre, and base to base when both ends are models. */
  const measured = computed<Measured | null>(() => {
    const m = measure.value;
    if (!m) return null;
    const sy = (y: number) => depth.value - y;
    const centre = Math.hypot(m.b.x - m.a.x, m.b.y - m.a.y);
    const bases =
      m.a.model && m.b.model && m.a.model !== m.b.model
        ? Math.max(0, centre - m.a.model.static.base - m.b.model.static.base)
        : null;
    return {
      x1: m.a.x,
      y1: sy(m.a.y),
      x2: m.b.x,
      y2: sy(m.b.y),
      centre,
      bases,
      mx: (m.a.x + m.b.x) / 2,
      my: sy((m.a.y + m.b.y) / 2),
    };
  });

  watch(
    () => ui.ruler,
    (on) => {
      if (!on) measure.value = null;
    },
  );

  /** A left-button press with the ruler on starts a measure; false when the press is not the ruler's. */
  function beginMeasure(event: PointerEvent): boolean {
    if (!ui.ruler || event.button !== 0) return false;
    const p = toTable(event);
    if (!p) return true;
    event.preventDefault();
    const end = rulerEnd(p);
    measure.value = { a: end, b: { ...end }, dragging: true };
    svg.value?.setPointerCapture(event.pointerId);
    return true;
  }

  /** Drags the measure's far end; false when no measure is being dragged. */
  function moveMeasure(event: PointerEvent): boolean {
    if (!measure.value?.dragging) return false;
    const p = toTable(event);
    if (p) measure.value = { ...measure.value, b: rulerEnd(p) };
    return true;
  }

  /** Ends the drag (the measure stays shown); false when no measure was being dragged. */
  function endMeasure(event: PointerEvent): boolean {
    if (!measure.value?.dragging) return false;
    measure.value = { ...measure.value, dragging: false };
    svg.value?.releasePointerCapture(event.pointerId);
    return true;
  }

  return { measured, beginMeasure, moveMeasure, endMeasure };
}
