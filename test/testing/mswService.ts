import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMockService, MOCK_ANON_KEY, type MockService, type MockServiceOptions } from '../../src/testing';

/** Headers a Supabase client sends with the mock's key. */
export const authHeaders = { apikey: MOCK_ANON_KEY, Authorization: `Bearer ${MOCK_ANON_KEY}` };

/** A fresh mock service per test, served through MSW's Node interceptor. */
export function serveMockService(options?: MockServiceOptions): {
  readonly service: MockService;
  readonly server: ReturnType<typeof setupServer>;
} {
  const server = setupServer();
  let service = createMockService(options);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    service = createMockService(options);
    server.resetHandlers(...service.handlers);
  });
  afterAll(() => server.close());
  return {
    get service() {
      return service;
    },
    server,
  };
}

/** Holds every request until `release()`, then lets the mock answer: a retry or refetch observed while in flight. */
export function holdRequests(server: ReturnType<typeof setupServer>): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(http.all('*', () => released.then(() => undefined)));
  return release;
}

/** What a test reads from a response. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Fetches and reads the whole response. */
export async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
