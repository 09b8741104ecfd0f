/**
 * Terrain pieces and models off the table (FORMATS.md §1: the table is `width` × `depth` inches from (0, 0) at
 * its south-west corner), e.g. after the editor's table was made smaller: what lies partly or wholly outside,
 * and the two ways the editor offers to mend it — move each onto the table (clamp) or remove it. Nothing is
 * dropped unasked.
 */
import type { ScenarioDocument } from '../../../engine/scenario-types';
import { DEFAULT_BASE } from '../../../engine/scenario';
import { formatTableSide } from '../../../formats/table-size';

/** A point `[x, y]`, inches. */
type Corner = [number, number];

/** Something off the table: a terrain piece (by index) or a model (by side and index), partly or wholly. */
export type OffTable =
  | { kind: 'terrain'; index: number; id: string; wholly: boolean }
  | { kind: 'model'; side: number; index: number; id: string; wholly: boolean };

/** Smallest box round a polygon: `[minX, minY, maxX, maxY]`, inches. */
function bounds(poly: readonly Corner[]): [number, number, number, number] {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Tolerance of the comparisons, inches (the editor rounds to 0.05″). */
const EPS = 1e-9;

/**
 * What lies off a table of the document's size, terrain first, e.g. `[{ kind: 'terrain', index: 2, id:
 * 'wood-1', wholly: false }, { kind: 'model', side: 1, index: 0, id: 'b1', wholly: true }]`. A piece is partly
 * off when a corner lies outside, wholly when none of it is on; a model when its base (radius `base`, default
 * 0.5″) crosses an edge, wholly when its base lies outside. Empty while the table's own width or depth is one
 * the format refuses (0, −4, empty): the editor's check names that, and nothing is mended onto such a table.
 */
export function offTable(doc: ScenarioDocument): OffTable[] {
  const { width: W, depth: D } = doc.table;
  const out: OffTable[] = [];
  if (!formatTableSide(W) || !formatTableSide(D)) return out;
  (doc.terrain ?? []).forEach((t, index) => {
    const [x0, y0, x1, y1] = bounds(t.polygon);
    if (x0 >= -EPS && y0 >= -EPS && x1 <= W + EPS && y1 <= D + EPS) return;
    const wholly = x0 >= W - EPS || y0 >= D - EPS || x1 <= EPS || y1 <= EPS;
    out.push({ kind: 'terrain', index, id: t.id, wholly });
  });
  doc.sides.forEach((s, side) =>
    s.models.forEach((m, index) => {
      const r = m.base ?? DEFAULT_BASE;
      const [x, y] = m.at;
      if (x - r >= -EPS && y - r >= -EPS && x + r <= W + EPS && y + r <= D + EPS) return;
      const wholly = x - r >= W - EPS || y - r >= D - EPS || x + r <= EPS || y + r <= EPS;
      out.push({ kind: 'model', side, index, id: m.id, wholly });
    }),
  );
  return out;
}

/**
 * The list in words, e.g. `'terrain wall-1 (partly off), wood-2 (wholly off); models r3 (wholly off)'`; empty
 * when nothing is off.
 */
export function offTableText(list: readonly OffTable[]): string {
  const words = (l: readonly OffTable[]) =>
    l.map((o) => `${o.id} (${o.wholly ? 'wholly' : 'partly'} off)`).join(', ');
  const terrain = list.filter((o) => o.kind === 'terrain');
  const models = list.filter((o) => o.kind === 'model');
  return [
    terrain.length ? `terrain ${words(terrain)}` : '',
    models.length ? `model${models.length === 1 ? '' : 's'} ${words(models)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Cuts a polygon to the box 0–W × 0–D (Sutherland–Hodgman, one box edge at a time), inches. */
function clipToTable(poly: Corner[], W: number, D: number): Corner[] {
  const edges: [(p: Corner) => boolean, (a: Corner, b: Corner) => Corner][] = [
    [(p) => p[0] >= 0, (a, b) => [0, a[1] + ((b[1] - a[1]) * (0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= W, (a, b) => [W, a[1] + ((b[1] - a[1]) * (W - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= 0, (a, b) => [a[0] + ((b[0] - a[0]) * (0 - a[1])) / (b[1] - a[1]), 0]],
    [(p) => p[1] <= D, (a, b) => [a[0] + ((b[0] - a[0]) * (D - a[1])) / (b[1] - a[1]), D]],
  ];
  let out = poly;
  for (const [inside, cross] of edges) {
    const next: Corner[] = [];
    out.forEach((p, k) => {
      const prev = out[(k + out.length - 1) % out.length]!;
      if (inside(p)) {
        if (!inside(prev)) next.push(cross(prev, p));
        next.push(p);
      } else if (inside(prev)) next.push(cross(prev, p));
    });
    out = next;
  }
  return out.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
}

/**
 * Moves everything listed onto the table, in place: a piece slides in by the least distance (a piece wider or
 * deeper than the table is also cut to it), a model's centre moves to the nearest spot where its whole base is
 * on the table. Models so moved may stand on each other or in terrain: the editor's check then names them.
 */
export function clampOnTable(doc: ScenarioDocument, list: readonly OffTable[]): void {
  const { width: W, depth: D } = doc.table;
  for (const o of list) {
    if (o.kind === 'terrain') {
      const t = doc.terrain?.[o.index];
      if (!t) continue;
      const [x0, y0, x1, y1] = bounds(t.polygon);
      const dx = x1 - x0 > W ? -x0 : Math.min(Math.max(0, -x0), W - x1);
      const dy = y1 - y0 > D ? -y0 : Math.min(Math.max(0, -y0), D - y1);
      const moved = t.polygon.map(([x, y]) => [x + dx, y + dy] as Corner);
      t.polygon = x1 - x0 > W || y1 - y0 > D ? clipToTable(moved, W, D) : moved;
    } else {
      const m = doc.sides[o.side]?.models[o.index];
      if (!m) continue;
      const r = m.base ?? DEFAULT_BASE;
      const x = Math.min(Math.max(m.at[0], r), W - r);
      const y = Math.min(Math.max(m.at[1], r), D - r);
      m.at = m.at.length === 3 ? [x, y, m.at[2]] : [x, y];
    }
  }
}

/** Removes everything listed, in place (the later indices first, so the earlier ones stay right). */
export function removeFromTable(doc: ScenarioDocument, list: readonly OffTable[]): void {
  const byIndex = [...list].sort((a, b) => b.index - a.index);
  for (const o of byIndex) {
    if (o.kind === 'terrain') doc.terrain?.splice(o.index, 1);
    else doc.sides[o.side]?.models.splice(o.index, 1);
  }
}
