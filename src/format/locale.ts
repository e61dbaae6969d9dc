import { memoized } from './memoized';

/** The most fraction digits `Intl` takes on Node 20 (browsers take 100): server and browser show the same digits. */
export const INTL_MAX_FRACTION_DIGITS = 20;

/**
 * The locale to hand to `Intl`: the given one when `Intl` accepts it, else `undefined` (the runtime's default), so a
 * malformed `locale` prop never throws out of a formatter.
 */
export function safeLocale(locale: unknown): string | undefined {
  if (typeof locale !== 'string' || locale === '' || locale.length > 100) return undefined;
  return (
    memoized(`locale|${locale}`, () => {
      try {
        return Intl.getCanonicalLocales(locale)[0] ?? null;
      } catch {
        return null;
      }
    }) ?? undefined
  );
}

/** Numbers said inside messages (pages, rows, hours, minutes) in the locale's digits and grouping: "1,152", "1,5". */
export function messageNumberFormat(locale: string | undefined): Intl.NumberFormat {
  return memoized(`message-number|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
}
