/** Short messages over the board: illegal actions, file errors, confirmations. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { asSentence } from '../named-message';
import { errorDetail } from '../rule-errors';

/**
 * A toast, e.g. `{ id: 3, kind: 'error', title: 'Captain may move 4″ but 8.2″ was asked', message: 'too far for
 * this move…', code: 'ERR_OUT_OF_RANGE' }`. `code` (a refusal's error code) is for bug reports: the toast's
 * tooltip and `data-code`, never its text. `more` counts the earlier toasts of its kind and title it took the
 * place of, e.g. `{ kind: 'info', title: 'Close combat', message: 'Combat result: …', more: 2 }` ("+2 more").
 */
export interface Toast {
  id: number;
  kind: 'error' | 'info' | 'success';
  title: string;
  message: string;
  code?: string;
  more?: number;
}

/** How long a toast stays, ms (an error 1.6 times as long). */
export const TOAST_MS = 5000;
/** Most toasts shown at once: past it the oldest that is not an error goes (errors are never pushed out). */
export const MAX_TOASTS = 3;

/**
 * The toasts shown once `toast` (the newest, last) joins `shown` (oldest first), so that a fast AI-vs-AI game does
 * not pile them over the board. An info or success toast takes the place of the earlier one of its kind and title
 * and counts what that one stood for in `more`: three close combat results → one toast, the newest result, "+2
 * more". An error replaces only the same error (a player clicking on and on past a model's reach), uncounted, so
 * each different refusal stays in view. A toast that takes another's place keeps its `id` (the same toast on
 * screen, its text renewed). Then, past `max`, the oldest toasts that are not errors go; the newest always shows.
 * E.g. `stackToast([{ id: 4, kind: 'info', title: 'Close combat', message: 'A' }], { id: 5, kind: 'info', title:
 * 'Close combat', message: 'B' })` → `[{ id: 4, kind: 'info', title: 'Close combat', message: 'B', more: 1 }]`.
 */
export function stackToast(shown: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const merges = toast.kind !== 'error';
  const earlier = shown.find(
    (t) => t.kind === toast.kind && t.title === toast.title && (merges || t.message === toast.message),
  );
  const more = merges && earlier ? 1 + (earlier.more ?? 0) : 0;
  const newest = { ...toast, id: earlier?.id ?? toast.id, ...(more > 0 ? { more } : {}) };
  const stack = [...shown.filter((t) => t !== earlier), newest];
  let k = 0;
  while (stack.length > max && k < stack.length - 1) {
    if (stack[k]!.kind === 'error') k++;
    else stack.splice(k, 1);
  }
  return stack;
}

/** Toasts store (setup style). */
export const useToastStore = defineStore('toasts', () => {
  const toasts = ref<Toast[]>([]);
  let next = 1;
  /** Each toast's timer, by id: renewed when a toast takes the place of an earlier one. */
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  /**
   * Shows a toast for 5 s (errors 8 s), stacked with those shown by `stackToast`: at most three, one per kind and
   * title but for errors, the same error once however often it comes.
   */
  function push(kind: Toast['kind'], title: string, message = '', code?: string): number {
    const id = next++;
    const toast: Toast =
      code === undefined ? { id, kind, title, message } : { id, kind, title, message, code };
    const stack = stackToast(toasts.value, toast);
    const shown = stack[stack.length - 1]!.id;
    clearTimeout(timers.get(shown));
    timers.set(
      shown,
      setTimeout(() => dismiss(shown), kind === 'error' ? TOAST_MS * 1.6 : TOAST_MS),
    );
    toasts.value = stack;
    return shown;
  }

  /**
   * Shows a rule or service error `{ code, message }` as a sentence, with what it means (`rule-errors.ts`); the
   * code is kept.
   */
  function error(err: { code: string; message: string }): number {
    return push('error', asSentence(err.message), errorDetail(err.code, err.message), err.code);
  }

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    toasts.value = toasts.value.filter((t) => t.id !== id);
  }

  return { toasts, push, error, dismiss };
});
