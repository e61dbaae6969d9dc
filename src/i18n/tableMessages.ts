/** Text of `ApyTable` and `AssetApyTable`: visible strings and accessible labels. */
export interface ApyTableMessages {
  /** Default title (accessible name) of the table. */
  caption: string;
  /** Title of the connected table's history view. */
  historyCaption: string;
  /** Shown when there is nothing to list. */
  empty: string;
  /** Announced while the first rows load. */
  loading: string;
  /** Title of the error box. */
  errorTitle: string;
  /** Header of the market column. */
  columnToken: string;
  /** Header of the chain column. */
  columnChain: string;
  /** Header of the supply APY column. */
  columnSupplyApy: string;
  /** Header of the total supply APY column. */
  columnTotalSupplyApy: string;
  /** Header of the borrow APY column. */
  columnBorrowApy: string;
  /** Header of the trend column: names the APY it plots. */
  columnTrend: string;
  /** Header of the updated column. */
  columnUpdated: string;
  /** Header of the 7-day mean total supply APY column. */
  columnMean7d: string;
  /** Text alternative of a missing value's dash. */
  noData: string;
  /** Text alternative of a trend that cannot be drawn. */
  noTrend: string;
  /** The reward part under the total supply APY, e.g. "+1.23% rewards". */
  rewards: (formattedApy: string) => string;
  /** Accessible description of a sparkline: its first and last APY, and its span in hours (a number for the plural form, and formatted in the table's locale). */
  trendLabel: (from: string, to: string, hours: number, formattedHours: string) => string;
  /** Pill on a row without a recent snapshot. */
  stale: string;
  /**
   * Tooltip of the stale pill (and its text for screen readers), from the threshold in whole minutes (`staleAfterMs`,
   * rounded down): a number for the plural form, then the minutes and the hours formatted in the table's locale.
   */
  staleTitle: (minutes: number, formattedMinutes: string, formattedHours: string) => string;
  /** Announced after a header press: the column the rows are now ordered by, and the direction. */
  sorted: (column: string, direction: 'ascending' | 'descending') => string;
  /** Accessible description of every explorer link. */
  explorerHint: string;
  /** Accessible name of a row's market link (`getRowHref`). */
  marketLink: (token: string, chain: string) => string;
  /** Accessible name of a row's block-explorer link: the shortened token address and the chain. */
  explorerLink: (address: string, chain: string) => string;
  /** Accessible name of the pagination. */
  pagination: string;
  /** Previous page button. */
  previousPage: string;
  /** Next page button. */
  nextPage: string;
  /** Page position when the number of pages is known: both one-based, formatted in the table's locale ("1,152"). */
  pageOf: (page: string, count: string) => string;
  /** Page position when the number of pages is unknown: one-based, formatted in the table's locale. */
  page: (page: string) => string;
  /**
   * Announced after a chain filter in the toolbar changes the rows: their number formatted in the table's locale,
   * and as a number for the plural form (at least 1; `empty` is said for none).
   */
  rowsShown: (count: string, rows: number) => string;
}

/** English defaults of `ApyTableMessages`, frozen: every component shares them. */
export const defaultTableMessages: Readonly<ApyTableMessages> = Object.freeze<ApyTableMessages>({
  caption: 'Market APYs',
  historyCaption: 'APY history',
  empty: 'No markets to show.',
  loading: 'Loading market APYs…',
  errorTitle: 'Couldn’t load market APYs',
  columnToken: 'Market',
  columnChain: 'Chain',
  columnSupplyApy: 'Supply APY',
  columnTotalSupplyApy: 'Total supply APY',
  columnBorrowApy: 'Borrow APY',
  columnTrend: 'Trend (total supply APY)',
  columnUpdated: 'Updated',
  columnMean7d: '7-day mean',
  noData: 'No data',
  noTrend: 'No trend data',
  rewards: (apy) => `${apy} rewards`,
  trendLabel: (from, to, hours, formattedHours) =>
    `Total supply APY trend over the last ${hours === 1 ? 'hour' : `${formattedHours} hours`}: from ${from} to ${to}`,
  stale: 'Stale',
  staleTitle: (minutes, formattedMinutes, formattedHours) =>
    minutes % 60 !== 0 || minutes === 0
      ? `No snapshot for over ${minutes === 1 ? 'a minute' : `${formattedMinutes} minutes`}`
      : `No snapshot for over ${minutes === 60 ? 'an hour' : `${formattedHours} hours`}`,
  sorted: (column, direction) => `Sorted by ${column}, ${direction}`,
  explorerHint: 'Opens the block explorer in a new tab',
  marketLink: (token, chain) => `${token} on ${chain}`,
  explorerLink: (address, chain) => `${address} on the ${chain} explorer`,
  pagination: 'Table pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  page: (page) => `Page ${page}`,
  rowsShown: (count, rows) => (rows === 1 ? '1 row shown' : `${count} rows shown`),
});
