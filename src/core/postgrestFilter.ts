import { InvalidParameterError } from './errors';
import { type FilterBuilder, type FilterOperators, type FilterScalar, type IsValue, scalar } from './postgrest';
import { textOf } from './redact';

const operatorNames = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
const isValues = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** Every operator of `FilterOperators`, negation included: what `fetchAssetApys` callers may filter with. */
export const filterExpressions: FilterBuilder = (column, value) => {
  if (value === null) return ['is.null'];
  if (typeof value !== 'object') return [`eq.${scalar(column, value)}`];
  if (Array.isArray(value)) {
    throw new InvalidParameterError(`Filter on "${column}" is an array; use { in: [...] }.`);
  }
  const expressions = operatorExpressions(column, value, '');
  if (value.not !== undefined) {
    if (value.not === null || typeof value.not !== 'object') {
      throw new InvalidParameterError(`Filter on "${column}": not must be an operator object.`);
    }
    expressions.push(...operatorExpressions(column, value.not, 'not.'));
  }
  if (expressions.length === 0) {
    throw new InvalidParameterError(`Filter on "${column}" has no operator.`);
  }
  return expressions;
};

function operatorExpressions(column: string, ops: FilterOperators, prefix: string): string[] {
  const out: string[] = [];
  for (const key of Object.keys(ops)) {
    if (key === 'not' && prefix === '') continue;
    if (!(operatorNames as readonly string[]).includes(key)) {
      throw new InvalidParameterError(`Unknown filter operator "${key}" on "${column}".`, {
        details:
          typeof process === 'object' && process.env.NODE_ENV !== 'production'
            ? `Use one of: ${operatorNames.join(', ')}${prefix ? '' : ', not'}.`
            : undefined,
      });
    }
  }
  for (const op of operatorNames) {
    const v = ops[op];
    if (v === undefined) continue;
    if (op === 'in') {
      if (!Array.isArray(v)) throw new InvalidParameterError(`Filter "${column}.in" must be an array.`);
      const items = (v as FilterScalar[]).map((item) => inItem(column, item));
      // PostgREST reads exactly `("")` as the empty list; a repeated item keeps the one empty string.
      if (items.length === 1 && items[0] === '""') items.push('""');
      out.push(`${prefix}in.(${items.join(',')})`);
    } else if (op === 'is') {
      out.push(`${prefix}is.${isValue(column, v as IsValue)}`);
    } else if (op === 'like' || op === 'ilike') {
      if (typeof v !== 'string') throw new InvalidParameterError(`Filter "${column}.${op}" must be a string pattern.`);
      out.push(`${prefix}${op}.${scalar(column, v)}`);
    } else {
      out.push(`${prefix}${op}.${scalar(column, v as FilterScalar)}`);
    }
  }
  return out;
}

/** Quotes an `in.(…)` item when it holds a reserved character; `\` and `"` are escaped inside quotes. */
export function inItem(column: string, value: FilterScalar): string {
  const text = scalar(column, value);
  if (typeof value !== 'string') return text;
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function isValue(column: string, value: IsValue): string {
  const text = value === null ? 'null' : textOf(value);
  if (!isValues.has(text)) {
    throw new InvalidParameterError(`Filter "${column}.is" must be null, not_null, true, false or unknown.`);
  }
  return text;
}
