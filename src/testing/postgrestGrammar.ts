import {
  alt,
  anyChar,
  attempt,
  between,
  bind,
  char,
  digit,
  eof,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  optional,
  type ParseResult,
  type Parser,
  pure,
  right,
  runParser,
  sepBy,
  sepBy1,
  showChar,
  string,
  zero,
} from './parsec';

/**
 * PostgREST's query-string grammar (ApiRequest/QueryParams.hs), rule for rule, so that parse errors carry the
 * same line/column and `unexpected … expecting …` texts as the real server.
 */

/** One `->` / `->>` step of a JSON path. */
export interface JsonOperation {
  arrow: '->' | '->>';
  operand: { kind: 'key' | 'index'; value: string };
}

/** A column reference with an optional JSON path. */
export interface FieldRef {
  name: string;
  jsonPath: JsonOperation[];
}

/** One item of `select`. */
export type SelectItem =
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string; aggregate?: string }
  | { kind: 'relation' | 'spread'; name: string; alias?: string; children: SelectItem[] };

/** Operators that take one value and may be quantified with `(any)` / `(all)`. */
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
/** Operators on ranges and arrays. */
export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
/** Full-text search operators. */
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
/** Values of `is.`. */
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

/** The operation part of `col=[not.]op.value`. */
export type Operation =
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language: string | undefined; value: string }
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier: 'any' | 'all' | undefined; value: string };

/** `[not.]operation` */
export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

/** A filter on one column. */
export interface Filter {
  field: FieldRef;
  expr: OpExpr;
}

/** The tree of `or=(…)` / `and=(…)`. */
export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

/** One `order` term. */
export interface OrderTerm {
  relation: string | undefined;
  field: FieldRef;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
}

const ws = many(oneOf(' \t'));
const lexeme = <T>(parser: Parser<T>): Parser<T> => left(right(ws, parser), ws);
const voided = <T>(parser: Parser<T>): Parser<undefined> => map(parser, () => undefined);
const pDelimiter = label(char('.'), 'delimiter (.)');

const pIdentifierChar = alt(letter, digit, oneOf('_ $'));
const pIdentifier = map(many1(pIdentifierChar), (chars) => chars.join('').trim());

const pQuotedValue = map(between(char('"'), char('"'), many(alt(noneOf('\\"'), right(char('\\'), anyChar)))), (chars) =>
  chars.join(''),
);

function sepByDash(identifier: Parser<string>): Parser<string> {
  const dash = map(attempt(right(char('-'), notFollowedBy(char('>'), showChar))), () => '-');
  return map(sepBy1(identifier, dash), (parts) => parts.join('-'));
}

const pFieldName = label(alt(pQuotedValue, sepByDash(pIdentifier)), 'field name (* or [a..z0..9_$])');

const pJsonKeyIdentifier = map(many1(noneOf('(-:.,>)')), (chars) => chars.join('').trim());
const pJsonKeyName = label(
  alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)),
  'any non reserved character different from: .,>()',
);

const pJsonEnd = alt(
  attempt(voided(lookAhead(string('->')))),
  attempt(voided(lookAhead(string('::')))),
  attempt(voided(lookAhead(string('.')))),
  attempt(voided(lookAhead(string(',')))),
  attempt(eof),
);

const pJsonIndex = left(
  bind(alt(char('-'), pure('+')), (sign) => map(many1(digit), (digits) => `${sign}${digits.join('')}`)),
  pJsonEnd,
);

const pJsonOperand = alt<JsonOperation['operand']>(
  attempt(map(pJsonIndex, (value) => ({ kind: 'index' as const, value }))),
  attempt(map(pJsonKeyName, (value) => ({ kind: 'key' as const, value }))),
);

const pJsonArrow = alt(
  attempt(map(string('->>'), () => '->>' as const)),
  attempt(map(string('->'), () => '->' as const)),
);

const pJsonPath: Parser<JsonOperation[]> = many(
  bind(pJsonArrow, (arrow) => map(pJsonOperand, (operand) => ({ arrow, operand }))),
);

const pField: Parser<FieldRef> = lexeme(
  bind(pFieldName, (name) => map(alt(pJsonPath, pure<JsonOperation[]>([])), (jsonPath) => ({ name, jsonPath }))),
);

const aliasSeparator = right(char(':'), notFollowedBy(char(':'), showChar));
const pAlias = optional(attempt(left(pFieldName, aliasSeparator)));

const pSelectEnd = alt(attempt(voided(lookAhead(string(')')))), attempt(voided(lookAhead(string(',')))), attempt(eof));

const pEmbedParam = right(char('!'), alt(attempt(string('left')), attempt(string('inner')), attempt(pFieldName)));
const pEmbedParams = right(optional(pEmbedParam), optional(pEmbedParam));

