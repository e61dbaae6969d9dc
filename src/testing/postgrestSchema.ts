import { ownValue } from '../core/ownValue';
import { formatTimestamp } from './fixtures';
import { databaseError } from './postgrestError';
import type { FieldRef, Filter, LogicTree, Operation, OrderTerm, SelectItem } from './postgrestGrammar';

/**
 * The mock's table as PostgreSQL plans a read of it: column lookup and typing, filters and logic trees as predicates
 * in SQL's three-valued logic, casts, ordering, and the errors PostgreSQL raises on the way (SERVICE-FACTS.md A).
 */

/** PostgreSQL types the mock knows how to compare. */
export type ColumnType = 'bigint' | 'text' | 'timestamptz';

/** An in-memory table: its name, its columns in order with their types, and its rows. */
export interface PostgrestTable {
  name: string;
  columns: Readonly<Record<string, ColumnType>>;
  rows: readonly Readonly<Record<string, unknown>>[];
}

const NO_OPERATOR_HINT =
  'No operator matches the given name and argument types. You might need to add explicit type casts.';
const NO_FUNCTION_HINT =
  'No function matches the given name and argument types. You might need to add explicit type casts.';

const typeNames: Record<ColumnType, string> = {
  bigint: 'bigint',
  text: 'text',
  timestamptz: 'timestamp with time zone',
};

/** A comparable cell value: bigint for `bigint`, epoch microseconds for `timestamptz`, the text for `text`. */
type Typed = bigint | number | string;
/** SQL's three-valued logic: `null` is unknown. */
type Truth = boolean | null;
type Row = Readonly<Record<string, unknown>>;
type Predicate = (row: Row) => Truth;

interface Projection {
  (row: Row): Record<string, unknown>;
  keys: string[];
}

interface SortKey {
  read: (row: Row) => Typed | null;
  descending: boolean;
  nullsFirst: boolean;
}

const likeOperators = { like: '~~', ilike: '~~*', match: '~', imatch: '~*' } as const;
const simpleOperators = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;

/** Column lookup, typing and the errors PostgreSQL raises while planning the query. */
export class TableSchema {
  private readonly timestampCache = new Map<string, number>();

  constructor(private readonly table: PostgrestTable) {}

  column(name: string): ColumnType {
    // Own columns only: "__proto__" or "constructor" is an unknown column, not Object.prototype's.
    const type = ownValue(this.table.columns, name);
    if (type !== undefined) return type;
    throw databaseError('42703', `column ${this.table.name}.${name} does not exist`, null, this.columnHint(name));
  }

  /** PostgreSQL's fuzzy "Perhaps you meant…" (Levenshtein ≤ 3, at most half the typed name, one or two winners). */
  private columnHint(typed: string): string | null {
    let best = 4;
    let first: string | undefined;
    let second: string | undefined;
    for (const candidate of Object.keys(this.table.columns)) {
      const distance = levenshtein(candidate, typed, best + 1);
      if (distance > best || distance > Math.floor(typed.length / 2)) continue;
      if (distance < best) {
        best = distance;
        first = candidate;
        second = undefined;
      } else if (second !== undefined) {
        // A third candidate at the same distance: PostgreSQL stops suggesting any of them.
        first = undefined;
        second = undefined;
      } else if (first !== undefined) {
        second = candidate;
      }
    }
    const quote = (c: string) => `"${this.table.name}.${c}"`;
    if (first === undefined) return null;
    if (second === undefined) return `Perhaps you meant to reference the column ${quote(first)}.`;
    return `Perhaps you meant to reference the column ${quote(first)} or the column ${quote(second)}.`;
  }

  private typedField(field: FieldRef): ColumnType {
    const type = this.column(field.name);
    const step = field.jsonPath[0];
    if (step !== undefined) {
      const operand = step.operand.kind === 'index' ? 'integer' : 'unknown';
      throw databaseError(
        '42883',
        `operator does not exist: ${typeNames[type]} ${step.arrow} ${operand}`,
        null,
        NO_OPERATOR_HINT,
      );
    }
    return type;
  }

