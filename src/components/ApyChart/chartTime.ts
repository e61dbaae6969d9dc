import { memoized } from '../../format/memoized';

const HOUR_MS = 3_600_000;

/**
 * A point's time as the tooltip, the announcement and the table say it, in the reader's time zone: only the chart's
 * lazy parts say it, and they render after hydration, so server and client never disagree on the zone. The hour a
 * clock turns back happens twice: its times say their zone too, wherever a time half an hour, an hour or two
 * away reads the same ("1:00 AM EDT", "1:00 AM EST").
 */
export function formatPointTime(ms: number, locale: string | undefined): string {
  const plain = memoized(
    `chart-time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const text = plain.format(ms);
  // Clocks turn back by an hour, half an hour (Lord Howe) or two (Troll): a neighbour that far reads the same.
  return [HOUR_MS / 2, HOUR_MS, 2 * HOUR_MS].every(
    (shift) => text !== plain.format(ms - shift) && text !== plain.format(ms + shift),
  )
    ? text
    : // The zone follows the plain text, so the time keeps its locale's date style ("25.10.2026, 02:00 MESZ").
      `${text} ${
        memoized(`chart-zone|${locale}`, () => new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }))
          .formatToParts(ms)
          .find((part) => part.type === 'timeZoneName')?.value
      }`;
}
