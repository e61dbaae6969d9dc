import { PostgrestError } from './postgrestError';
import { type ParsedQuery, parseQuery, type SelectItem, splitQuery } from './postgrestGrammar';
import { type PostgrestTable, sortRows, TableSchema } from './postgrestSchema';

/**
 * A PostgREST read endpoint behind Supabase's gateway, evaluated over an in-memory table. It reproduces the
 * behaviour described in SERVICE-FACTS.md section A: gateway auth, select/filter/order grammar and errors, Range
 * and limit/offset paging, counts, status codes, `Content-Range`, error bodies and CORS.
 */

export type { ColumnType, PostgrestTable } from './postgrestSchema';

/** The parts of an HTTP request the endpoint reads. */
export interface PostgrestRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The path segment after the REST root; `null` for a path that names no table (`/rest/v1/a/b`). */
  table: string | null;
}

/** How the endpoint is configured. */
export interface PostgrestOptions {
  anonKey: string;
  /** Supabase's `db-max-rows`: no response carries more rows. */
  maxRows: number;
  /** The mock's clock, in ms: a bearer JWT whose `exp` is past is refused. Default: `Date.now()`. */
  now?: number | undefined;
}

/** A complete HTTP answer; `body` is `null` for HEAD, preflights and empty answers. */
export interface PostgrestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const EXPOSED_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';
const PREFLIGHT_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';

/** Handles one request to the APY REST root. */
export function handlePostgrestRequest(
  request: PostgrestRequest,
  table: PostgrestTable,
  options: PostgrestOptions,
): PostgrestResponse {
  const cors = corsHeaders(request.headers);
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return preflight(request.headers, cors);
  const gatewayError = checkApiKey(request, options.anonKey);
  if (gatewayError) {
    return {
      status: 401,
      headers: { 'Content-Type': JSON_TYPE, ...cors },
      body: method === 'HEAD' ? null : gatewayError,
    };
  }
  try {
    const response = read(request, table, options, method);
    return { ...response, headers: { ...response.headers, ...cors } };
  } catch (error) {
    if (!(error instanceof PostgrestError)) throw error;
    const { status, code, details, hint, message } = error;
    return {
      status,
      headers: { 'Content-Type': JSON_TYPE, ...error.headers, ...cors },
      body: method === 'HEAD' ? null : JSON.stringify({ code, details, hint, message }),
    };
  }
}

/** Supabase's CORS headers, sent whenever the request carries an `Origin`. */
export function corsHeaders(headers: Headers): Record<string, string> {
  if (!headers.has('origin')) return {};
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS };
}

function preflight(headers: Headers, cors: Record<string, string>): PostgrestResponse {
  if (!headers.has('origin')) return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD' }, body: null };
  return {
    status: 200,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': PREFLIGHT_METHODS,
      'Access-Control-Allow-Headers':
        headers.get('access-control-request-headers') ??
        'apikey, authorization, content-type, prefer, range, x-client-info',
      'Access-Control-Max-Age': '3600',
    },
    body: null,
  };
}

