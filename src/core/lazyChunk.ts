/**
 * Loads a chunk that only explains a response already received: `null` when it cannot load within `timeoutMs` (the
 * caller throws a less detailed error of the same class). A caller's abort during the load wins, as it does during
 * the request.
 */
export async function loadExplainer<T>(
  load: () => Promise<T>,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<T | null> {
  signal?.throwIfAborted();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort = () => {};
  try {
    return await Promise.race([
      load().catch(() => null),
      new Promise<null>((resolve, reject) => {
        timer = setTimeout(resolve, timeoutMs, null);
        onAbort = () => reject(signal?.reason);
        signal?.addEventListener('abort', onAbort);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
