import { useEffect, useState } from 'react';

/** The given time in ms, or the current time refreshed every `intervalMs` when none is given. */
export function useNow(now: number | Date | undefined, intervalMs = 60_000): number {
  const [current, setCurrent] = useState(() => Date.now());
  const controlled = now !== undefined;
  useEffect(() => {
    if (controlled) return;
    const timer = setInterval(() => setCurrent(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [controlled, intervalMs]);
  return now === undefined ? current : Number(now);
}
