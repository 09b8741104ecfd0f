/**
 * The table sizes offered for a new or resized table, without zod, so the renderer's editor and the command
 * line's `generate --table` share them.
 */

/**
 * Least and most table side offered, inches, e.g. a 24″ × 24″ duel table or a 48″ × 48″ skirmish table: the
 * editor's "Start from" width × depth fields, the scenario inspector's Width and Depth fields, and
 * `generate --table WxD` (which refuses a side outside it). Narrower than what the format takes (FORMATS.md §1:
 * 1″ to 1000″ a side, `scenario-schema.ts`): a scenario loaded with a table outside this range is accepted and
 * shown as it is; the editor's fields only bound their spinners to it.
 */
export const TABLE_SIZE: Readonly<{ min: number; max: number }> = { min: 12, max: 120 };
