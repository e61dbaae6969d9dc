import { getResponse } from 'msw';
import { afterAll } from 'vitest';
import type { MockService, MockServiceName } from '../../src/testing';

/**
 * Counts what one reliability file generated, injected or raced, and prints the totals when the file is done, so
 * the figures in RELIABILITY.md come from a run rather than from the configuration.
 */
export function createFigures(area: string) {
  const counts = new Map<string, number>();
  afterAll(() => {
    const lines = [...counts].map(([name, count]) => `  ${name}: ${count}`);
    // biome-ignore lint/suspicious/noConsole: the figures RELIABILITY.md cites are read from this output
    console.info(`[reliability] ${area}\n${lines.join('\n')}`);
  });
  return {
    add(name: string, count = 1): void {
      counts.set(name, (counts.get(name) ?? 0) + count);
    },
    /** Keeps the largest value seen under `name`. */
    max(name: string, value: number): void {
      counts.set(name, Math.max(counts.get(name) ?? Number.NEGATIVE_INFINITY, value));
    },
    get(name: string): number {
      return counts.get(name) ?? 0;
    },
  };
}

/** One request held by a gated fetch until the test releases it. */
export interface GatedRequest {
  url: URL;
  signal: AbortSignal | undefined;
  /** Lets the mock service answer now (it logs the request at this moment). */
  release(): Promise<void>;
  /** Answers with this JSON instead of the mock (a misrouted or tampered answer). */
  respond(body: unknown): void;
  /** Whether `release` or `respond` has been called. */
  readonly settled: boolean;
}

/**
 * A fetch that holds every request until the test releases it, in any order, and then lets the real mock service
 * answer: ordering races with realistic responses. A request aborted before its release rejects like a real fetch,
 * unless `ignoreAbort` makes it behave like a fetch that never looks at its signal.
 */
export function createGatedFetch(service: MockService, { ignoreAbort = false }: { ignoreAbort?: boolean } = {}) {
  const requests: GatedRequest[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const url = String(input instanceof Request ? input.url : input);
      const headers = new Headers(init?.headers);
      const signal = init?.signal ?? undefined;
      if (!ignoreAbort) signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      let settled = false;
      requests.push({
        url: new URL(url),
        signal,
        get settled() {
          return settled;
        },
        respond(body) {
          settled = true;
          resolve(Response.json(body));
        },
        async release() {
          settled = true;
          const response = await getResponse(service.handlers, new Request(url, { method: 'GET', headers }));
          if (response === undefined) reject(new TypeError(`No mock handler for ${url}`));
          else if (response.type === 'error') reject(new TypeError('Failed to fetch'));
          else resolve(response);
        },
      });
    });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** Every own property (enumerable or not) of every object reachable from `root`, with its path; cycles visited once. */
export function* walk(root: unknown, path = '$', seen = new Set<unknown>()): Generator<[string, unknown]> {
  yield [path, root];
  if (root === null || (typeof root !== 'object' && typeof root !== 'function') || seen.has(root)) return;
  seen.add(root);
  if (root instanceof Map) {
    for (const [key, value] of root) yield* walk(value, `${path}.get(${String(key)})`, seen);
    return;
  }
  for (const key of Object.getOwnPropertyNames(root)) {
    if (typeof root === 'function' && (key === 'caller' || key === 'callee' || key === 'arguments')) continue;
    let value: unknown;
    try {
      value = (root as Record<string, unknown>)[key];
    } catch {
      continue;
    }
    yield* walk(value, `${path}.${key}`, seen);
  }
}

/** Resolves after pending promise callbacks and one macrotask have run. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `check` after every DOM change under `root` (and once now) and keeps what it throws: an invariant that must
 * hold at every moment, not only when the test happens to look.
 */
export function watchInvariant(root: Node, check: () => void) {
  const violations: string[] = [];
  let checks = 0;
  const run = () => {
    checks += 1;
    try {
      check();
    } catch (error) {
      violations.push(error instanceof Error ? error.message : String(error));
    }
  };
  const observer = new MutationObserver(run);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  run();
  return {
    violations,
    get checks() {
      return checks;
    },
    stop(): void {
      run();
      observer.disconnect();
    },
  };
}

/** How many requests one of the mock's two services has answered. */
export function requestsTo(service: MockService, name: MockServiceName): number {
  return service.requests.filter((request) => request.service === name).length;
}
