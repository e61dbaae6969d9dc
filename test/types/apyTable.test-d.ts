import { describe, expectTypeOf, it } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import type { ApyTableModelRow } from '../../src/components/ApyTable/modelRow';
import type { ApyTableRow } from '../../src/components/ApyTable/types';
import { useApyTableModel } from '../../src/components/ApyTable/useApyTableModel';
import type { AssetApyRow } from '../../src/core/assetApys';
import { defaultMessages } from '../../src/i18n/messages';

/** A product's row: the service's row plus its own fields. */
type ProductRow = AssetApyRow & { symbol: string; tvlUsd: number | undefined };
declare const productRows: ProductRow[];

describe("the table keeps the product's row type", () => {
  it('in custom cells, sort values and row links', () => {
    ApyTable({
      rows: productRows,
      columns: [
        'token',
        {
          id: 'tvl',
          header: 'TVL',
          cell: (row) => {
            expectTypeOf(row).toEqualTypeOf<ProductRow>();
            return row.symbol;
          },
          // A product's lookup may miss: undefined sorts as missing.
          sortValue: (row) => row.tvlUsd,
        },
      ],
      getRowHref: (row) => {
        expectTypeOf(row.id).toEqualTypeOf<number>();
        return `/markets/${row.symbol}`;
      },
      tokenIcon: (row) => {
        expectTypeOf(row).toEqualTypeOf<ProductRow>();
        return row.symbol;
      },
    });
  });

  it('in the headless model, whose rows are read-only', () => {
    const model = useApyTableModel({ rows: productRows, messages: defaultMessages.table, nowMs: 0 });
    const first = model.rows[0] as ApyTableModelRow<ProductRow>;
    expectTypeOf(first.row.symbol).toEqualTypeOf<string>();
    // @ts-expect-error formatted on first read: the model's rows are not to be written
    first.totalSupplyApy = '1%';
  });

  it('defaults to the base row when none is given', () => {
    expectTypeOf<ApyTableModelRow['row']>().toEqualTypeOf<ApyTableRow>();
  });
});
