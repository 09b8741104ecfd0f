/**
 * Which selection ring a model's base gets on the board: the selected model's, a ring for the other models of
 * the selected unit in squad play (RULES.md §2), or none. A model out of action gets neither: it is no longer
 * part of what the selection moves, shoots or charges with.
 */

/** A model as the rings read it: its id and status, e.g. `{ id: 'r9', state: { status: 'outOfAction' } }`. */
interface RingModel {
  id: string;
  state: { status: string };
}

/**
 * `'selected'` for the selected model, `'unit'` for another model of the selected unit (`members`, ids), else
 * null; always null out of action. E.g. `selectionRing(r9, 'r3', ['r1', …, 'r10'])` → `'unit'`, or null once r9
 * is out of action.
 */
export function selectionRing(
  m: RingModel,
  selectedId: string | null,
  members: readonly string[] | undefined,
): 'selected' | 'unit' | null {
  if (m.state.status === 'outOfAction') return null;
  if (m.id === selectedId) return 'selected';
  return members?.includes(m.id) ? 'unit' : null;
}
