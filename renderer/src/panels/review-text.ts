/**
 * How a game review reads (issue 23): each label's name, glyph and colour (the chart, the timeline and the
 * board use the same), a decision's one-line account, the reason in words from the key outcomes of the
 * move played and the better one, and what the Review buttons offer with their time estimate.
 */
import type { Decision } from '../../../ai';
import {
  aboutTime,
  count,
  describeAction,
  PHASE_LABELS,
  type Names,
  type UnitsIn,
} from '../../../session/format';
import type { DecisionReview, LineEntry, ReviewEstimate, ReviewLabel } from '../../../session/service-types';
import type { KeyOutcome } from './key-outcomes';

/**
 * A label's look, e.g. `{ name: 'Mistake', glyph: '?', colour: '#f08a3c' }`: the glyphs of chess annotation
 * (?! inaccuracy, ? mistake, ?? blunder), so the marks differ by more than their colour.
 */
export const LABEL_LOOK: Record<ReviewLabel, { name: string; glyph: string; colour: string }> = {
  inaccuracy: { name: 'Inaccuracy', glyph: '?!', colour: '#e3c35a' },
  mistake: { name: 'Mistake', glyph: '?', colour: '#f08a3c' },
  blunder: { name: 'Blunder', glyph: '??', colour: '#ef5a5a' },
};

/** Win-chance points of a loss or luck 0..1, signed, e.g. `points(-0.227)` → `'−23'`, `points(0.05)` → `'+5'`. */
export function points(delta: number): string {
  const n = Math.round(Math.abs(delta) * 100);
  if (n === 0) return '0';
  return `${delta < 0 ? '−' : '+'}${n}`;
}

/**
 * A reviewed decision in one line, e.g. `'Mistake: turn 3, Movement — Captain moves 4.1″ north (−22 points);
 * better: Captain charges Raider Archer'`: the accessible name of its marks. In squad play `unitsIn` (the game
 * store's) names a unit's decision with a plural verb, `'… — Wardens move 4.0″ north …'` (RULES.md §2).
 */
export function decisionLine(d: DecisionReview, names: Names, unitsIn?: UnitsIn): string {
  const head = d.label ? `${LABEL_LOOK[d.label].name}: ` : '';
  const units = unitsIn?.(d.phase);
  const played = describeAction(d.played, names, units);
  const better = sameDecision(d.played, d.best) ? '' : `; better: ${describeAction(d.best, names, units)}`;
  return `${head}turn ${d.turn}, ${PHASE_LABELS[d.phase]} — ${played} (${points(-d.loss)} points)${better}`;
}

/**
 * Whether two decisions are the same action (key order aside). A shot names its weapon only when the model has
 * more than one missile weapon (engine/legal.ts); the board's shot names it always, so a shot without one is the
 * same as the one with it, e.g. `{ type: 'shoot', model: 'r1', target: 'b1' }` and the same with
 * `weapon: 'crossbow'` → true (a review's best move and the person's shot, RULES.md §6).
 */
export function sameDecision(a: Decision, b: Decision): boolean {
  const key = (d: Decision): string => JSON.stringify(d, Object.keys(d).sort());
  if (a.type === 'shoot' && b.type === 'shoot' && (a.weapon === undefined) !== (b.weapon === undefined))
    return key({ ...a, weapon: undefined }) === key({ ...b, weapon: undefined });
  return key(a) === key(b);
}

/**
 * What the review panel says when the review marked no decision (`marked` labelled decisions), e.g. with an
 * inaccuracy threshold of 0.125: `'No decision is marked: none lost 12.5 points of win chance or more, the
 * least an inaccuracy loses. Step to a decision on the timeline to compare it with the best move.'`; `''` when
 * some are marked (the panel then asks for a click on a mark).
 */
export function noneMarkedText(marked: number, inaccuracy: number): string {
  if (marked > 0) return '';
  const least = (Math.round(inaccuracy * 1000) / 10).toString();
  return (
    `No decision is marked: none lost ${least} points of win chance or more, the least an inaccuracy loses. ` +
    'Step to a decision on the timeline to compare it with the best move.'
  );
}

