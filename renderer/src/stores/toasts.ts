/** Short messages over the board: illegal actions, file errors, confirmations. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { asSentence } from '../named-message';
import { errorDetail } from '../rule-errors';

/**
 * A toast, e.g. `{ id: 3, kind: 'error', title: 'Captain may move 4″ but 8.2″ was asked', message: 'too far for
 * this move…', code: 'ERR_OUT_OF_RANGE' }`. `code` (a refusal's error code) is for bug reports: the toast's
 * tooltip and `data-code`, never its text.
 */
export interface Toast {
  id: number;
  kind: 'error' | 'info' | 'success';
  title: string;
  message: string;
  code?: string;
}

/** How long a toast stays, ms. */
export const TOAST_MS = 5000;
const MAX_TOASTS = 4;

/** Toasts store (setup style). */
export const useToastStore = defineStore('toasts', () => {
  const toasts = ref<Toast[]>([]);
  let next = 1;

  /**
   * Shows a toast for 5 s (errors 8 s). The same message again replaces its earlier copy, so repeated refusals
   * (a player clicking on and on past a model's reach) do not pile up over the board.
   */
  function push(kind: Toast['kind'], title: string, message = '', code?: string): number {
    const id = next++;
    const others = toasts.value.filter((t) => t.kind !== kind || t.title !== title || t.message !== message);
    const toast: Toast =
      code === undefined ? { id, kind, title, message } : { id, kind, title, message, code };
    toasts.value = [...others.slice(-(MAX_TOASTS - 1)), toast];
    setTimeout(() => dismiss(id), kind === 'error' ? TOAST_MS * 1.6 : TOAST_MS);
    return id;
  }

  /**
   * Shows a rule or service error `{ code, message }` as a sentence, with what it means (`rule-errors.ts`); the
   * code is kept.
   */
  function error(err: { code: string; message: string }): number {
    return push('error', asSentence(err.message), errorDetail(err.code, err.message), err.code);
  }

  function dismiss(id: number): void {
    toasts.value = toasts.value.filter((t) => t.id !== id);
  }

  return { toasts, push, error, dismiss };
});
