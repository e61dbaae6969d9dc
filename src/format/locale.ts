import { memoized } from './memoized';

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
