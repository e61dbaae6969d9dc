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
  if (
    [HOUR_MS / 2, HOUR_MS, 2 * HOUR_MS].every(
      (shift) => text !== plain.format(ms - shift) && text !== plain.format(ms + shift),
    )
  )
    return text;
  // The plain time's date and time, with the zone where (and as) the locale puts it beside a time: "25.10.2026, 02:00
  // MESZ", "2026年10月25日 GMT+2 02:00", "02:00 GMT+2 25 thg 10, 2026".
  const zoned = memoized(
    `chart-time-zone|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  );
  const [dateBefore, time, dateAfter] = aroundTime(plain, ms);
  const [zoneBefore, , zoneAfter] = aroundTime(zoned, ms);
  return `${dateBefore}${zoneBefore}${time}${zoneAfter}${dateAfter}`;
}

const timeParts = new Set<string>(['hour', 'minute', 'dayPeriod']);

/**
 * A formatted time's text before, of and after its run of hour, minute and day period. Cut from `format`'s text by
 * the parts' lengths: Chromium and Node format a narrow no-break space before "AM" as a plain one, and its parts not.
 */
function aroundTime(formatter: Intl.DateTimeFormat, ms: number): [string, string, string] {
  const text = formatter.format(ms);
  let start = -1;
  let end = 0;
  let at = 0;
  for (const { type, value } of formatter.formatToParts(ms)) {
    at += value.length;
    if (timeParts.has(type)) {
      if (start < 0) start = at - value.length;
      end = at;
    }
  }
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}
