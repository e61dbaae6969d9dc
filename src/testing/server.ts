import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockService } from './handlers';
import type { MockService, MockServiceOptions } from './serviceTypes';

/** Options of `startMockServer`: the mock service's options (its URLs come from the server) plus where to listen. */
export interface MockServerOptions extends Omit<MockServiceOptions, 'apyUrl' | 'rewardsUrl'> {
  /** Port to listen on; 0 picks a free one. Default 0. */
  port?: number | undefined;
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string | undefined;
}

/** A running mock server. */
export interface MockServer {
  /** Origin, e.g. `http://127.0.0.1:53121`. */
  url: string;
  /** REST root of the APY service: `${url}/rest/v1`. */
  apyUrl: string;
  /** Base URL of the rewards API: the origin itself. */
  rewardsUrl: string;
  anonKey: string;
  /** The service behind the server, for `setFaults`, `reset`, `data` and `requests`. */
  service: MockService;
  /** Stops listening, ends open connections and answers hanging requests with a reset. */
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function toRequest(incoming: IncomingMessage, origin: string, signal: AbortSignal, body: Buffer | null): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    if (!name.startsWith(':')) headers.append(name, raw[i + 1] ?? '');
  }
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    signal,
    body: body === null || body.length === 0 ? null : new Uint8Array(body),
  });
}

function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') {
    incoming.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/**
 * Serves the mock service over real HTTP (Node only), for clients that cannot use MSW: other processes, browsers,
 * `@supabase/postgrest-js`. Node's `http` is taken from the running process, not imported, so this entry stays
 * importable in a browser bundle without a bundler's warning about a Node module.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const http = globalThis.process?.getBuiltinModule?.('node:http');
  if (!http) throw new Error('startMockServer needs Node 20.16 or later (process.getBuiltinModule).');
  const { createServer } = http;
  const { port = 0, host = '127.0.0.1', ...serviceOptions } = options;
  const pending = new Set<AbortController>();
  let service: MockService | undefined;
  let origin = '';

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const controller = new AbortController();
    pending.add(controller);
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) controller.abort();
      pending.delete(controller);
    });
    try {
      const body = await readBody(incoming);
      const request = toRequest(incoming, origin, controller.signal, body);
      const response = service ? await getResponse(service.handlers, request) : undefined;
      if (outgoing.destroyed) return;
      if (response === undefined) {
        outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      if (response.type === 'error') {
        outgoing.destroy();
        return;
      }
      const payload = response.body === null ? null : Buffer.from(await response.arrayBuffer());
      if (outgoing.destroyed) return;
      outgoing.statusCode = response.status;
      if (response.statusText) outgoing.statusMessage = response.statusText;
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) outgoing.setHeader(name, value);
      });
      outgoing.end(payload ?? undefined);
    } catch (error) {
      if (outgoing.headersSent || outgoing.destroyed) {
        outgoing.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Mock server error: ${message}`);
    }
  }

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The mock server has no TCP address.');
  const hostText =
    address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  origin = `http://${hostText}:${address.port}`;
  const apyUrl = `${origin}/rest/v1`;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      for (const controller of pending) controller.abort();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    return closing;
  };
  try {
    service = createMockService({ ...serviceOptions, apyUrl, rewardsUrl: origin });
  } catch (error) {
    await close();
    throw error;
  }

  return { url: origin, apyUrl, rewardsUrl: origin, anonKey: service.config.anonKey, service, close };
}
