/** Options of `shortenAddress`. */
export interface ShortenAddressOptions {
  /** Characters kept on each side of the ellipsis (after `0x`). Default 4. */
  chars?: number | undefined;
}

/** Shortens a hex address for display: `"0x1234…abcd"`. Strings too short to shorten come back unchanged. */
export function shortenAddress(address: string, { chars = 4 }: ShortenAddressOptions = {}): string {
  const text = String(address ?? '');
  const keep = Number.isFinite(chars) ? Math.max(1, Math.floor(chars)) : 4;
  const prefix = text.startsWith('0x') || text.startsWith('0X') ? 2 : 0;
  if (text.length <= prefix + keep * 2 + 1) return text;
  return `${text.slice(0, prefix + keep)}…${text.slice(-keep)}`;
}