  cell(type: ColumnType, value: unknown): Typed | null {
    if (value === null || value === undefined) return null;
    if (type === 'bigint') {
      if (typeof value === 'bigint') return value;
      const number = Number(value);
      return Number.isFinite(number) ? BigInt(Math.trunc(number)) : null;
    }
    if (type === 'timestamptz') {
      const text = String(value);
      let micros = this.timestampCache.get(text);
      if (micros === undefined) {
        micros = parseTimestamp(text) ?? Number.NaN;
        this.timestampCache.set(text, micros);
      }
      return micros;
    }
    return String(value);
  }

  /** A stored value as PostgREST prints it: timestamptz in UTC with micros trimmed. */
  render(name: string, value: unknown): unknown {
    if (value === null || value === undefined) return null;
    if (this.table.columns[name] !== 'timestamptz') return value;
    const micros = this.cell('timestamptz', value) as number;
    return Number.isFinite(micros) ? formatTimestamp(micros) : value;
  }

  projection(items: readonly SelectItem[]): Projection {
    const fields: { key: string; read: (row: Row) => unknown }[] = [];
    const all = items.length === 0 ? [{ kind: 'field' as const, field: { name: '*', jsonPath: [] } }] : items;
    for (const item of all) {
      if (item.kind !== 'field') continue;
      if (item.field.name === '*') {
        for (const name of Object.keys(this.table.columns))
          fields.push({ key: name, read: (row) => this.render(name, row[name]) });
        continue;
      }
      const type = this.typedField(item.field);
      const name = item.field.name;
      const convert = item.cast === undefined ? undefined : castFunction(type, item.cast);
      fields.push({
        key: item.alias ?? name,
        read: convert ? (row) => convert(this.render(name, row[name])) : (row) => this.render(name, row[name]),
      });
    }
    // Entries, not assignment: an alias "__proto__" is a field of the row, not its prototype.
    const project = ((row: Row) => Object.fromEntries(fields.map(({ key, read }) => [key, read(row)]))) as Projection;
    project.keys = [...new Set(fields.map((f) => f.key))];
    return project;
  }

  filterPredicate(filter: Filter): Predicate {
    const type = this.typedField(filter.field);
    const name = filter.field.name;
    const test = this.operation(type, filter.expr.operation);
    const negated = filter.expr.negated;
    return (row) => {
      const result = test(this.cell(type, row[name]));
      return negated ? not(result) : result;
    };
  }

  logicPredicate(tree: LogicTree): Predicate {
    if (tree.kind === 'filter') return this.filterPredicate(tree.filter);
    const children = tree.children.map((child) => this.logicPredicate(child));
    const combine = tree.operator === 'and' ? and : or;
    return (row) => {
      const result = combine(children.map((child) => child(row)));
      return tree.negated ? not(result) : result;
    };
  }

  sortKey(term: OrderTerm): SortKey {
    const type = this.typedField(term.field);
    const name = term.field.name;
    const descending = term.direction === 'desc';
    return {
      read: (row) => this.cell(type, row[name]),
      descending,
      nullsFirst: term.nulls === undefined ? descending : term.nulls === 'first',
    };
  }

