// Building an Intl formatter costs more than formatting a whole table with it, so each one is built once per
// locale and options. The cap keeps an app that cycles through many locales from growing the cache forever.
const cache = new Map<string, unknown>();
const MAX_ENTRIES = 128;

/** The value cached under `key`, built by `create` on first use. */
export function memoized<T>(key: string, create: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = create();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, value);
  }
  return value;
}
