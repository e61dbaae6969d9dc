import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { InvalidParameterError } from '../../core/errors';
import { messageNumberFormat } from '../../format/locale';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import { libraryClass } from '../shared/classNames';

interface PaginationProps {
  page: number;
  pageCount: number | null;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  messages: ApyTableMessages;
  /** Already accepted by `Intl` (`safeLocale`). */
  locale: string | undefined;
  unstyled: boolean | undefined;
}

/** "Page 2 of 7" (or "Page 2" without a count), in the locale's digits. */
export function pagePosition(
  messages: ApyTableMessages,
  locale: string | undefined,
  page: number,
  pageCount: number | null,
): string {
  const integers = messageNumberFormat(locale);
  return pageCount !== null
    ? messages.pageOf(integers.format(page + 1), integers.format(Math.max(pageCount, 1)))
    : messages.page(integers.format(page + 1));
}

/**
 * Previous / next with the position; the table announces the position a press turned to (the count growing in the
 * background is not announced). A button that becomes disabled while focused (first or last page)
 * hands focus to the other button, or to the position text, so focus never drops to the document.
 */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  onPageChange,
  messages,
  locale,
  unstyled,
}: PaginationProps) {
  // "Page NaN" with both buttons disabled would strand the reader: a bad page is a product's bug, named here.
  if (!Number.isSafeInteger(page) || page < 0) {
    throw new InvalidParameterError(`page must be a non-negative integer, got ${String(page)}.`);
  }
  if (pageCount !== null && (!Number.isSafeInteger(pageCount) || pageCount < 0)) {
    throw new InvalidParameterError(`pageCount must be a non-negative integer or null, got ${String(pageCount)}.`);
  }
  const canGoBack = page > 0;
  const canGoForward = pageCount !== null ? page + 1 < pageCount : hasNextPage;
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
  const buttonClass = libraryClass(unstyled, 'ark-button');
  const turnTo = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    pressed.current = event.currentTarget;
    onPageChange(target);
  };
  return (
    <nav aria-label={messages.pagination} data-slot="pagination" className={libraryClass(unstyled, 'ark-pager')}>
      <button
        ref={previousRef}
        type="button"
        data-slot="previous-page"
        className={buttonClass}
        disabled={!canGoBack}
        // Past the end (the rows shrank under a kept page), back goes to the last page there is.
        onClick={turnTo(pageCount !== null && page > pageCount ? Math.max(0, pageCount - 1) : page - 1)}
      >
        {messages.previousPage}
      </button>
      <span ref={infoRef} tabIndex={-1} data-slot="page-info">
        {pagePosition(messages, locale, page, pageCount)}
      </span>
      <button
        ref={nextRef}
        type="button"
        data-slot="next-page"
        className={buttonClass}
        disabled={!canGoForward}
        onClick={turnTo(page + 1)}
      >
        {messages.nextPage}
      </button>
    </nav>
  );
}
