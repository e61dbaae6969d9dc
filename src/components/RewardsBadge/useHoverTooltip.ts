import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the tooltip stays after the pointer leaves its trigger: time to cross the gap onto the tooltip. */
const CLOSE_DELAY_MS = 150;

/**
 * A tooltip shown while its trigger is hovered or focused, as WCAG 1.4.13 asks: the pointer can move onto it without
 * closing it, and Escape dismisses it wherever the focus is (hover alone included), until hovered or focused again.
 */
export function useHoverTooltip() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = hovered || focused;
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = useCallback(() => {
    clearTimeout(leaveTimer.current);
    setHovered(false);
    setFocused(false);
  }, []);
  const enter = () => {
    clearTimeout(leaveTimer.current);
    setHovered(true);
  };
  const leave = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setHovered(false), CLOSE_DELAY_MS);
  };
  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open, close]);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  return {
    open,
    close,
    trigger: {
      onMouseEnter: enter,
      onMouseLeave: leave,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
    tooltip: { onMouseEnter: enter, onMouseLeave: leave },
  };
}
