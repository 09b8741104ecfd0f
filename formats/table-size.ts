/**
 * The table sizes offered for a new or resized table, without zod, so the renderer's editor and the command
 * line's `generate --table` share them.
 */

/**
 * Least and most table side offered, inches, e.g. a 24″ × 24″ duel table or a 48″ × 48″ skirmish table: the
 * editor's "Start from" width × depth fields, the scenario inspector's Width and Depth fields, and
 * `generate --table WxD` (which refuses a side outside it). Narrower than what the format takes (FORMATS.md §1:
 * 1″ to 1000″ a side, `scenario-schema.ts`): a scenario loaded with a table outside this range is accepted and
 * shown as it is; the editor's fields only bound their spinners to it (`FORMAT_TABLE_SIDE` is what the format takes).
 */
export const TABLE_SIZE: Readonly<{ min: number; max: number }> = { min: 12, max: 120 };

/**
 * Least and most table side the scenario format takes, inches (FORMATS.md §1): the schema's `table.width` and
 * `table.depth`, the placement checks and the editor's off-table test share it, e.g. a 1″ × 1000″ table loads.
 */
export const FORMAT_TABLE_SIDE: Readonly<{ min: number; max: number }> = { min: 1, max: 1000 };

/**
 * Whether `n` is a table side the format takes, inches, e.g. `formatTableSide(24)` → true,
 * `formatTableSide(-4)` → false, `formatTableSide(NaN)` → false.
 */
export function formatTableSide(n: unknown): n is number {
  return (
    typeof n === 'number' && Number.isFinite(n) && n >= FORMAT_TABLE_SIDE.min && n <= FORMAT_TABLE_SIDE.max
  );
}