/**
 * What names a stretch of dice in the game summary (its luckiest and unluckiest, `LuckReview`), with its turn,
 * e.g. `'T3 Crossbowman charges Raider Chief'`: the action that starts the stretch at `fromPly` (an index of
 * `line`, the line's actions in order), or, when that is a phase end, which rolls nothing itself, the first other
 * action up to `toPly` (the forced shots after it: `'T1 Raider Chief shoots Captain'`), else the close combat
 * the phase ends resolve (RULES.md §7); `'the dice'` when the line does not reach `fromPly`.
 */
export function luckText(
  fromPly: number,
  toPly: number,
  line: readonly LineEntry[],
  names: Names,
  unitsIn?: UnitsIn,
): string {
  const stretch = line.slice(fromPly, Math.max(toPly, fromPly + 1));
  const first = stretch[0];
  if (!first) return 'the dice';
  const named =
    first.action.type !== 'endPhase'
      ? first
      : (stretch.find((e) => e.action.type !== 'endPhase') ??
        stretch.find((e) => e.phase === 'closeCombat') ??
        first);
  const what =
    named.action.type === 'endPhase' && named.phase === 'closeCombat'
      ? 'close combat'
      : describeAction(named.action, names, unitsIn?.(named.phase));
  return `T${named.turn} ${what}`;
}

/**
 * Why the better move was better, from the key outcomes the engine works out for both (charge reaches,
 * target out of action, rout; RULES.md §4, §7, §12), each pair that differs by 5 points or more, e.g.
 * `'Archer out of action after the combat 38% (played: Brute b2 9%) · Marsh raiders rout next turn 14% (played:
 * 3%)'`; the better move's own outcomes when the move played has none (a move instead of a charge), e.g.
 * `'Charge reaches 93% · Archer out of action 61%'`; '' when neither has any (moves, phase ends).
 */
export function reasonText(best: readonly KeyOutcome[] | null, played: readonly KeyOutcome[] | null): string {
  const pct = (p: number): string => `${Math.round(p * 100)}%`;
  if (!best?.length && !played?.length) return '';
  if (!played?.length) return best!.map((o) => `${o.label} ${pct(o.p)}`).join(' · ');
  if (!best?.length) return `Played: ${played.map((o) => `${o.label} ${pct(o.p)}`).join(' · ')}`;
  const parts: string[] = [];
  for (const b of best) {
    const p = played.find((o) => o.key === b.key);
    if (p && Math.abs(b.p - p.p) < 0.05) continue;
    if (!p) parts.push(`${b.label} ${pct(b.p)}`);
    else if (p.label === b.label) parts.push(`${b.label} ${pct(b.p)} (played: ${pct(p.p)})`);
    else parts.push(`${b.label} ${pct(b.p)} (played: ${targetOf(p.label)} ${pct(p.p)})`);
  }
  return parts.join(' · ');
}

/** The name before an outcome's words, e.g. `'Brute b2 out of action after the combat'` → `'Brute b2'`. */
function targetOf(label: string): string {
  const i = label.indexOf(' out of action');
  return i > 0 ? label.slice(0, i) : label;
}

/**
 * What a Review button offers, for its tooltip, e.g. `'Review the game (130 decisions at 1,500 iterations,
 * about 4 min): each decision re-weighed by a deeper search, its mistakes and the better moves'`, or for a
 * stopped review `'Resume the review: the 89 decisions not reviewed yet (of 130) at 1,500 iterations, about 3
 * min'`. Without an estimate the counts and time are left out.
 */
export function reviewOfferText(resume: boolean, e: ReviewEstimate | null): string {
  if (resume)
    return e
      ? `Resume the review: the ${e.decisions} decisions not reviewed yet (of ${e.total}) at ${count(e.budget)} iterations, ${aboutTime(e.etaMs)}`
      : 'Resume the review: the decisions not reviewed yet';
  const what = e ? ` (${e.decisions} decisions at ${count(e.budget)} iterations, ${aboutTime(e.etaMs)})` : '';
  return `Review the game${what}: each decision re-weighed by a deeper search, its mistakes and the better moves`;
}
