/**
 * The search's numbers in a player's words, for tooltips: a candidate's "★ 960 · 51%" label on the board, the
 * AI panel's "+N kept" and its candidate table's columns (DESIGN.md "Explanation").
 */
import type { MarkKind } from '../board/explain-marks';
import type { ExplainKind } from '../stores/explain';
import { count, percent } from '../../../session/format';
import { sideVerb } from '../../../session/verbs';

/** What a candidate drawn as `kind` is called in a tooltip, e.g. `'shot'`; a candidate that stays put is a choice. */
const MARK_NOUNS: Record<MarkKind, string> = {
  move: 'move',
  run: 'run',
  charge: 'charge',
  shot: 'shot',
  cast: 'spell',
  climb: 'climb',
  jump: 'jump',
  stay: 'choice',
};

/** What the ★ of the first candidate marks, by where the explanation comes from. */
const STAR_WORDS: Record<ExplainKind, string> = {
  decision: "★ marks the AI's choice.",
  live: "★ marks the search's leader so far.",
  hint: "★ marks the hint's pick.",
};

/**
 * The tooltip of a candidate's label on the board, e.g. `candidateTitle({ visits: 960, value: 0.51 }, 'charge',
 * 'Iron Wardens', 'decision', true)` → `"★ marks the AI's choice. 960 of the search's visits went to this charge;
 * Iron Wardens win 51% of the simulated games after it."`. `value` is the win probability (0..1) of `side`, the
 * side that decides; `star`, where the explanation comes from when the label is the first candidate's, else null.
 */
export function candidateTitle(
  c: { visits: number; value: number },
  kind: MarkKind,
  side: string,
  star: ExplainKind | null,
): string {
  const said = `${count(c.visits)} of the search's visits went to this ${MARK_NOUNS[kind]}; ${sideVerb(side, 'wins', 'win')} ${percent(c.value)} of the simulated games after it.`;
  return star === null ? said : `${STAR_WORDS[star]} ${said}`;
}

/**
 * The tooltip of the AI panel's "+N kept", e.g. `keptTitle(1234)` → `"1,234 visits kept from the previous search
 * of this position (tree reuse): the AI's last search had looked ahead to it, and the candidates' visits include
 * them."`.
 */
export function keptTitle(kept: number): string {
  return `${count(kept)} visits kept from the previous search of this position (tree reuse): the AI's last search had looked ahead to it, and the candidates' visits include them.`;
}

/** The tooltip of the candidate table's Visits column. */
export const VISITS_TITLE =
  "How many of the search's visits (simulated games) went to each candidate: the search gives more to the better ones, and the AI plays the top one";