  private operation(type: ColumnType, operation: Operation): (cell: Typed | null) => Truth {
    switch (operation.kind) {
      case 'is': {
        if (operation.value === 'null') return (cell) => cell === null;
        if (operation.value === 'not_null') return (cell) => cell !== null;
        const what = operation.value.toUpperCase();
        throw databaseError('42804', `argument of IS ${what} must be type boolean, not type ${typeNames[type]}`);
      }
      case 'isdistinct': {
        const literal = parseLiteral(type, operation.value);
        return (cell) => cell === null || compare(cell, literal) !== 0;
      }
      case 'in': {
        const isEmptyList = operation.values.length === 1 && operation.values[0] === '';
        const literals = isEmptyList ? [] : operation.values.map((v) => parseLiteral(type, v));
        return (cell) => {
          if (literals.length === 0) return false;
          if (cell === null) return null;
          return literals.some((literal) => compare(cell, literal) === 0);
        };
      }
      case 'fts':
        return this.fullTextSearch(type, operation);
      case 'simple': {
        if (operation.operator !== 'neq') {
          const symbol = simpleOperators[operation.operator];
          throw databaseError(
            '42883',
            `operator does not exist: ${typeNames[type]} ${symbol} unknown`,
            null,
            NO_OPERATOR_HINT,
          );
        }
        const literal = parseLiteral(type, operation.value);
        return (cell) => (cell === null ? null : compare(cell, literal) !== 0);
      }
      case 'quant': {
        const { operator } = operation;
        const isPattern = operator === 'like' || operator === 'ilike' || operator === 'match' || operator === 'imatch';
        if (isPattern && type !== 'text') {
          const symbol = likeOperators[operator];
          throw databaseError(
            '42883',
            `operator does not exist: ${typeNames[type]} ${symbol} unknown`,
            null,
            NO_OPERATOR_HINT,
          );
        }
        const value =
          operator === 'like' || operator === 'ilike' ? operation.value.replaceAll('*', '%') : operation.value;
        const makeTest = (text: string): ((cell: Typed) => boolean) => {
          if (operator === 'like' || operator === 'ilike') {
            const pattern = likePattern(text, operator === 'ilike');
            return (cell) => pattern.test(String(cell));
          }
          if (operator === 'match' || operator === 'imatch') {
            const pattern = posixPattern(text, operator === 'imatch');
            return (cell) => pattern.test(String(cell));
          }
          const literal = parseLiteral(type, text);
          const accept = comparators[operator];
          return (cell) => accept(compare(cell, literal));
        };
        if (operation.quantifier === undefined) {
          const test = makeTest(value);
          return (cell) => (cell === null ? null : test(cell));
        }
        const elements = parseArrayLiteral(value).map((element) => (element === null ? null : makeTest(element)));
        const quantifier = operation.quantifier;
        return (cell) => {
          const results = elements.map((test): Truth => (cell === null || test === null ? null : test(cell)));
          return quantifier === 'any' ? or(results) : and(results);
        };
      }
    }
  }

  private fullTextSearch(
    type: ColumnType,
    operation: Extract<Operation, { kind: 'fts' }>,
  ): (cell: Typed | null) => Truth {
    if (type !== 'text') {
      const args = operation.language === undefined ? typeNames[type] : `unknown, ${typeNames[type]}`;
      throw databaseError('42883', `function to_tsvector(${args}) does not exist`, null, NO_FUNCTION_HINT);
    }
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? [];
    const wanted = words(operation.value).filter((word) => word !== '.');
    return (cell) => {
      if (cell === null) return null;
      const present = new Set(words(String(cell)));
      return wanted.every((word) => present.has(word));
    };
  }
}

const comparators: Record<'eq' | 'gt' | 'gte' | 'lt' | 'lte', (order: number) => boolean> = {
  eq: (order) => order === 0,
  gt: (order) => order > 0,
  gte: (order) => order >= 0,
  lt: (order) => order < 0,
  lte: (order) => order <= 0,
};

function not(value: Truth): Truth {
  return value === null ? null : !value;
}

function and(values: readonly Truth[]): Truth {
  if (values.includes(false)) return false;
  return values.includes(null) ? null : true;
}

function or(values: readonly Truth[]): Truth {
  if (values.includes(true)) return true;
  return values.includes(null) ? null : false;
}

/** Text compares by code unit, as under the C collation; numbers and timestamps numerically. */
function compare(a: Typed, b: Typed): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