/** Supabase's gateway: the key comes from the `apikey` header, else from the `apikey` query parameter. */
function checkApiKey(request: PostgrestRequest, anonKey: string): string | null {
  const key = request.headers.get('apikey') || request.url.searchParams.get('apikey');
  if (!key) {
    return JSON.stringify({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== anonKey) {
    return JSON.stringify({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return null;
}

/** PostgREST verifies a bearer token itself; the mock accepts only the anon key, and only while it has not expired. */
function checkBearer(headers: Headers, anonKey: string, now: number): void {
  const authorization = headers.get('authorization');
  if (authorization === null) return;
  const match = /^bearer\s+(.*)$/i.exec(authorization.trim());
  if (!match) return;
  const token = match[1] ?? '';
  if (token === anonKey) {
    const expiresAt = jwtExpiry(token);
    if (expiresAt !== undefined && expiresAt * 1000 <= now) throw jwtError('PGRST303', 'JWT expired');
    return;
  }
  const parts = token.split('.').length;
  throw jwtError(
    'PGRST301',
    parts === 3
      ? 'JWSError JWSInvalidSignature'
      : `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`,
  );
}

function jwtError(code: string, description: string): PostgrestError {
  const error = new PostgrestError(401, code, description);
  error.headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${description}"`;
  return error;
}

/** The `exp` claim (seconds) of a JWT's payload, when the token is one and has it. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

type MediaType = 'json' | 'object' | 'csv';

function negotiate(accept: string | null): MediaType {
  if (accept === null || accept.trim() === '') return 'json';
  const offered = accept
    .split(',')
    .map((part, position) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { type: type.toLowerCase(), q: q ? Number(q.slice(2)) : 1, position };
    })
    .filter((entry) => entry.type !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  for (const { type } of offered) {
    if (type === 'application/json' || type === '*/*') return 'json';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return 'object';
    if (type === 'text/csv') return 'csv';
  }
  throw new PostgrestError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.map((o) => o.type).join(', ')}`,
  );
}

interface Paging {
  /** First row position (0-based). */
  lower: number;
  /** Last row position, inclusive; `null` when open-ended. */
  upper: number | null;
}

const RANGE_PATTERN = /^([0-9]+)-([0-9]*)$/;

/** PostgREST's RangeQuery: the Range header intersected with limit/offset, with its two validation errors. */
function paging(headers: Headers, query: ParsedQuery): Paging {
  let header: Paging = { lower: 0, upper: null };
  const rangeText = headers.get('range');
  const match = rangeText === null ? null : RANGE_PATTERN.exec(rangeText);
  if (match) header = { lower: Number(match[1]), upper: match[2] ? Number(match[2]) : null };
  const headerEmpty = header.upper !== null && header.upper < header.lower;

  let limitRange: Paging = { lower: 0, upper: null };
  const limit = query.limit === undefined ? undefined : Number(query.limit);
  const offset = query.offset === undefined ? undefined : Number(query.offset);
  if (limit !== undefined && offset !== undefined) {
    limitRange = { lower: offset, upper: offset + limit - 1 };
  } else if (limit !== undefined) {
    limitRange = { lower: 0, upper: limit - 1 };
  } else if (offset !== undefined) {
    limitRange = { lower: offset, upper: null };
  }
  // limit=0 is PostgREST's one allowed empty range (0 <= x <= -1).
  const limitZero = limitRange.upper === -1;
  const combined: Paging = limitZero
    ? { lower: 0, upper: -1 }
    : {
        lower: Math.max(header.lower, limitRange.lower),
        upper:
          header.upper === null
            ? limitRange.upper
            : limitRange.upper === null
              ? header.upper
              : Math.min(header.upper, limitRange.upper),
      };
  const isAll = combined.lower === 0 && combined.upper === null;
  const isEmpty = combined.upper !== null && combined.upper < combined.lower;
  if (!isAll && isEmpty && !limitZero) {
    throw new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      headerEmpty
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  // A negative offset is ignored, as PostgreSQL's planner never sees it.
  return { lower: Math.max(0, combined.lower), upper: combined.upper };
}

type CountMode = 'exact' | 'planned' | 'estimated';

function preferredCount(headers: Headers): CountMode | undefined {
  const prefer = headers.get('prefer');
  if (prefer === null) return undefined;
  let count: CountMode | undefined;
  for (const token of prefer.split(',')) {
    const [key, value] = token.split('=').map((s) => s.trim());
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) count = value;
  }
  return count;
}

function read(
  request: PostgrestRequest,
  table: PostgrestTable,
  options: PostgrestOptions,
  method: string,
): PostgrestResponse {
  checkBearer(request.headers, options.anonKey, options.now ?? Date.now());
  if (request.table === null) throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  if (method !== 'GET' && method !== 'HEAD') {
    throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const profile = request.headers.get('accept-profile');
  if (profile !== null && profile !== 'public' && profile !== 'graphql_public') {
    throw new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public, graphql_public');
  }
  // The gateway consumes its own `apikey` parameter; PostgREST never sees it.
  const params = splitQuery(request.url.search).filter(([key]) => key !== 'apikey');
  const query = parseQuery(params);
  if (!('select' in query)) throw new PostgrestError(400, 'PGRST100', query.message, query.details);
  const range = paging(request.headers, query);

  if (request.table !== table.name) {
    throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${request.table}' in the schema cache`);
  }
  checkEmbedding(query, table.name);
  const media = negotiate(request.headers.get('accept'));

  const schema = new TableSchema(table);
  const projection = schema.projection(query.select);
  const predicates = [
    ...query.filters.map(({ filter }) => schema.filterPredicate(filter)),
    ...query.logic.map(({ tree }) => schema.logicPredicate(tree)),
  ];
  const sortKeys = query.order.flatMap(({ terms }) => terms.map((term) => schema.sortKey(term)));

  const matching: Readonly<Record<string, unknown>>[] = [];
  for (const row of table.rows) {
    if (predicates.every((predicate) => predicate(row) === true)) matching.push(row);
  }
  const ordered = sortKeys.length === 0 ? matching : sortRows(matching, sortKeys);

  const maxUpper = range.lower + options.maxRows - 1;
  const upper = range.upper === null ? maxUpper : Math.min(range.upper, maxUpper);
  const page = ordered.slice(range.lower, upper + 1);
  const count = preferredCount(request.headers);
  const total = count === undefined ? null : matching.length;

  const headers: Record<string, string> = {};
  if (count !== undefined) headers['Preference-Applied'] = `count=${count}`;
  const first = range.lower;
  const last = first + page.length - 1;
  if (total !== null && first > total) {
    const error = new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${first} was requested, but there are only ${total} rows.`,
    );
    Object.assign(error.headers, headers, { 'Content-Range': `*/${total}` });
    throw error;
  }
  const spanText = total !== 0 && first <= last ? `${first}-${last}` : '*';
  headers['Content-Range'] = `${spanText}/${total ?? '*'}`;
  const status = total === null ? 200 : last - first + 1 < total ? 206 : 200;

  const rows = page.map(projection);
  if (media === 'object') {
    if (rows.length !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${rows.length} rows`,
      );
    }
    headers['Content-Type'] = 'application/vnd.pgrst.object+json; charset=utf-8';
    return { status, headers, body: method === 'HEAD' ? null : JSON.stringify(rows[0]) };
  }
  if (media === 'csv') {
    headers['Content-Type'] = 'text/csv; charset=utf-8';
    return { status, headers, body: method === 'HEAD' ? null : toCsv(rows, projection.keys) };
  }
  headers['Content-Type'] = JSON_TYPE;
  return { status, headers, body: method === 'HEAD' ? null : JSON.stringify(rows) };
}

