import type { ValidationIssue } from './errors';
import { type AssetApyRow, checkAssetApyRowsWithSchema } from './schemas';

/** Why a body is not rows of the selected columns: the refusal's summary and its issues by row index and field. */
export interface AssetApyRowsRefusal {
  shortMessage: string;
  issues: ValidationIssue[];
}

/**
 * A lazy chunk, loaded with zod once a body failed the fast check (`checkAssetApyRows`) or held rows not `asked` for
 * (another chain's, another market's): the rows zod accepts, or what is wrong with them, worded.
 */
export function assetApyRowsReport(
  data: unknown,
  columns: readonly string[],
  asked: readonly (readonly [string, string])[] = [],
): AssetApyRow[] | AssetApyRowsRefusal {
  if (!Array.isArray(data)) {
    return {
      shortMessage: 'Expected a JSON array of rows.',
      issues: [{ path: '', message: `Got ${data === null ? 'null' : typeof data}` }],
    };
  }
  const result = checkAssetApyRowsWithSchema(data, columns);
  if (result.success) {
    const issues = result.data.flatMap((row, index) =>
      asked
        .filter(([column, value]) => String(row[column as keyof AssetApyRow]).toLowerCase() !== value)
        .map(([column, value]) => ({
          path: `${index}.${column}`,
          message: `Expected "${value}", got "${row[column as keyof AssetApyRow]}"`,
        })),
    );
    return issues.length === 0 ? result.data : { shortMessage: 'The APY rows do not match the request.', issues };
  }
  const count = result.issues.length;
  return { shortMessage: `${count} invalid value${count === 1 ? '' : 's'} in the APY rows.`, issues: result.issues };
}
