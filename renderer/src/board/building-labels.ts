/**
 * The labels of the occupiable buildings on the board (RULES.md §11): the garrison and its room, the objective's
 * points and the assault, e.g. `'Wardens 5/12 · ★ 120 pts'` under `'⚔ assaulted by Mob west'`. Each goes
 * above its building's north wall, or where `placeLabels` (label-layout.ts) finds it clear of the model bases
 * and the terrain; the AI's candidate labels keep off the boxes they take.
 */
import type { SquadView } from '../../../session/squad-view';
import { placeLabels, type Bounds, type LabelBox } from './label-layout';

/** Average character width of the labels' bold sans-serif text, in font sizes. */
const CHAR_WIDTH = 0.62;
/** Room kept between a label and its building's wall, inches. */
const WALL_GAP = 0.15;

/**
 * The labels' font sizes, inches, for a board drawn at `upx` inches per screen pixel: as SquadLayer.vue's CSS
 * draws them (`.g-label`, `.g-sub`), e.g. `buildingLabelFonts(0.05)` → `{ main: 0.6, sub: 0.5 }`.
 */
export function buildingLabelFonts(upx: number): { main: number; sub: number } {
  return { main: Math.max(0.6, Math.min(upx * 11, 1.3)), sub: Math.max(0.5, Math.min(upx * 9.5, 1)) };
}

/**
 * A building's label placed on the board, SVG units (y down): its box, the x of its text (centred) and the
 * baselines of its lines, e.g. `{ id: 'farmhouse', box: { x: 24, y: 12.4, w: 9.1, h: 1.4 }, x: 24, mainY: 12.9,
 * overY: 11.9, main: 'Wardens 5/12', sub: ' · ★ 120 pts', over: '⚔ assaulted by Mob west', side: 1 }`.
 */
export interface PlacedBuildingLabel {
  id: string;
  box: LabelBox;
  x: number;
  mainY: number;
  overY: number | null;
  /** `'Wardens 5/12'`, or `'empty · holds 12'`. */
  main: string;
  /** The objective's points, e.g. `' · ★ 120 pts'`; `''` when it is no objective. */
  sub: string;
  /** `'⚔ assaulted by Mob west'` while the assault goes on, else null. */
  over: string | null;
  /** The garrison's side index, or null when empty. */
  side: number | null;
}

/**
 * Places every building's label of `view` (`terrain` gives the outlines, table inches): just above its north
 * wall (inside it at the table's edge) when that spot is clear of `avoid` (`obstacleBoxes`: model bases and
 * terrain), else the first clear spot around it that `placeLabels` finds. SVG units, y = `depth − y`.
 */
export function placeBuildingLabels(
  view: SquadView | null,
  terrain: readonly { polygon: readonly (readonly [number, number])[] }[],
  bounds: Bounds,
  avoid: readonly LabelBox[],
  upx: number,
): PlacedBuildingLabel[] {
  if (!view) return [];
  const f = buildingLabelFonts(upx);
  const depth = bounds.y + bounds.h;
  const texts = view.buildings.map((b) => {
    const unit = view.units.find((u) => u.id === b.garrison);
    // The assault's label goes once its unit breaks off (falls back or is destroyed, §10.3, §11); the building
    // stays assaulted for the turn (`assaultedBy`: no other unit may assault it).
    const attacker = view.units.find((u) => u.id === b.assaultedBy && !u.fallingBack && u.models > 0);
    const ys = (terrain[b.index]?.polygon ?? []).map(([, y]) => y);
    const top = ys.length ? Math.max(...ys) : b.centre[1];
    const main = unit ? `${unit.name} ${b.models}/${b.capacity}` : `empty · holds ${b.capacity}`;
    const sub = b.objective !== null ? ` · ★ ${b.objective} pts` : '';
    const over = attacker ? `⚔ assaulted by ${attacker.name}` : null;
    const w = Math.max(
      (main.length * f.main + sub.length * f.sub) * CHAR_WIDTH,
      over ? over.length * f.sub * CHAR_WIDTH : 0,
    );
    const h = f.main * 1.25 + (over ? f.sub * 1.3 : 0);
    return { b, main, sub, over, box: { x: b.centre[0], y: depth - top, w, h, r: WALL_GAP } };
  });
  const centres = placeLabels(
    texts.map((t) => t.box),
    bounds,
    avoid,
  );
  return texts.map((t, i) => {
    const c = centres[i]!;
    const boxTop = c.y - t.box.h / 2;
    const overH = t.over ? f.sub * 1.3 : 0;
    return {
      id: t.b.id,
      box: { x: c.x, y: c.y, w: t.box.w, h: t.box.h },
      x: c.x,
      mainY: boxTop + overH + f.main * 0.95,
      overY: t.over ? boxTop + f.sub * 1.0 : null,
      main: t.main,
      sub: t.sub,
      over: t.over,
      side: t.b.garrisonSide,
    };
  });
}
