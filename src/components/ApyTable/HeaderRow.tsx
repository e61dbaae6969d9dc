import { libraryClass } from '../shared/classNames';
import { isolated } from './cells';
import type { ApyTableSortDirection } from './types';
import type { ApyTableModel } from './useApyTableModel';

/**
 * The header row: a sort button in every sortable column, `aria-sort` on the sorted one. `enabled` is false while there
 * are no rows to sort. Markup from a plain function, as the cells are.
 */
export function headerRow(model: ApyTableModel, enabled: boolean, virtualized: boolean, unstyled: boolean | undefined) {
  const { sort } = model;
  return (
    <tr data-slot="header-row" aria-rowindex={virtualized ? 1 : undefined}>
      {model.columns.map((column) => {
        const direction = sort?.column === column.id ? sort.direction : undefined;
        // Markup (an icon) names nothing: its `label` names the column, the sort button too.
        const name = typeof column.header === 'string' ? undefined : column.label;
        const header = column.custom ? isolated(column.header) : column.header;
        return (
          <th
            key={column.id}
            scope="col"
            aria-sort={direction}
            aria-label={name}
            data-slot="column-header"
            data-column={column.id}
            data-numeric={column.numeric || undefined}
            className={libraryClass(unstyled, 'ark-th')}
          >
            {!model.isSortable(column.id) ? (
              header
            ) : (
              // One button whatever the rows: while there are none (a sort or filter reloading them) it is only
              // aria-disabled, so it keeps focus instead of being replaced under it.
              <button
                type="button"
                data-slot="sort-button"
                data-direction={direction ?? 'none'}
                aria-disabled={enabled ? undefined : true}
                aria-label={name}
                className={libraryClass(unstyled, 'ark-sort')}
                onClick={enabled ? () => model.toggleSort(column.id) : undefined}
              >
                {header}
                {sortIcon(direction)}
              </button>
            )}
          </th>
        );
      })}
    </tr>
  );
}

function sortIcon(direction: ApyTableSortDirection | undefined) {
  return (
    <svg aria-hidden="true" width="8" height="12" viewBox="0 0 8 12" data-slot="sort-icon">
      <path d="M4 1 7 5H1z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M4 11 1 7h6z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
