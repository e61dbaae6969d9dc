import { useEffect, useState } from 'react';
import { serviceClockOffsetMs } from '../../core/serviceClock';

/**
 * The given time in ms, or the current time on the APY service's clock (which stamps the rows), refreshed every
 * `intervalMs`, when none is given.
 */
export function useNow(now?: number | Date | undefined, intervalMs = 60_000): number {
  const [current, setCurrent] = useState(() => Date.now());
  const controlled = now !== undefined;
  useEffect(() => {
    if (controlled) return;
    const timer = setInterval(() => setCurrent(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [controlled, intervalMs]);
  return now === undefined ? current + serviceClockOffsetMs() : Number(now);
}
