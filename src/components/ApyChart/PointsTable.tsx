// Loaded with `React.lazy` when "Show as table" is first pressed: the plot's text alternative.
import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import type { ApyChartMessages } from '../../i18n/chartMessages';
import { libraryClass } from '../shared/classNames';
import type { ApyChartSeries } from './chartGeometry';
import { formatPointTime, spansYears } from './chartTime';
import { formatPointValue } from './pointValue';

/** What the table alternative lists. */
export interface PointsTableProps {
  points: readonly AssetApyHistoryPoint[];
  series: readonly (ApyChartSeries | 'reward')[];
  caption: string;
  messages: ApyChartMessages;
  locale: string | undefined;
  unstyled: boolean | undefined;
}

/** The points as a table: the text alternative of the plot. */
export default function PointsTable({ points, series, caption, messages, locale, unstyled }: PointsTableProps) {
  const withYear = spansYears(points, locale);
  return (
    // A scroll box keyboard users can reach and screen readers can name (a named section is a region), in every
    // browser (WCAG 2.1.1).
    <section
      data-slot="table"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={libraryClass(unstyled, 'ark-chart__table')}
    >
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.time}</th>
            {series.map((name) => (
              <th key={name} scope="col">
                {messages[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.time}>
              <th scope="row">{formatPointTime(point.timeMs, locale, withYear)}</th>
              {series.map((name) => (
                <td key={name}>{formatPointValue(point[name], locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
