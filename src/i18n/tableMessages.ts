/** Text of `ApyTable` and `AssetApyTable`: visible strings and accessible labels. */
export interface ApyTableMessages {
  /** Default title (accessible name) of the table. */
  caption: string;
  /** Shown when there is nothing to list. */
  empty: string;
}

/** English defaults of `ApyTableMessages`. */
export const defaultTableMessages: ApyTableMessages = {
  caption: 'Market APYs',
  empty: 'No markets to show.',
};
