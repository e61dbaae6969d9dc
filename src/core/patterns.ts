/** PostgREST `timestamptz` text: ISO 8601 with optional fraction and an offset. */
export const timestampPattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
/** Decimal digits only: a chain id carried as a string, an amount in wei, a `Retry-After` in seconds. */
export const digitsPattern = /^\d+$/;
/** A 0x-prefixed 20-byte hex address, any case. */
export const addressPattern = /^0x[0-9a-fA-F]{40}$/;
