import { memoized } from '../../format/memoized';

/**
 * A point's time as the tooltip, the announcement and the table say it, in the reader's time zone: only the chart's
 * lazy parts say it, and they render after hydration, so server and client never disagree on the zone.
 */
export function formatPointTime(ms: number, locale: string | undefined): string {
  return memoized(
    `chart-time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(ms);
}
