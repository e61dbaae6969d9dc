import { useEffect, useRef, useState } from 'react';

/** How long the tooltip stays after the pointer leaves its trigger: time to cross the gap onto the tooltip. */
const CLOSE_DELAY_MS = 150;

/**
 * A tooltip shown while its trigger is hovered or focused, as WCAG 1.4.13 asks: the pointer can move onto it without
 * closing it, and Escape dismisses it wherever the focus is (hover alone included).
 */
export function useHoverTooltip() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(closeTimer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return {
    open,
    setOpen,
    trigger: { onMouseEnter: show, onMouseLeave: hideSoon, onFocus: show, onBlur: () => setOpen(false) },
    tooltip: { onMouseEnter: show, onMouseLeave: hideSoon },
  };
}
