import { type QueryClient, type QueryKey, skipToken } from '@tanstack/react-query';
import { adoptServiceClockOffset, serviceClockKnown, serviceClockOffsetMs } from '../core/serviceClock';
import { serviceClockNoteKey } from './keys';

/** What a runtime learnt of the APY service's clock, as the query cache holds it (JSON-safe, so a persister keeps it). */
export interface ServiceClockNote {
  /** How far the service's clock is ahead of the device that read, in ms. */
  offsetMs: number;
}

function isNote(value: unknown): value is ServiceClockNote {
  return typeof value === 'object' && value !== null && Number.isFinite((value as ServiceClockNote).offsetMs);
}

/**
 * The note is data, never read: `refetchQueries()` and `invalidateQueries()` pass it by (`skipToken`), and it stays
 * in the cache as long as the rows it dates (no collection while unobserved). A note a restore built before these
 * defaults were set is given them too.
 */
function keepAsNote(client: QueryClient, key: ReturnType<typeof serviceClockNoteKey>): void {
  if (client.getQueryDefaults(key).queryFn !== skipToken) {
    client.setQueryDefaults(key, { queryFn: skipToken, gcTime: Number.POSITIVE_INFINITY, retry: false });
  }
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (query !== undefined && query.options.queryFn !== skipToken) {
    query.setOptions(client.defaultQueryOptions<unknown, Error, unknown, unknown, QueryKey>({ queryKey: key }));
  }
}

/**
 * Writes what this runtime's answers told of the service's clock into `client`'s cache, when they told anything and
 * it changed. Call it where the reading device runs (an effect), never on a server: a server's clock is not the
 * device's.
 */
export function noteServiceClock(client: QueryClient, endpoint: string): void {
  if (!serviceClockKnown()) return;
  const key = serviceClockNoteKey(endpoint);
  keepAsNote(client, key);
  const held = client.getQueryData(key);
  const offsetMs = serviceClockOffsetMs();
  if (isNote(held) && held.offsetMs === offsetMs) return;
  client.setQueryData<ServiceClockNote>(key, { offsetMs });
}

/**
 * Takes the clock this device noted in an earlier session when `client`'s cache was restored from storage: rows it
 * read itself are then on a known clock, and the cadence decides when to read (no read before the next batch).
 */
export function adoptNotedServiceClock(client: QueryClient, endpoint: string): void {
  const key = serviceClockNoteKey(endpoint);
  keepAsNote(client, key);
  if (serviceClockKnown()) return;
  const held = client.getQueryData(key);
  if (isNote(held)) adoptServiceClockOffset(held.offsetMs);
}
