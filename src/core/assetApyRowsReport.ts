import type { ValidationIssue } from './errors';
import { type AssetApyRow, checkAssetApyRowsWithSchema } from './schemas';

/** Why a body is not rows of the selected columns: the refusal's summary and its issues by row index and field. */
export interface AssetApyRowsRefusal {
  shortMessage: string;
  issues: ValidationIssue[];
}

/**
 * A lazy chunk, loaded with zod once a body failed the fast check (`checkAssetApyRows`): the rows zod accepts, or
 * what is wrong with them, worded.
 */
export function assetApyRowsReport(data: unknown, columns: readonly string[]): AssetApyRow[] | AssetApyRowsRefusal {
  if (!Array.isArray(data)) {
    return {
      shortMessage: 'Expected a JSON array of rows.',
      issues: [{ path: '', message: `Got ${data === null ? 'null' : typeof data}` }],
    };
  }
  const result = checkAssetApyRowsWithSchema(data, columns);
  if (result.success) return result.data;
  const count = result.issues.length;
  return { shortMessage: `${count} invalid value${count === 1 ? '' : 's'} in the APY rows.`, issues: result.issues };
}
