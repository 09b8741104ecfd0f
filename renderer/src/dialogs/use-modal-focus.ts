/**
 * The focus of a modal dialog (`focus-trap.ts`): when its element appears the focus moves into it (to its
 * first control, unless the dialog put it somewhere inside itself), and when it goes (closed, or the
 * component unmounted) the focus returns to the element that had it before, if that is still on the page.
 * Use in the dialog's setup with a template ref of its root: `useModalFocus(root)`; the root carries
 * `aria-modal="true"` and `tabindex="-1"` (it takes the focus when it has no control).
 */
import { nextTick, onBeforeUnmount, watch, type Ref } from 'vue';
import { focusables } from './focus-trap';

export function useModalFocus(root: Ref<HTMLElement | null>): void {
  /** What had the focus when the dialog appeared; null while it is closed. */
  let opener: Element | null = null;
  let open = false;

  function restore(): void {
    open = false;
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    opener = null;
  }

  // `sync`: the element is set during the patch, before the dialog's own mounted hook moves the focus.
  watch(
    root,
    (el) => {
      if (el && !open) {
        open = true;
        opener = document.activeElement;
        void nextTick(() => {
          if (!el.isConnected || el.contains(document.activeElement)) return;
          (focusables(el)[0] ?? el).focus();
        });
      } else if (!el && open) restore();
    },
    { flush: 'sync' },
  );
  onBeforeUnmount(() => {
    if (open) restore();
  });
}
