/** Decimal digits only: a chain id carried as a string, an amount in wei, a `Retry-After` in seconds. */
export const digitsPattern = /^\d+$/;
