import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ApyTableLayout } from './types';

/**
 * The table's scroll box. `scrollsSideways`: the table is wider than its box, and only then is the market column
 * sticky (a cost on every row). `scrolls`: it scrolls either way, and only then is the box a tab stop. `data-stack`:
 * the box may show the stacked layout (forced, or by container width), whose rules for the cells apply only under
 * it. Rules that can match every cell cost a wide table's mount even when they fail (the generated labels most, ~10 %
 * of mounting 1,000 rows). The server's markup holds the attribute, so before any script runs the container query
 * alone decides; once the box is measured, it stays only while the box stacks (its own `--ark-stack` is 1: narrow in
 * `auto`, always when forced). It changes before the browser paints: in the commit that mounts the box, from the
 * resize observer, and in the commit that changes `layout` (whose change may resize nothing).
 */
export function useScrollBox(layout: ApyTableLayout) {
  const [scrollsSideways, setScrollsSideways] = useState(false);
  // Until measured (the server's markup, a browser without ResizeObserver) it may scroll, so it is a stop.
  const [scrolls, setScrolls] = useState(true);
  const scrollRef = useRef<HTMLElement | null>(null);
  const restack = useRef<() => void>(undefined);
  const measuredLayout = useRef(layout);
  useLayoutEffect(() => {
    if (measuredLayout.current === layout) return;
    measuredLayout.current = layout;
    restack.current?.();
  }, [layout]);
  const ref = useCallback((node: HTMLElement | null) => {
    scrollRef.current = node;
    if (!node) return;
    // The box's own `--ark-stack` follows the container query without the attribute; a forced stack needs no CSS.
    const stack = () =>
      node.toggleAttribute(
        'data-stack',
        measuredLayout.current === 'stacked' ||
          (measuredLayout.current === 'auto' && getComputedStyle(node).getPropertyValue('--ark-stack').trim() === '1'),
      );
    restack.current = stack;
    // Out first, so that the style computed for the measure is already a wide table's when it is one.
    node.removeAttribute('data-stack');
    stack();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      stack();
      const sideways = node.scrollWidth > node.clientWidth;
      setScrollsSideways(sideways);
      setScrolls(sideways || node.scrollHeight > node.clientHeight);
      // The sticky market column's width, kept clear (with the focus ring's room at the far edge) when focus scrolls a
      // control into view; a value for the stylesheet's rule, so a product's CSS can still override it.
      const sticky = sideways ? node.querySelector('th[data-column="token"]') : null;
      node.style.setProperty('--ark-scroll-padding', `${Math.ceil(sticky?.getBoundingClientRect().width ?? 0)}px 6px`);
    });
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    // Chromium's own scroll to a focused control ignores `scroll-padding`: one that lands (partly) under the sticky
    // market column is brought out beside it.
    const reveal = (event: FocusEvent) => {
      const target = event.target as Element;
      if (node.hasAttribute('data-scroll-x') && target !== node && !target.closest('[data-column="token"]')) {
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    };
    node.addEventListener('focusin', reveal);
    return () => {
      node.removeEventListener('focusin', reveal);
      observer.disconnect();
      scrollRef.current = null;
      restack.current = undefined;
    };
  }, []);
  return { ref, scrollRef, scrollsSideways, scrolls };
}
