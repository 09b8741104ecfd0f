/** What the window shows: the game or the editor, the open dialog, the ruler tool, the sight view. */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';

/** The main views. */
export type View = 'play' | 'editor';
/** Dialogs and overlays; one at a time. */
export type Dialog = 'newGame' | 'settings' | 'help' | 'about' | null;

/** UI store (setup style). */
export const useUiStore = defineStore('ui', () => {
  const view = ref<View>('play');
  const dialog = ref<Dialog>(null);
  /** The ruler tool: drag on the board to measure (inches). */
  const ruler = ref(false);
  /** The sight view (L): what the selected model sees, each enemy's cover, whom it may shoot (RULES.md §5, §6.2). */
  const sight = ref(false);
  /** The last zoom command for the board, with a counter so repeats are seen. */
  const boardCommand = shallowRef<{ command: 'zoomIn' | 'zoomOut' | 'zoomFit'; n: number } | null>(null);
  let n = 0;

  function board(command: 'zoomIn' | 'zoomOut' | 'zoomFit'): void {
    boardCommand.value = { command, n: ++n };
  }

  function open(d: Exclude<Dialog, null>): void {
    dialog.value = d;
  }

  function close(): void {
    dialog.value = null;
  }

  return { view, dialog, ruler, sight, boardCommand, board, open, close };
});