export function sortRows(rows: readonly Row[], keys: readonly SortKey[]): Row[] {
  const decorated = rows.map((row) => ({ row, values: keys.map((key) => key.read(row)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const x = a.values[i] ?? null;
      const y = b.values[i] ?? null;
      if (key === undefined || (x === null && y === null)) continue;
      if (x === null) return key.nullsFirst ? -1 : 1;
      if (y === null) return key.nullsFirst ? 1 : -1;
      const order = compare(x, y);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  });
  return decorated.map((entry) => entry.row);
}

const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

/** Coerces a filter literal to the column's type, or raises PostgreSQL's input-syntax error. */
function parseLiteral(type: ColumnType, text: string): Typed {
  if (type === 'text') return text;
  if (type === 'bigint') {
    if (!/^\s*[+-]?\d+\s*$/.test(text)) throw databaseError('22P02', `invalid input syntax for type bigint: "${text}"`);
    const value = BigInt(text.trim());
    if (value < INT8_MIN || value > INT8_MAX)
      throw databaseError('22003', `value "${text}" is out of range for type bigint`);
    return value;
  }
  const micros = parseTimestamp(text);
  if (micros === undefined) {
    throw databaseError('22007', `invalid input syntax for type timestamp with time zone: "${text}"`);
  }
  if (Number.isNaN(micros)) throw databaseError('22008', `date/time field value out of range: "${text}"`);
  return micros;
}

const TIMESTAMP_PATTERN =
  /^\s*(\d{4,})-(\d{1,2})-(\d{1,2})(?:[Tt ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(?:([Zz]|UTC|utc|GMT|gmt)|([+-])(\d{1,2})(?::?(\d{2}))?)?\s*$/;

/** Epoch microseconds of an ISO-style timestamp (UTC unless an offset is given); `NaN` when a field is out of range. */
function parseTimestamp(text: string): number | undefined {
  const special = text.trim().toLowerCase();
  if (special === 'infinity') return Number.POSITIVE_INFINITY;
  if (special === '-infinity') return Number.NEGATIVE_INFINITY;
  if (special === 'epoch') return 0;
  if (special === 'now') return Date.now() * 1000;
  const match = TIMESTAMP_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const epochMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(epochMs);
  if (month < 1 || month > 12 || check.getUTCDate() !== day || hour > 24 || minute > 59 || second > 60)
    return Number.NaN;
  const micros = Math.round(Number(`0.${fraction || '0'}`) * 1e6);
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return (epochMs - offset * 60_000) * 1000 + micros;
}

/** PostgreSQL's array input (`{a,"b c",NULL}`) for `(any)` / `(all)` operators. */
function parseArrayLiteral(text: string): (string | null)[] {
  const malformed = (details: string) => databaseError('22P02', `malformed array literal: "${text}"`, details);
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) throw malformed('Array value must start with "{" or dimension information.');
  const out: (string | null)[] = [];
  let i = 1;
  const skipSpace = () => {
    while (trimmed[i] === ' ' || trimmed[i] === '\t') i++;
  };
  skipSpace();
  if (trimmed[i] === '}') {
    if (trimmed.slice(i + 1).trim() !== '') throw malformed('Junk after closing right brace.');
    return out;
  }
  for (;;) {
    skipSpace();
    let value = '';
    let quoted = false;
    if (trimmed[i] === '"') {
      quoted = true;
      i++;
      while (i < trimmed.length && trimmed[i] !== '"') {
        if (trimmed[i] === '\\') i++;
        value += trimmed[i] ?? '';
        i++;
      }
      if (trimmed[i] !== '"') throw malformed('Unexpected end of input.');
      i++;
    } else {
      while (i < trimmed.length && trimmed[i] !== ',' && trimmed[i] !== '}') {
        if (trimmed[i] === '\\') i++;
        value += trimmed[i] ?? '';
        i++;
      }
      value = value.trim();
      if (value === '') throw malformed('Unexpected "," character.');
    }
    out.push(!quoted && value.toUpperCase() === 'NULL' ? null : value);
    skipSpace();
    if (trimmed[i] === ',') {
      i++;
      continue;
    }
    if (trimmed[i] === '}') {
      if (trimmed.slice(i + 1).trim() !== '') throw malformed('Junk after closing right brace.');
      return out;
    }
    throw malformed('Unexpected end of input.');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** SQL LIKE: `%` any run, `_` one character, `\` escapes the next one. */
function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  const chars = Array.from(pattern);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    if (c === '\\') {
      const next = chars[i + 1];
      if (next === undefined) throw databaseError('22025', 'LIKE pattern must not end with escape character');
      source += escapeRegExp(next);
      i++;
    } else if (c === '%') {
      source += '.*';
    } else if (c === '_') {
      source += '.';
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'isu' : 'su');
}

function posixPattern(pattern: string, caseInsensitive: boolean): RegExp {
  try {
    return new RegExp(pattern, caseInsensitive ? 'iu' : 'u');
  } catch (error) {
    throw databaseError('2201B', `invalid regular expression: ${(error as Error).message}`);
  }
}

type CastKind = 'text' | 'integer' | 'number' | 'json' | 'boolean';

const castTypes: Record<string, { kind: CastKind; name: string }> = {
  text: { kind: 'text', name: 'text' },
  varchar: { kind: 'text', name: 'character varying' },
  bpchar: { kind: 'text', name: 'character' },
  char: { kind: 'text', name: 'character' },
  character: { kind: 'text', name: 'character' },
  int2: { kind: 'integer', name: 'smallint' },
  smallint: { kind: 'integer', name: 'smallint' },
  int: { kind: 'integer', name: 'integer' },
  int4: { kind: 'integer', name: 'integer' },
  integer: { kind: 'integer', name: 'integer' },
  int8: { kind: 'integer', name: 'bigint' },
  bigint: { kind: 'integer', name: 'bigint' },
  numeric: { kind: 'number', name: 'numeric' },
  decimal: { kind: 'number', name: 'numeric' },
  float4: { kind: 'number', name: 'real' },
  real: { kind: 'number', name: 'real' },
  float: { kind: 'number', name: 'double precision' },
  float8: { kind: 'number', name: 'double precision' },
  json: { kind: 'json', name: 'json' },
  jsonb: { kind: 'json', name: 'jsonb' },
  bool: { kind: 'boolean', name: 'boolean' },
  boolean: { kind: 'boolean', name: 'boolean' },
};

/** `col::type` in select: the conversion PostgreSQL would apply, or its planning error. */
function castFunction(source: ColumnType, castName: string): (value: unknown) => unknown {
  const target = castTypes[castName.toLowerCase()];
  if (target === undefined) throw databaseError('42704', `type "${castName}" does not exist`);
  const cannot = () => databaseError('42846', `cannot cast type ${typeNames[source]} to ${target.name}`);
  const invalid = (value: string) => databaseError('22P02', `invalid input syntax for type ${target.name}: "${value}"`);
  if (source === 'timestamptz') {
    if (target.kind === 'text') return (v) => (v === null ? null : String(v).replace('T', ' ').replace(/:00$/, ''));
    if (target.kind === 'json') return (v) => v;
    throw cannot();
  }
  if (source === 'bigint' && target.kind === 'boolean') throw cannot();
  switch (target.kind) {
    case 'text':
      return (v) => (v === null ? null : String(v));
    case 'integer':
      return (v) => {
        if (v === null) return null;
        const text = String(v);
        if (!/^\s*[+-]?\d+\s*$/.test(text)) throw invalid(text);
        return Number(text);
      };
    case 'number':
      return (v) => {
        if (v === null) return null;
        const text = String(v).trim();
        const value = Number(text);
        if (text === '' || !Number.isFinite(value)) throw invalid(String(v));
        return value;
      };
    case 'json':
      return (v) => {
        if (v === null || source === 'bigint') return v === null ? null : Number(v);
        try {
          return JSON.parse(String(v));
        } catch {
          throw invalid(String(v));
        }
      };
    case 'boolean':
      return (v) => {
        if (v === null) return null;
        const text = String(v).trim().toLowerCase();
        if (['t', 'true', 'y', 'yes', 'on', '1'].includes(text)) return true;
        if (['f', 'false', 'n', 'no', 'off', '0'].includes(text)) return false;
        throw invalid(String(v));
      };
  }
}

/** Levenshtein distance, giving up (returning `max`) once it cannot be below `max`. */
function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) >= max) return max;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= max) return max;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max, max);
}
