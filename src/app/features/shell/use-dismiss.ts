import { useEffect, type RefObject } from 'react';

/** Closes a pop-up on Escape (focus back to its button) and on a click or focus outside it. */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (refocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onOutside = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, container, close]);
}
