import { type AssetApyHistory, type AssetApyHistoryRange, assetApyHistoryRanges } from '../../core/assetApyHistory';
import { formatApy } from '../../format/formatApy';
import type { ApyChartMessages } from '../../i18n/chartMessages';
import { libraryClass } from '../shared/classNames';
import type { ApyChartSeries } from './chartGeometry';

/** The 24h / 7d / 30d switch: toggle buttons in a labelled group. */
export function rangeSwitch(
  range: AssetApyHistoryRange | undefined,
  onRangeChange: (range: AssetApyHistoryRange) => void,
  messages: ApyChartMessages,
  unstyled: boolean | undefined,
) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons in a labelled group, not form fields in a fieldset
    <div
      role="group"
      aria-label={messages.rangeLabel}
      data-slot="range"
      className={libraryClass(unstyled, 'ark-chart__range')}
    >
      {assetApyHistoryRanges.map((option) => (
        <button
          key={option}
          type="button"
          data-slot="range-option"
          aria-pressed={option === range}
          className={libraryClass(unstyled, 'ark-chart__range-option')}
          onClick={() => onRangeChange(option)}
        >
          {messages[`range${option}`]}
        </button>
      ))}
    </div>
  );
}

/**
 * Mean, min and max of each shown series (the legend too: each name carries its series' swatch, drawn by CSS). One
 * paragraph a series, its pairs as one text after a line break: a term and its value joined by a no-break space, the
 * pairs by an en space where they wrap. Two elements a series, in one inline flow: the row was half of a mount's style
 * and layout, and a block name cost a box more a series.
 */
export function statsRow(
  stats: AssetApyHistory['stats'],
  series: readonly (ApyChartSeries | 'reward')[],
  messages: ApyChartMessages,
  locale: string | undefined,
  unstyled: boolean | undefined,
) {
  const styled = (name: string) => libraryClass(unstyled, name);
  return (
    <div data-slot="stats" className={styled('ark-chart__stats')}>
      {series.map((name) => (
        <p key={name} data-slot="stat" data-series={name} className={styled('ark-chart__stat')}>
          <span data-slot="stat-name" className={styled('ark-chart__stat-name')}>
            {messages[name]}
          </span>
          {`\n${(['mean', 'min', 'max'] as const)
            .map((stat) => `${messages[stat]}\u00a0${formatApy(stats[name][stat], { locale })}`)
            .join('\u2002')}`}
        </p>
      ))}
    </div>
  );
}
