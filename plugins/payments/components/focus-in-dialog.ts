/**
 * Keyboard handling of a modal's content inside the core's dialog (src/composer/shell/ModalHost.tsx):
 * focus moves into the dialog when it opens, Tab and Shift+Tab go round its controls (the host's
 * close button included) instead of leaving for the page under it, and Escape closes it, as the
 * coupon settings modal's Escape does.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusInDialog(content: RefObject<HTMLElement | null>, onClose: (() => void) | undefined): void {
  useEffect(() => {
    const dialog = content.current?.closest<HTMLElement>('[role="dialog"]') ?? content.current;
    if (!dialog) return undefined;
    const controls = (): HTMLElement[] => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!dialog.contains(document.activeElement)) {
      // The first control of the content (not the host's ×): the field the player starts with.
      (content.current?.querySelector<HTMLElement>(FOCUSABLE) ?? controls()[0])?.focus();
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        onClose?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = controls();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [content, onClose]);
}
