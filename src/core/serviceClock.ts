/** Below this a device's clock counts as right: a `Date` header has whole seconds and the network adds its delay. */
const MIN_SKEW_MS = 5_000;

let offsetMs = 0;

/**
 * Learns how far the APY service's clock is ahead of this device's from one answer's `Date` header, stamped (in
 * whole seconds) between `sentAt` and `receivedAt` on this device's clock.
 */
export function noteServiceDate(date: string | null, sentAt: number, receivedAt: number): void {
  const stamped = date === null ? Number.NaN : Date.parse(date);
  if (!Number.isFinite(stamped)) return;
  const sample = stamped + 500 - (sentAt + receivedAt) / 2;
  offsetMs = Math.abs(sample) < MIN_SKEW_MS + (receivedAt - sentAt) / 2 ? 0 : Math.round(sample);
}

/**
 * How far the APY service's clock is ahead of this device's, in ms, as its last answer told: 0 before any answer
 * and for a skew of a few seconds. The rows' `created_at` are on the service's clock.
 */
export function serviceClockOffsetMs(): number {
  return offsetMs;
}

/** The current time on the APY service's clock, in epoch ms. */
export function serviceNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets the learned offset (for tests that move the service's clock). */
export function resetServiceClock(): void {
  offsetMs = 0;
}
