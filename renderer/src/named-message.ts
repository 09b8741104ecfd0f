/**
 * The engine names models and units by id in its messages and marks inches with `"` ("r3 may move 4" but 8.2"
 * was asked"); the board, the log and the panels use names and ″. A message shown to the player does too.
 */

/** Runs of id characters in a message: letters, digits, `-`, `_`. */
const TOKEN = /[A-Za-z0-9_-]+/g;

/** A number with the engine's inch mark, e.g. `8.2"`; not an id's last digits before a quote (`"r1"`). */
const INCHES = /(?<![A-Za-z0-9_.-])(\d+(?:\.\d+)?)"/g;

/**
 * `message` with every model or unit id of `names` (id → name, as the game store's `names`) replaced by its
 * name and its inches marked ″, e.g. `'unit mob-west may run 8"'` → `'unit Mob west may run 8″'`; other words
 * stay as they are.
 */
export function namedMessage(message: string, names: Readonly<Record<string, string>>): string {
  return message
    .replace(INCHES, '$1″')
    .replace(TOKEN, (word) => (Object.hasOwn(names, word) ? names[word]! : word));
}

/** A JSON path before a colon at the start of a file problem, e.g. `sides[1].models[3].building:` or `format:`. */
const LEADING_PATH = /^[A-Za-z_$][\w$]*(?:\[\d+\]|\["(?:[^"\\]|\\.)*"\]|\.[\w$]+)*:/;

/**
 * A message as a sentence, its first letter a capital: `'unit Mob west may run 8″'` → `'Unit Mob west may run 8″'`.
 * A message that starts with the JSON path of a file problem (`'sides[1].models[3].building: …'`) keeps it as it
 * is, since a path names a field and fields are case-sensitive (FORMATS.md §1).
 */
export function asSentence(text: string): string {
  if (LEADING_PATH.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