const pRelationSelect: Parser<{ name: string; alias: string | undefined }> = lexeme(
  bind(pAlias, (alias) =>
    bind(pFieldName, (name) =>
      name === 'count'
        ? zero()
        : right(
            pEmbedParams,
            map(attempt(voided(lookAhead(string('(')))), () => ({ name, alias })),
          ),
    ),
  ),
);

const pSpreadRelationSelect: Parser<string> = lexeme(
  bind(right(string('...'), pFieldName), (name) =>
    left(right(pEmbedParams, pure(name)), attempt(lookAhead(string('(')))),
  ),
);

const pAggregation = alt(string('sum'), string('avg'), string('count'), attempt(string('max')), attempt(string('min')));
const pCast = optional(right(string('::'), pIdentifier));

const pFieldSelect: Parser<SelectItem> = lexeme(
  alt<SelectItem>(
    attempt(
      left(
        map(string('*'), () => ({ kind: 'field' as const, field: { name: '*', jsonPath: [] } })),
        pSelectEnd,
      ),
    ),
    attempt(
      bind(pAlias, (alias) =>
        left(
          map(right(string('count()'), pCast), () => ({
            kind: 'field' as const,
            field: { name: '*', jsonPath: [] },
            alias,
            aggregate: 'count',
          })),
          pSelectEnd,
        ),
      ),
    ),
    bind(pAlias, (alias) =>
      bind(pField, (field) =>
        bind(pCast, (cast) =>
          bind(optional(attempt(left(right(char('.'), pAggregation), string('()')))), (aggregate) =>
            left(
              map(pCast, () => ({ kind: 'field' as const, field, alias, cast, aggregate })),
              pSelectEnd,
            ),
          ),
        ),
      ),
    ),
  ),
);

const pFieldForest: Parser<SelectItem[]> = (input, index) => forest(input, index);
const pChildren = between(char('('), char(')'), pFieldForest);
const pFieldTree: Parser<SelectItem> = alt<SelectItem>(
  bind(attempt(pSpreadRelationSelect), (name) =>
    map(pChildren, (children) => ({ kind: 'spread' as const, name, children })),
  ),
  bind(attempt(pRelationSelect), ({ name, alias }) =>
    map(pChildren, (children) => ({ kind: 'relation' as const, name, alias, children })),
  ),
  pFieldSelect,
);
const forest = sepBy(pFieldTree, lexeme(char(',')));

const pTreePath: Parser<{ path: string[]; field: FieldRef }> = bind(sepBy1(pFieldName, pDelimiter), (names) =>
  map(alt(pJsonPath, pure<JsonOperation[]>([])), (jsonPath) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1] ?? '', jsonPath },
  })),
);

const pSingleVal = map(many(anyChar), (chars) => chars.join(''));

const pListElement = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))),
  map(many(noneOf(',)')), (chars) => chars.join('')),
);
const pListVal = left(right(lexeme(char('(')), sepBy1(pListElement, char(','))), lexeme(char(')')));

const ciString = (text: string): Parser<string> =>
  Array.from(text).reduce<Parser<string>>(
    (acc, c) => bind(acc, (soFar) => map(alt(char(c), char(c.toUpperCase())), (matched) => soFar + matched)),
    pure(''),
  );

const pIsVal: Parser<IsValue> = label(
  alt<IsValue>(
    attempt(map(ciString('null'), () => 'null' as const)),
    attempt(map(ciString('not_null'), () => 'not_null' as const)),
    attempt(map(ciString('true'), () => 'true' as const)),
    attempt(map(ciString('false'), () => 'false' as const)),
    attempt(map(ciString('unknown'), () => 'unknown' as const)),
  ),
  'isVal: (null, not_null, true, false, unknown)',
);

const keyword = <T extends string>(names: readonly T[], text: string): Parser<T> =>
  label(alt(...names.map((name) => attempt(map(string(name), () => name)))), text);

const simpleOperator = keyword<SimpleOperator>(
  ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'],
  'unknown single value operator',
);
const quantOperator = keyword<QuantOperator>(
  ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'],
  'unknown single value operator',
);
const ftsOperator = alt<FtsOperator>(
  ...(['fts', 'plfts', 'phfts', 'wfts'] as const).map((name) => attempt(map(string(name), () => name))),
);

