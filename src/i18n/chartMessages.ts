/** Text of `ApyChart` and `AssetApyChart`: visible strings and accessible labels. */
export interface ApyChartMessages {
  /** Default title (accessible name) of the chart. */
  title: string;
  /** Accessible name of the range switch. */
  rangeLabel: string;
  /** The range buttons. */
  range24h: string;
  range7d: string;
  range30d: string;
  /** Series names. */
  totalSupply: string;
  supply: string;
  reward: string;
  borrow: string;
  /** Stat names. */
  mean: string;
  min: string;
  max: string;
  /** Announced while the history loads. */
  loading: string;
  /** The mark while another range loads over the one shown. */
  updating: string;
  /** Shown when the range holds no point. */
  empty: string;
  /** Title of the error box. */
  errorTitle: string;
  /** Pill when the newest point is older than expected. */
  stale: string;
  /** The toggle of the points table while it is closed. */
  showTable: string;
  /** The same toggle while the table is open. */
  hideTable: string;
  /** Header of the table's time column. */
  time: string;
  /** How to walk the points (the plot's description). */
  keyboardHint: string;
  /** Text of a point: its time and each shown series' value. */
  pointLabel: (time: string, values: string) => string;
}

/** English defaults of `ApyChartMessages`. */
export const defaultChartMessages: Readonly<ApyChartMessages> = Object.freeze<ApyChartMessages>({
  title: 'APY over time',
  rangeLabel: 'Range',
  range24h: '24h',
  range7d: '7d',
  range30d: '30d',
  totalSupply: 'Total supply APY',
  supply: 'Supply APY',
  reward: 'Rewards',
  borrow: 'Borrow APY',
  mean: 'Mean',
  min: 'Min',
  max: 'Max',
  loading: 'Loading APY history…',
  updating: 'Updating…',
  empty: 'No APY data in this range.',
  errorTitle: 'The APY history could not be loaded.',
  stale: 'Not updated recently',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  time: 'Time',
  keyboardHint: 'Arrow keys move point by point, Page keys by 24, Home and End to the ends, Escape leaves.',
  pointLabel: (time, values) => `${time}: ${values}`,
});
