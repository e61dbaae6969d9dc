import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { type PagerProps, pagerView } from './pagerView';

/**
 * The pager's behaviour, a chunk of its own loaded by the first paged table: a press turns the page (the table
 * announces the position it turned to). A button that becomes disabled while focused (first or last page) hands focus
 * to the other button, or to the position text, so focus never drops to the document.
 */
export default function Pagination(props: PagerProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const infoRef = useRef<HTMLSpanElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const from = pressed.current;
    if (!from?.disabled) return;
    pressed.current = null;
    // Only focus that dropped with the button: a button disabled later (a filter change reloads the pages) while
    // focus is elsewhere, in the chain filter say, must not take it from there.
    const focused = document.activeElement;
    if (focused !== from && focused !== document.body && focused !== null) return;
    const other = from === previousRef.current ? nextRef.current : previousRef.current;
    (other && !other.disabled ? other : infoRef.current)?.focus();
  });
  const turnTo = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    pressed.current = event.currentTarget;
    props.onPageChange(target);
  };
  return pagerView(props, { previousRef, nextRef, infoRef, turnTo });
}
