import type { MouseEventHandler, Ref } from 'react';
import { InvalidParameterError } from '../../core/errors';
import { messageNumberFormat } from '../../format/locale';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import { libraryClass } from '../shared/classNames';

export interface PagerProps {
  page: number;
  pageCount: number | null;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  messages: ApyTableMessages;
  /** Already accepted by `Intl` (`safeLocale`). */
  locale: string | undefined;
  unstyled: boolean | undefined;
}

/** What the pager's behaviour (`Pagination`, a chunk of its own) gives its markup. */
export interface PagerControls {
  previousRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  infoRef: Ref<HTMLSpanElement>;
  turnTo: (target: number) => MouseEventHandler<HTMLButtonElement>;
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
 * Previous / next with the position. Without `controls` (until the behaviour's chunk is in) it is the same box with
 * both buttons disabled, so nothing moves when they arrive.
 */
export function pagerView(
  { page, pageCount, hasNextPage, messages, locale, unstyled }: PagerProps,
  controls?: PagerControls,
) {
  // "Page NaN" with both buttons disabled would strand the reader: a bad page is a product's bug, named here.
  if (!Number.isSafeInteger(page) || page < 0) {
    throw new InvalidParameterError(`page must be a non-negative integer, got ${String(page)}.`);
  }
  if (pageCount !== null && (!Number.isSafeInteger(pageCount) || pageCount < 0)) {
    throw new InvalidParameterError(`pageCount must be a non-negative integer or null, got ${String(pageCount)}.`);
  }
  const buttonClass = libraryClass(unstyled, 'ark-button');
  return (
    <nav aria-label={messages.pagination} data-slot="pagination" className={libraryClass(unstyled, 'ark-pager')}>
      <button
        ref={controls?.previousRef}
        type="button"
        data-slot="previous-page"
        className={buttonClass}
        disabled={!(controls && page > 0)}
        // Past the end (the rows shrank under a kept page), back goes to the last page there is.
        onClick={controls?.turnTo(pageCount !== null && page > pageCount ? Math.max(0, pageCount - 1) : page - 1)}
      >
        {messages.previousPage}
      </button>
      <span ref={controls?.infoRef} tabIndex={-1} data-slot="page-info">
        {pagePosition(messages, locale, page, pageCount)}
      </span>
      <button
        ref={controls?.nextRef}
        type="button"
        data-slot="next-page"
        className={buttonClass}
        disabled={!(controls && (pageCount !== null ? page + 1 < pageCount : hasNextPage))}
        onClick={controls?.turnTo(page + 1)}
      >
        {messages.nextPage}
      </button>
    </nav>
  );
}
