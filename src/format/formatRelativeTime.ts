import { safeLocale } from './locale';
import { memoized } from './memoized';

/** Options of `formatRelativeTime`. */
export interface FormatRelativeTimeOptions {
  /** Reference time. Default `Date.now()`. */
  now?: number | Date | undefined;
  /** BCP 47 locale; default: the runtime's. */
  locale?: string | undefined;
  /** `Intl.RelativeTimeFormat` style. Default `'short'` ("5 min. ago"). */
  style?: Intl.RelativeTimeFormatStyle | undefined;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Milliseconds since epoch of a timestamp, Date or number; `NaN` when unreadable. */
export function toEpochMs(time: string | number | Date | null | undefined): number {
  if (time instanceof Date) return time.getTime();
  // Through Date: a number beyond its range (±8.64e15 ms) is unreadable, as a bad string is.
  if (typeof time === 'number') return new Date(time).getTime();
  if (typeof time === 'string') return Date.parse(time);
  return Number.NaN;
}

/** How long ago a timestamp was, locale-aware ("5 min. ago", "3 hr. ago", "2 days ago"); `"—"` when unreadable; a bad locale falls back to the runtime's. */
export function formatRelativeTime(time: string | number | Date, options: FormatRelativeTimeOptions = {}): string {
  const then = toEpochMs(time);
  const now = toEpochMs(options.now ?? Date.now());
  if (!Number.isFinite(then) || !Number.isFinite(now)) return '—';
  const elapsed = Math.max(0, now - then);
  const [unitMs, unit]: [number, Intl.RelativeTimeFormatUnit] =
    elapsed < hourMs ? [minuteMs, 'minute'] : elapsed < 2 * dayMs ? [hourMs, 'hour'] : [dayMs, 'day'];
  // Days are always counted: "auto" words ("vorgestern", "avant-hier") name a calendar day, which 48-71 hours is not.
  const numeric = unit === 'day' ? 'always' : 'auto';
  return relativeTimeFormatter(safeLocale(options.locale), safeStyle(options.style), numeric).format(
    -Math.floor(elapsed / unitMs),
    unit,
  );
}

function safeStyle(style: unknown): Intl.RelativeTimeFormatStyle {
  return style === 'long' || style === 'narrow' ? style : 'short';
}

function relativeTimeFormatter(
  locale: string | undefined,
  style: Intl.RelativeTimeFormatStyle,
  numeric: Intl.RelativeTimeFormatNumeric,
) {
  return memoized(
    `relative|${locale}|${style}|${numeric}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric, style }),
  );
}
