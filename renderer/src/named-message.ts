/**
 * The engine names models and units by id in its messages ("r3 may move 4″ but 8.2″ was asked"); the board,
 * the log and the panels by name. A message shown to the player uses the names too.
 */

/** Runs of id characters in a message: letters, digits, `-`, `_`. */
const TOKEN = /[A-Za-z0-9_-]+/g;

/**
 * `message` with every model or unit id of `names` (id → name, as the game store's `names`) replaced by its
 * name, e.g. `'unit mob-west may run 8″'` → `'unit Mob west may run 8″'`; other words stay as they are.
 */
export function namedMessage(message: string, names: Readonly<Record<string, string>>): string {
  return message.replace(TOKEN, (word) => (Object.hasOwn(names, word) ? names[word]! : word));
}