function pOpExpr(pValue: Parser<string>): Parser<OpExpr> {
  const pIn = map(
    right(attempt(right(string('in'), pDelimiter)), pListVal),
    (values): Operation => ({ kind: 'in', values }),
  );
  const pIs = map(
    right(attempt(right(string('is'), pDelimiter)), pIsVal),
    (value): Operation => ({ kind: 'is', value }),
  );
  const pIsDistinct = map(
    right(attempt(right(string('isdistinct'), pDelimiter)), pValue),
    (value): Operation => ({ kind: 'isdistinct', value }),
  );
  const pFts = bind(ftsOperator, (operator) =>
    bind(optional(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
      map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'fts', operator, language, value })),
    ),
  );
  const pSimpleOp = bind(simpleOperator, (operator) =>
    map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'simple', operator, value })),
  );
  const quantifier = alt(
    attempt(map(string('any'), () => 'any' as const)),
    map(string('all'), () => 'all' as const),
  );
  const pQuantOp = bind(quantOperator, (operator) =>
    bind(optional(attempt(between(char('('), char(')'), quantifier))), (quant) =>
      map(right(pDelimiter, pValue), (value): Operation => ({ kind: 'quant', operator, quantifier: quant, value })),
    ),
  );
  const pOperation = label(
    alt(pIn, pIs, pIsDistinct, attempt(pFts), attempt(pSimpleOp), attempt(pQuantOp)),
    'operator (eq, gt, ...)',
  );
  const pNot = alt(attempt(map(right(string('not'), pDelimiter), () => true)), pure(false));
  return bind(pNot, (negated) => map(pOperation, (operation) => ({ negated, operation })));
}

const pOrderDirection = alt(
  attempt(map(right(pDelimiter, string('asc')), () => 'asc' as const)),
  attempt(map(right(pDelimiter, string('desc')), () => 'desc' as const)),
);
const pOrderNulls = alt(
  attempt(map(right(pDelimiter, string('nullsfirst')), () => 'first' as const)),
  attempt(map(right(pDelimiter, string('nullslast')), () => 'last' as const)),
);
const pOrderEnd = alt(attempt(voided(lookAhead(char(',')))), attempt(eof));
const pOrderTail = (relation: string | undefined, field: FieldRef): Parser<OrderTerm> =>
  bind(optional(pOrderDirection), (direction) =>
    map(
      alt<'first' | 'last' | undefined>(
        left(optional(pOrderNulls), pOrderEnd),
        map(pOrderEnd, () => undefined),
      ),
      (nulls) => ({ relation, field, direction, nulls }),
    ),
  );
const pOrderTerm = bind(pField, (field) => pOrderTail(undefined, field));
const pOrderRelationTerm = bind(pFieldName, (relation) =>
  bind(between(char('('), char(')'), pField), (field) => pOrderTail(relation, field)),
);
const pOrder = sepBy1(lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)), char(','));

const pLogicSingleVal = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))),
  attempt(
    bind(string('{'), (open) =>
      bind(many(noneOf('{}')), (body) => map(string('}'), (close) => `${open}${body.join('')}${close}`)),
    ),
  ),
  map(many(noneOf(',)')), (chars) => chars.join('')),
);

const pLogicFilter: Parser<Filter> = bind(left(pField, pDelimiter), (field) =>
  map(pOpExpr(pLogicSingleVal), (expr) => ({ field, expr })),
);
const pLogicTree: Parser<LogicTree> = (input, index) => logicTree(input, index);
const logicTree: Parser<LogicTree> = alt<LogicTree>(
  map(attempt(pLogicFilter), (filter) => ({ kind: 'filter' as const, filter })),
  bind(
    label(alt(attempt(map(right(string('not'), pDelimiter), () => true)), pure(false)), 'negation operator (not)'),
    (negated) =>
      bind(
        label(
          alt(
            attempt(map(string('and'), () => 'and' as const)),
            map(string('or'), () => 'or' as const),
          ),
          'logic operator (and, or)',
        ),
        (operator) =>
          map(
            left(right(lexeme(char('(')), sepBy1(pLogicTree, lexeme(char(',')))), lexeme(char(')'))),
            (children): LogicTree => ({ kind: 'expr', negated, operator, children }),
          ),
      ),
  ),
);

const pColumns = sepBy1(pFieldName, lexeme(char(',')));

/** A `PGRST100` parse error: PostgREST's `message` and `details`. */
export interface QueryParseError {
  message: string;
  details: string;
}

/** The query string as PostgREST reads it. */
export interface ParsedQuery {
  select: SelectItem[];
  filters: { path: string[]; filter: Filter }[];
  logic: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  /** Paths of embedded `limit`/`offset` parameters (`rel.limit`), which need an embedding. */
  embeddedRanges: string[][];
  limit: bigint | undefined;
  offset: bigint | undefined;
}

function expectOk<T>(result: ParseResult<T>): T {
  if (!result.ok) throw result;
  return result.value;
}

