/**
 * Keyboard shortcuts: one table for the key handler and the help overlay (?). Keys are written as players
 * read them: `'Ctrl+Shift+Z'`, `'Shift+←'`, `'Space'`, `'?'`. Ctrl also matches ⌘ on a Mac.
 */

/** Commands a key can run. */
export const COMMANDS = [
  'endPhase',
  'confirm',
  'cancel',
  'nextModel',
  'previousModel',
  'run',
  'hide',
  'togglePause',
  'step',
  'moveNow',
  'undo',
  'redo',
  'back',
  'forward',
  'previousTurn',
  'nextTurn',
  'start',
  'end',
  'ruler',
  'sight',
  'zoomIn',
  'zoomOut',
  'zoomFit',
  'dice',
  'hint',
  'newGame',
  'openGame',
  'saveGame',
  'editor',
  'settings',
  'help',
] as const;
/** A command, e.g. `'endPhase'`. */
export type Command = (typeof COMMANDS)[number];

/** A shortcut as listed in the help overlay. */
export interface Shortcut {
  command: Command;
  keys: string[];
  label: string;
  group: 'Playing' | 'Timeline' | 'Board' | 'Files and windows';
}

/** Every shortcut, in the help overlay's order. */
export const SHORTCUTS: readonly Shortcut[] = [
  { command: 'endPhase', keys: ['E'], label: 'End the phase', group: 'Playing' },
  { command: 'confirm', keys: ['Enter'], label: 'Commit the previewed shot or charge', group: 'Playing' },
  {
    command: 'cancel',
    keys: ['Esc'],
    label: 'Cancel the preview, clear the selection, close',
    group: 'Playing',
  },
  { command: 'nextModel', keys: ['Tab'], label: 'Select the next model that can act', group: 'Playing' },
  { command: 'previousModel', keys: ['Shift+Tab'], label: 'Select the previous model', group: 'Playing' },
  { command: 'run', keys: ['R'], label: 'Run with the next move (or hold Shift)', group: 'Playing' },
  { command: 'hide', keys: ['H'], label: 'Hide at the end of the next move', group: 'Playing' },
  { command: 'dice', keys: ['D'], label: 'What if: set the next dice', group: 'Playing' },
  { command: 'hint', keys: ['I'], label: 'Hint: what the AI would do in your place', group: 'Playing' },
  { command: 'togglePause', keys: ['Space'], label: 'Play / pause the AI or the replay', group: 'Timeline' },
  { command: 'step', keys: ['.'], label: 'One step: the next move or AI decision', group: 'Timeline' },
  { command: 'moveNow', keys: ['N'], label: 'AI: play your best move now', group: 'Timeline' },
  {
    command: 'undo',
    keys: ['Ctrl+Z'],
    label: 'Take back your last action (against the AI, with its replies)',
    group: 'Timeline',
  },
  {
    command: 'redo',
    keys: ['Ctrl+Shift+Z', 'Ctrl+Y'],
    label: 'Play again what was taken back',
    group: 'Timeline',
  },
  { command: 'back', keys: ['←'], label: 'One action back', group: 'Timeline' },
  { command: 'forward', keys: ['→'], label: 'One action forward', group: 'Timeline' },
  { command: 'previousTurn', keys: ['Shift+←'], label: 'Previous player turn', group: 'Timeline' },
  { command: 'nextTurn', keys: ['Shift+→'], label: 'Next player turn', group: 'Timeline' },
  { command: 'start', keys: ['Home'], label: 'The scenario’s starting position', group: 'Timeline' },
  { command: 'end', keys: ['End'], label: 'The latest position of the line', group: 'Timeline' },
  { command: 'ruler', keys: ['M'], label: 'Ruler: drag to measure (with sight and cover)', group: 'Board' },
  {
    command: 'sight',
    keys: ['L'],
    label: 'Sight view: whom the selected model sees, their cover, whom it may shoot',
    group: 'Board',
  },
  { command: 'zoomIn', keys: ['+', '='], label: 'Zoom in', group: 'Board' },
  { command: 'zoomOut', keys: ['-'], label: 'Zoom out', group: 'Board' },
  { command: 'zoomFit', keys: ['0'], label: 'Show the whole table', group: 'Board' },
  { command: 'newGame', keys: ['Ctrl+N', 'Alt+N'], label: 'New game', group: 'Files and windows' },
  { command: 'openGame', keys: ['Ctrl+O'], label: 'Open a game or scenario', group: 'Files and windows' },
  { command: 'saveGame', keys: ['Ctrl+S'], label: 'Save the game', group: 'Files and windows' },
  {
    command: 'editor',
    keys: ['Ctrl+E', 'Alt+E'],
    label: 'Scenario editor / back to the game',
    group: 'Files and windows',
  },
  { command: 'settings', keys: ['Ctrl+,'], label: 'Settings', group: 'Files and windows' },
  { command: 'help', keys: ['?', 'F1'], label: 'This list of shortcuts', group: 'Files and windows' },
];

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ' ': 'Space',
  Escape: 'Esc',
};

/** The fields of a `KeyboardEvent` a shortcut looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The key event as written in `SHORTCUTS`, e.g. `'Ctrl+Shift+Z'`, `'Shift+←'`, `'?'`. */
export function comboOf(event: KeyPress): string {
  let key = KEY_NAMES[event.key] ?? event.key;
  const letter = /^[a-z]$/i.test(key);
  if (letter) key = key.toUpperCase();
  // A printed symbol already says whether Shift was down ('?' vs '/'); letters and named keys do not.
  const named = letter || event.key.length > 1;
  const parts: string[] = [];
  if (event.ctrlKey || event.metaKey) parts.push('Ctrl');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey && named) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

const BY_COMBO = new Map<string, Command>(
  SHORTCUTS.flatMap((s) => s.keys.map((k) => [k, s.command] as const)),
);

/** The command of a key event, or null. */
export function commandOf(event: KeyPress): Command | null {
  return BY_COMBO.get(comboOf(event)) ?? null;
}
