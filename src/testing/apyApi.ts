import { HttpResponse } from 'msw';
import { ASSET_APY_TABLE, type AssetApyRow, assetApyColumns } from '../core/assetApys';
import { type ColumnType, handlePostgrestRequest, type PostgrestTable } from './postgrest';
import { jsonResponse, withCors } from './responses';

/** The Postgres type of each `asset-total-apy` column, as the mock's engine compares them. */
export const assetApyColumnTypes: Record<string, ColumnType> = Object.fromEntries(
  assetApyColumns.map((column) => [
    column,
    column === 'id' ? 'bigint' : column === 'created_at' ? 'timestamptz' : 'text',
  ]),
);

/** What the APY service answers from: the committed rows (read after the writer's due batches land), key and cap. */
export interface ApyTableSource {
  rows(): AssetApyRow[];
  anonKey: string;
  maxRows: number;
  now(): number;
}

/** The APY service's answer to one request: the gateway's URI limit, then PostgREST over `asset-total-apy`. */
export function apyResponse(request: Request, table: string | null, service: ApyTableSource): Response {
  // The gateway (nginx) reads the request line into one 8 KB buffer: a longer one is refused before PostgREST (and
  // before any CORS header is added).
  const { pathname, search } = new URL(request.url);
  if (`${request.method} ${pathname}${search} HTTP/1.1\r\n`.length > 8192) {
    return new HttpResponse('URI too long\n', { status: 414, headers: { 'Content-Type': 'text/plain' } });
  }
  const rows = service.rows();
  try {
    const source: PostgrestTable = { name: ASSET_APY_TABLE, columns: assetApyColumnTypes, rows };
    const result = handlePostgrestRequest(
      { method: request.method, url: new URL(request.url), headers: request.headers, table },
      source,
      { anonKey: service.anonKey, maxRows: service.maxRows, now: service.now() },
    );
    return new HttpResponse(result.body, { status: result.status, headers: result.headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return jsonResponse(500, { code: 'XX000', details: null, hint: null, message }, withCors(request, {}));
  }
}