/** Splits a raw query string as Haskell's `parseQueryReplacePlus True` does; a key without `=` has no value. */
export function splitQuery(rawQuery: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const piece of rawQuery.replace(/^\?/, '').split(/[&;]/)) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const key = eq === -1 ? piece : piece.slice(0, eq);
    const value = eq === -1 ? undefined : piece.slice(eq + 1);
    out.push([decodeQueryComponent(key), value === undefined ? undefined : decodeQueryComponent(value)]);
  }
  return out;
}

const utf8 = new TextDecoder();
const utf8Encoder = new TextEncoder();

/** `+` is a space; `%XX` are bytes; a malformed escape is kept as is. */
function decodeQueryComponent(text: string): string {
  if (!/[%+]/.test(text)) return text;
  const bytes: number[] = [];
  // Text between escapes is encoded a run at a time (a lone surrogate becomes U+FFFD either way).
  let runStart = 0;
  const flush = (end: number) => {
    if (end > runStart) for (const byte of utf8Encoder.encode(text.slice(runStart, end))) bytes.push(byte);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '+') {
      flush(i);
      bytes.push(0x20);
      runStart = i + 1;
    } else if (c === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      flush(i);
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
      runStart = i + 1;
    }
  }
  flush(text.length);
  return utf8.decode(new Uint8Array(bytes));
}

const reserved = new Set(['select', 'columns', 'on_conflict']);
const reservedEmbeddable = new Set(['order', 'limit', 'offset', 'and', 'or']);
const lastWord = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Haskell's `readMaybe :: Integer`: optional minus, digits, surrounding whitespace. */
function readInteger(text: string): bigint | undefined {
  return /^\s*-?\d+\s*$/.test(text) ? BigInt(text.trim()) : undefined;
}

/**
 * Parses PostgREST's query parameters in PostgREST's order (order, logic, columns, select, filters), or returns the
 * first `PGRST100` error. `params` are the decoded pairs, without the gateway's `apikey`.
 */
export function parseQuery(params: readonly [string, string | undefined][]): ParsedQuery | QueryParseError {
  const present = params.filter((p): p is [string, string] => p[1] !== undefined);
  const selectParam = params.find(([key]) => key === 'select');
  const columnsParam = params.find(([key]) => key === 'columns');
  try {
    const order = present
      .filter(([key]) => lastWord(key) === 'order')
      .map(([key, value]) => {
        const { path } = expectOk(runParser(pTreePath, `failed to parse tree path (${key})`, key));
        return { path, terms: expectOk(runParser(pOrder, `failed to parse order (${value})`, value)) };
      });
    const logic = present
      .filter(([key]) => lastWord(key) === 'and' || lastWord(key) === 'or')
      .map(([key, value]) => {
        const path = expectOk(runParser(sepBy1(pFieldName, pDelimiter), `failed to parse logic path (${key})`, key));
        const operator = path[path.length - 1] ?? '';
        const negated = path.includes('not');
        const embedPath = path.slice(0, -1).filter((p) => p !== 'not');
        const source = `${negated ? 'not.' : ''}${operator}${value}`;
        return {
          path: embedPath,
          tree: expectOk(runParser(pLogicTree, `failed to parse logic tree (${value})`, source)),
        };
      });
    if (columnsParam?.[1] !== undefined) {
      expectOk(runParser(pColumns, `failed to parse columns parameter (${columnsParam[1]})`, columnsParam[1]));
    }
    const selectText = selectParam?.[1] ?? '*';
    const select = expectOk(runParser(pFieldForest, `failed to parse select parameter (${selectText})`, selectText));
    const filters = present
      .filter(([key]) => !reserved.has(key) && !reservedEmbeddable.has(lastWord(key)))
      .map(([key, value]) => {
        const treePath = runParser(pTreePath, `failed to parse tree path (${key})`, key);
        const expr = runParser(pOpExpr(pSingleVal), `failed to parse filter (${value})`, value);
        const { path, field } = expectOk(treePath);
        return { path, filter: { field, expr: expectOk(expr) } };
      });
    const rangeParams = present.filter(([key]) => lastWord(key) === 'limit' || lastWord(key) === 'offset');
    const embeddedRanges = rangeParams.filter(([key]) => key.includes('.')).map(([key]) => key.split('.').slice(0, -1));
    const topLevel = (name: string) => {
      const param = rangeParams.find(([key]) => key === name);
      return param === undefined ? undefined : readInteger(param[1]);
    };
    return { select, filters, logic, order, embeddedRanges, limit: topLevel('limit'), offset: topLevel('offset') };
  } catch (failure) {
    if (failure !== null && typeof failure === 'object' && 'details' in failure && 'message' in failure) {
      return { message: String(failure.message), details: String(failure.details) };
    }
    throw failure;
  }
}
