import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long the tooltip stays after the pointer leaves its trigger: time to cross the gap onto the tooltip. */
const CLOSE_DELAY_MS = 150;

/**
 * A tooltip shown while its trigger is hovered or focused, as WCAG 1.4.13 asks: the pointer can move onto it without
 * closing it, and Escape dismisses it wherever the focus is (hover alone included), until hovered or focused again.
 */
export function useHoverTooltip(unstyled?: boolean) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = hovered || focused;
  const tooltipRef = useRef<HTMLElement>(null);
  // Below its anchor, unless the screen ends first and there is room above: a tap near a phone's bottom edge would
  // open it out of sight. From the anchor's start, unless that runs past a side of the screen (a badge at the end of a
  // phone's header): then moved in, 8 px from the edge. Set by script, which a strict CSP allows; unstyled, the
  // product places it by `data-side`.
  useLayoutEffect(() => {
    const tip = tooltipRef.current;
    const anchor = tip?.offsetParent;
    if (!open || !tip || !anchor) return;
    const place = () => {
      tip.removeAttribute('style');
      const { bottom, height, left, right, width } = tip.getBoundingClientRect();
      const box = anchor.getBoundingClientRect();
      const screen = tip.ownerDocument.documentElement.clientWidth;
      const above = bottom > innerHeight && box.top > height + 6;
      const inside = Math.max(8, Math.min(left, screen - 8 - width)) - box.left - anchor.clientLeft;
      tip.dataset.side = above ? 'top' : 'bottom';
      if (!unstyled)
        tip.style.cssText = `${above ? 'top:auto;bottom:calc(100% + 6px);' : ''}${left < 0 || right > screen ? `left:${inside}px;right:auto` : ''}`;
    };
    place();
    // A phone turned while it is open places it again.
    addEventListener('resize', place);
    return () => {
      removeEventListener('resize', place);
      tip.removeAttribute('style');
    };
  }, [open, unstyled]);
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
    tooltip: { ref: tooltipRef, onMouseEnter: enter, onMouseLeave: leave },
  };
}