function checkEmbedding(query: ParsedQuery, tableName: string): void {
  const relation = findRelation(query.select);
  if (relation !== undefined) {
    throw new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${tableName}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${tableName}' and '${relation}' in the schema 'public', but no matches were found.`,
    );
  }
  if (query.select.some((item) => item.kind === 'field' && item.aggregate !== undefined)) {
    throw new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const embedded = [
    ...query.filters.map((f) => f.path),
    ...query.logic.map((l) => l.path),
    ...query.order.map((o) => o.path),
    ...query.order.flatMap((o) => o.terms.map((t) => (t.relation === undefined ? [] : [t.relation]))),
    ...query.embeddedRanges,
  ].find((path) => path.length > 0);
  if (embedded?.[0] !== undefined) {
    throw new PostgrestError(
      400,
      'PGRST108',
      `'${embedded[0]}' is not an embedded resource in this request`,
      null,
      `Verify that '${embedded[0]}' is included in the 'select' query parameter.`,
    );
  }
}

function findRelation(items: readonly SelectItem[]): string | undefined {
  for (const item of items) if (item.kind !== 'field') return item.name;
  return undefined;
}

function toCsv(rows: readonly Record<string, unknown>[], keys: readonly string[]): string {
  const field = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\n\r]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [keys.join(','), ...rows.map((row) => keys.map((key) => field(row[key])).join(','))].join('\n');
}
