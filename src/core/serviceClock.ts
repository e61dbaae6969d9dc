/** Below this a device's clock counts as right: a `Date` header has whole seconds and the network adds its delay. */
const MIN_SKEW_MS = 5_000;
/** A device that reaches the service over HTTPS keeps a clock within its certificate's life (at most 398 days). */
const MAX_SKEW_MS = 400 * 86_400_000;

let offsetMs = 0;
let answered = false;

/**
 * Learns how far the APY service's clock is ahead of this device's from one answer's `Date` header, stamped (in
 * whole seconds) between `sentAt` and `receivedAt` on this device's clock. A sample that agrees with the offset held,
 * within what the header's seconds and the round trip leave open, keeps it; one further than any device could be off
 * is ignored.
 */
export function noteServiceDate(date: string | null, sentAt: number, receivedAt: number): void {
  answered = true;
  const stamped = date === null ? Number.NaN : Date.parse(date);
  const sample = stamped + 500 - (sentAt + receivedAt) / 2;
  const tolerance = MIN_SKEW_MS + (receivedAt - sentAt) / 2;
  if (!(Math.abs(sample) <= MAX_SKEW_MS) || Math.abs(sample - offsetMs) <= tolerance) return;
  offsetMs = Math.abs(sample) < tolerance ? 0 : Math.round(sample);
}

/**
 * How far the APY service's clock is ahead of this device's, in ms, as its answers told: 0 before any answer and for
 * a skew of a few seconds. The rows' `created_at` are on the service's clock.
 */
export function serviceClockOffsetMs(): number {
  return offsetMs;
}

/** Whether this runtime has had an answer from the APY service, so `serviceClockOffsetMs` says what it told. */
export function serviceClockKnown(): boolean {
  return answered;
}

/**
 * Takes an offset this device learnt in an earlier session (a restored cache) as told, unless an answer in this
 * runtime told one already. An offset no device could have is ignored.
 */
export function adoptServiceClockOffset(learntMs: number): void {
  if (answered || !(Math.abs(learntMs) <= MAX_SKEW_MS)) return;
  offsetMs = Math.round(learntMs);
  answered = true;
}

/** The current time on the APY service's clock, in epoch ms. */
export function serviceNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets what the service's answers told of its clock: for tests that move the mock service's clock. */
export function resetServiceClock(): void {
  offsetMs = 0;
  answered = false;
}
