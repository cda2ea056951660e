import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Closes a pop-up on Escape (focus back to its button) and on a click or focus outside it. */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
): void {
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

/** A header pop-up: its open state, its container and button, closing on Escape (focus back) or outside. */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useDismiss(open, box, close);
  return { open, setOpen, box, button };
}
