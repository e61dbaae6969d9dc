/**
 * Loads a chunk that only explains a response already received: `null` when it cannot load (the caller throws a less
 * detailed error of the same class). A caller's abort during the load wins, as it does during the request.
 */
export async function loadExplainer<T>(load: () => Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  signal?.throwIfAborted();
  return Promise.race([
    load().catch(() => null),
    new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
  ]);
}
