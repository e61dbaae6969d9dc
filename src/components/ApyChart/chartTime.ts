import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import { memoized } from '../../format/memoized';
import { HOUR_MS } from './chartGeometry';

/**
 * Whether the points' first and last times fall in two years of the locale's calendar: only then do their times say
 * the year. A range of days within one year reads "Nov 19, 1:00 PM", and its table fits a phone.
 */
export function spansYears(points: readonly AssetApyHistoryPoint[], locale: string | undefined): boolean {
  const year = memoized(`chart-year|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric' }));
  const first = points[0];
  const last = points.at(-1);
  return first !== undefined && last !== undefined && year.format(first.timeMs) !== year.format(last.timeMs);
}

/**
 * A point's time as the tooltip, the announcement and the table say it, in the reader's time zone, with its year
 * when `withYear` (see `spansYears`): only the chart's lazy parts say it, and they render after hydration, so server
 * and client never disagree on the zone. The hour a clock turns back happens twice: its times say their zone too,
 * wherever a time half an hour, an hour or two away reads the same ("1:00 AM EDT", "1:00 AM EST").
 */
export function formatPointTime(ms: number, locale: string | undefined, withYear = true): string {
  const plain = memoized(
    `chart-time|${locale}|${withYear}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        withYear
          ? { dateStyle: 'medium', timeStyle: 'short' }
          : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
      ),
  );
  const text = plain.format(ms);
  // Clocks turn back by an hour, half an hour (Lord Howe) or two (Troll): a neighbour that far reads the same.
  if (
    [HOUR_MS / 2, HOUR_MS, 2 * HOUR_MS].every(
      (shift) => text !== plain.format(ms - shift) && text !== plain.format(ms + shift),
    )
  )
    return text;
  // The plain text, with the zone on the side of the time where the locale puts it, in its brackets: "25.10.2026,
  // 02:00 MESZ", "2026年10月25日 GMT+2 02:00", "02:00 GMT+2 25 thg 10, 2026", "۲:۰۰ (‎+۲ گرینویچ)".
  const zoned = memoized(
    `chart-time-zone|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  ).formatToParts(ms);
  const at = zoned.findIndex((part) => part.type === 'timeZoneName');
  const after = at > zoned.findIndex((part) => timeParts.has(part.type));
  // Only the spacing, brackets and dashes of the literals beside it: their words ("ч.", "hodź.") are the time's.
  // A bracket of the time's own ("2:00 (TO) GMT+2") is not the zone's.
  const zone = `${affix(zoned[at - 1])}${zoned[at]?.value}${affix(zoned[at + 1])}`
    .trim()
    .replace(/^\p{Pe}\s*|\s*\p{Ps}$/gu, '');
  const parts = plain.formatToParts(ms);
  let first = parts.findIndex((part) => timeParts.has(part.type));
  let last = parts.findLastIndex((part) => timeParts.has(part.type));
  const unclosed = () => {
    const time = parts
      .slice(first, last + 1)
      .map((part) => part.value)
      .join('');
    return (time.match(/\p{Ps}/gu)?.length ?? 0) > (time.match(/\p{Pe}/gu)?.length ?? 0);
  };
  // A word or bracket that closes (or opens) the text stays with its time: "03:00 ч.", "3:00 hodź.", "2:00 (TO)".
  if (after && last === parts.length - 2 && (/\p{L}/u.test(parts[last + 1]?.value ?? '') || unclosed())) last++;
  if (!after && first === 1 && /\p{L}/u.test(parts[0]?.value ?? '')) first = 0;
  // Cut from `format`'s text by the parts' lengths: Node formats a narrow no-break space before "AM" as a plain one,
  // and its parts not.
  const offset = (end: number) => parts.slice(0, end).reduce((length, part) => length + part.value.length, 0);
  const cut = after ? offset(last + 1) : offset(first);
  return after ? `${text.slice(0, cut)} ${zone}${text.slice(cut)}` : `${text.slice(0, cut)}${zone} ${text.slice(cut)}`;
}

const timeParts = new Set<string>(['hour', 'minute', 'dayPeriod']);

/** A literal's spacing, brackets, dashes and direction marks, without its words or other punctuation. */
function affix(part: Intl.DateTimeFormatPart | undefined): string {
  return part?.type === 'literal' ? part.value.replace(/[^\s\p{Ps}\p{Pe}\p{Pd}\p{Cf}]/gu, '') : '';
}
