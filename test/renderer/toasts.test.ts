// The board's toasts kept readable (a new player's tryout: a fast AI-vs-AI squad game piled close combat results
// over the foot of the board): toasts of one kind and title become one with "+N more", at most three show, and
// errors stay until they time out or are dismissed, never pushed out by the others.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TOASTS,
  stackToast,
  TOAST_MS,
  useToastStore,
  type Toast,
} from '../../renderer/src/stores/toasts';

beforeEach(() => {
  setActivePinia(createPinia());
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A toast of `kind` with this title and message, id `id`. */
function toast(id: number, kind: Toast['kind'], title: string, message = ''): Toast {
  return { id, kind, title, message };
}

describe('stackToast', () => {
  it('makes close combat results one toast, the newest result, counting the earlier ones', () => {
    let shown: Toast[] = [];
    for (const [k, m] of [
      'Wardens 3 – 1 Mob west',
      'Wardens 1 – 2 Mob east',
      'Marksmen 2 – 2 Mob east',
    ].entries())
      shown = stackToast(shown, toast(k + 1, 'info', 'Close combat', `Combat result: ${m}`));
    expect(shown).toEqual([
      {
        id: 1,
        kind: 'info',
        title: 'Close combat',
        message: 'Combat result: Marksmen 2 – 2 Mob east',
        more: 2,
      },
    ]);
  });

  it('shows at most three, the newest, the oldest others dropped', () => {
    let shown: Toast[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      shown = stackToast(shown, toast(shown.length + 1, 'success', `Loaded ${name}`));
    expect(MAX_TOASTS).toBe(3);
    expect(shown.map((t) => t.title)).toEqual(['Loaded c', 'Loaded d', 'Loaded e']);
  });

  it('never pushes an error out for the others, and keeps two different errors of one title apart', () => {
    let shown = [
      toast(1, 'error', 'Could not open the file', 'not JSON'),
      toast(2, 'error', 'Could not open the file', 'no sides'),
    ];
    shown = stackToast(shown, toast(3, 'info', 'Close combat', 'A'));
    shown = stackToast(shown, toast(4, 'success', 'Saved'));
    expect(shown.map((t) => [t.kind, t.message || t.title])).toEqual([
      ['error', 'not JSON'],
      ['error', 'no sides'],
      ['success', 'Saved'],
    ]);
  });

  it('shows the same error once however often it comes, uncounted, newest last', () => {
    let shown = [toast(1, 'error', 'Captain may move 4″ but 8.2″ was asked'), toast(2, 'info', 'Saved')];
    shown = stackToast(shown, toast(3, 'error', 'Captain may move 4″ but 8.2″ was asked'));
    expect(shown).toEqual([
      toast(2, 'info', 'Saved'),
      toast(1, 'error', 'Captain may move 4″ but 8.2″ was asked'),
    ]);
  });

  it('shows more errors than three rather than drop one', () => {
    let shown: Toast[] = [];
    for (const k of [1, 2, 3, 4]) shown = stackToast(shown, toast(k, 'error', `Refused ${k}`));
    expect(shown).toHaveLength(4);
  });
});

describe('the toast store', () => {
  it('keeps a merged toast on screen for 5 s from its newest result', () => {
    const toasts = useToastStore();
    const first = toasts.push('info', 'Close combat', 'Combat result: A');
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(toasts.push('info', 'Close combat', 'Combat result: B')).toBe(first);
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(toasts.toasts).toMatchObject([{ id: first, message: 'Combat result: B', more: 1 }]);
    vi.advanceTimersByTime(1000);
    expect(toasts.toasts).toEqual([]);
  });

  it('keeps an error 8 s, past the info toasts that followed it', () => {
    const toasts = useToastStore();
    toasts.error({ code: 'ERR_OUT_OF_RANGE', message: 'Captain may move 4″ but 8.2″ was asked' });
    for (const name of ['a', 'b', 'c']) toasts.push('success', `Loaded ${name}`);
    expect(toasts.toasts.map((t) => t.kind)).toEqual(['error', 'success', 'success']);
    vi.advanceTimersByTime(TOAST_MS);
    expect(toasts.toasts.map((t) => t.kind)).toEqual(['error']);
    vi.advanceTimersByTime(TOAST_MS * 0.6);
    expect(toasts.toasts).toEqual([]);
  });
});
