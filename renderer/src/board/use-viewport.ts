/**
 * The board's viewport: zoom (1 shows the whole table, up to 6×), pan (right- or middle-button drag), the SVG
 * view box with a margin round the table for the rulers, and conversions between screen pixels and table
 * inches. Used by `Board.vue` once; the layers get its numbers as props.
 */
import { computed, ref, type Ref } from 'vue';

/** Margin around the table in the view, inches (room for rulers). */
const MARGIN = 2.2;
const MAX_ZOOM = 6;

/** A point in table inches (origin at the south-west corner, y growing north) or in SVG units. */
export interface Point2 {
  x: number;
  y: number;
}

/**
 * Zoom and pan of the board `svg` showing a `width` × `depth` inch table. Example: `zoomBy(1.4)` zooms in
 * on the view's centre; `toTable(event)` is the table point under the pointer, or null before mounting.
 */
export function useViewport(svg: Ref<SVGSVGElement | null>, width: Ref<number>, depth: Ref<number>) {
  /** Zoom factor (1 shows the whole table) and the view centre's offset from the table's centre, SVG units. */
  const zoom = ref(1);
  const pan = ref<Point2>({ x: 0, y: 0 });
  /** Right- or middle-button drag pans the view (the left button moves models). */
  let drag: { x: number; y: number; pan: Point2; scale: number } | null = null;

  const view = computed(() => {
    const fullW = width.value + 2 * MARGIN;
    const fullH = depth.value + 2 * MARGIN;
    const w = fullW / zoom.value;
    const h = fullH / zoom.value;
    const cx = -MARGIN + fullW / 2 + pan.value.x;
    const cy = -MARGIN + fullH / 2 + pan.value.y;
    return { x: cx - w / 2, y: cy - h / 2, w, h };
  });
  const viewBox = computed(() => `${view.value.x} ${view.value.y} ${view.value.w} ${view.value.h}`);

  /** Keeps the view centre over the table. */
  function clampPan(p: Point2): Point2 {
    const limitX = (width.value / 2) * (1 - 1 / zoom.value) + MARGIN;
    const limitY = (depth.value / 2) * (1 - 1 / zoom.value) + MARGIN;
    return {
      x: Math.max(-limitX, Math.min(limitX, p.x)),
      y: Math.max(-limitY, Math.min(limitY, p.y)),
    };
  }

  /** Shows the whole table. */
  function fitView(): void {
    zoom.value = 1;
    pan.value = { x: 0, y: 0 };
  }

  /** Zooms by `factor` keeping the SVG point under (clientX, clientY) fixed; the view centre by default. */
  function zoomBy(factor: number, clientX?: number, clientY?: number): void {
    const el = svg.value;
    const ctm = el?.getScreenCTM();
    const next = Math.max(1, Math.min(MAX_ZOOM, zoom.value * factor));
    if (!el || !ctm || next === zoom.value) return;
    const centre = { x: view.value.x + view.value.w / 2, y: view.value.y + view.value.h / 2 };
    const anchor =
      clientX === undefined || clientY === undefined
        ? centre
        : new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const ratio = zoom.value / next;
    const newCentre = {
      x: anchor.x + (centre.x - anchor.x) * ratio,
      y: anchor.y + (centre.y - anchor.y) * ratio,
    };
    zoom.value = next;
    pan.value = clampPan({
      x: newCentre.x - (-MARGIN + (width.value + 2 * MARGIN) / 2),
      y: newCentre.y - (-MARGIN + (depth.value + 2 * MARGIN) / 2),
    });
  }

  function onWheel(event: WheelEvent): void {
    event.preventDefault();
    zoomBy(event.deltaY < 0 ? 1.18 : 1 / 1.18, event.clientX, event.clientY);
  }

  /** A right- or middle-button press starts a pan; false for other buttons. */
  function beginPan(event: PointerEvent): boolean {
    if (event.button !== 1 && event.button !== 2) return false;
    const ctm = svg.value?.getScreenCTM();
    if (!ctm) return false;
    event.preventDefault();
    drag = { x: event.clientX, y: event.clientY, pan: { ...pan.value }, scale: ctm.a };
    svg.value?.setPointerCapture(event.pointerId);
    return true;
  }

  function movePan(event: PointerEvent): void {
    if (!drag) return;
    pan.value = clampPan({
      x: drag.pan.x - (event.clientX - drag.x) / drag.scale,
      y: drag.pan.y - (event.clientY - drag.y) / drag.scale,
    });
  }

  function endPan(event: PointerEvent): void {
    if (!drag) return;
    drag = null;
    svg.value?.releasePointerCapture(event.pointerId);
  }

  /** The table point (inches) under the pointer, or null when the board is not drawn. */
  function toTable(event: MouseEvent): Point2 | null {
    const el = svg.value;
    const ctm = el?.getScreenCTM();
    if (!el || !ctm) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: depth.value - p.y };
  }

  /** The SVG's size on screen, pixels: labels keep a readable size whatever the zoom and window. */
  const svgSize = ref({ w: 0, h: 0 });
  function measureSvg(): void {
    const el = svg.value;
    if (el) svgSize.value = { w: el.clientWidth, h: el.clientHeight };
  }
  /** SVG units (inches) per screen pixel. */
  const unitsPerPx = computed(() => {
    const { w, h } = svgSize.value;
    if (!w || !h) return 0.1;
    return 1 / Math.min(w / view.value.w, h / view.value.h);
  });

  return {
    zoom,
    viewBox,
    fitView,
    zoomBy,
    onWheel,
    beginPan,
    movePan,
    endPan,
    toTable,
    measureSvg,
    unitsPerPx,
  };
}
