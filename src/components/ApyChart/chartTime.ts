import { memoized } from '../../format/memoized';

const HOUR_MS = 3_600_000;

/**
 * A point's time as the tooltip, the announcement and the table say it, in the reader's time zone: only the chart's
 * lazy parts say it, and they render after hydration, so server and client never disagree on the zone. The hour a
 * clock turns back happens twice: its times say their zone too ("1:00 AM EDT", "1:00 AM EST").
 */
export function formatPointTime(ms: number, locale: string | undefined): string {
  const plain = memoized(
    `chart-time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const text = plain.format(ms);
  return text !== plain.format(ms - HOUR_MS) && text !== plain.format(ms + HOUR_MS)
    ? text
    : memoized(
        `chart-time-zone|${locale}`,
        () =>
          new Intl.DateTimeFormat(locale, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
      ).format(ms);
}
