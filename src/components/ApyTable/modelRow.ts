import { assetKey } from '../../core/latest';
import { APY_PLACEHOLDER, formatApy } from '../../format/formatApy';
import { safeHref } from '../shared/safeHref';
import type { MeanOverDays } from './meanLoader';
import { rewardApy } from './rewardApy';
import { type TrendSeries, trendOf } from './trend';
import type { ApyTableRow } from './types';

/**
 * One row with everything a view shows, formatted. Read-only: APYs, reward, trend and link are formatted on first
 * read (getters), so read the fields rather than spreading or copying the row.
 */
export interface ApyTableModelRow<Row extends ApyTableRow = ApyTableRow> {
  readonly key: string | number;
  /** The row as the product gave it. */
  readonly row: Row;
  readonly token: string | undefined;
  readonly chain: string;
  /** Known chain's slug for styling (`data-chain`), else `chain-<id>`. */
  readonly chainSlug: string;
  readonly address: string;
  readonly shortAddress: string;
  readonly explorerUrl: string | undefined;
  readonly href: string | undefined;
  /** Formatted APYs; `null` when missing. */
  readonly supplyApy: string | null;
  readonly totalSupplyApy: string | null;
  readonly borrowApy: string | null;
  /** The reward part of the total supply APY, signed ("+1.23%"), when there is one. */
  readonly reward: string | null;
  /** The total supply APY over `trendHours`, with its first and last figures formatted. */
  readonly trend: (TrendSeries & { from: string; to: string }) | undefined;
  /** The mean total supply APY of the 7 days up to this row, formatted; `null` unless the columns hold `mean7d` and
   * `history` covers the 7 days. */
  readonly mean7d: string | null;
  readonly updatedMs: number;
  readonly updatedRelative: string;
  readonly updatedAbsolute: string | undefined;
  readonly stale: boolean;
}

function formatted(value: string | null, locale: string | undefined): string | null {
  const text = formatApy(value, { locale });
  return text === APY_PLACEHOLDER ? null : text;
}

function formattedTrend(trend: TrendSeries | undefined, locale: string | undefined): ApyTableModelRow['trend'] {
  if (!trend) return undefined;
  return {
    ...trend,
    from: formatApy(trend.first.totalSupplyApy, { locale }),
    to: formatApy(trend.last.totalSupplyApy, { locale }),
  };
}

export interface LazyContext {
  locale: string | undefined;
  history: ReadonlyMap<string, readonly ApyTableRow[]> | undefined;
  trendHours: number;
  getRowHref: ((row: ApyTableRow) => string | undefined) | undefined;
  /** The 7-day mean's code, when the table shows the `mean7d` column (a chunk of its own). */
  meanOverDays: MeanOverDays | undefined;
}

/**
 * A model row whose APYs, reward, trend and link are formatted on first read: a virtualized body of 10,000 rows pays
 * for the ~20 it renders. Market and time fields are shared per market and per batch.
 */
export class ModelRow implements ApyTableModelRow {
  declare token: string | undefined;
  declare chain: string;
  declare chainSlug: string;
  declare shortAddress: string;
  declare explorerUrl: string | undefined;
  declare updatedMs: number;
  declare updatedRelative: string;
  declare updatedAbsolute: string | undefined;
  declare stale: boolean;
  readonly key: string | number;
  readonly address: string;
  /** The fields read so far, by name. */
  readonly #read: Record<string, unknown> = {};
  readonly #context: LazyContext;

  constructor(
    readonly row: ApyTableRow,
    key: string | number,
    market: object,
    time: object,
    context: LazyContext,
  ) {
    Object.assign(this, market, time);
    this.#context = context;
    this.key = key;
    this.address = row.underlying_address;
  }

  /** A field's value, made by `make` on its first read. */
  #once<T>(name: string, make: (context: LazyContext) => T): T {
    const read = this.#read;
    if (!(name in read)) read[name] = make(this.#context);
    return read[name] as T;
  }

  get supplyApy(): string | null {
    return this.#once('supplyApy', ({ locale }) => formatted(this.row.supplyApy, locale));
  }

  get totalSupplyApy(): string | null {
    return this.#once('totalSupplyApy', ({ locale }) => formatted(this.row.totalSupplyApy, locale));
  }

  get borrowApy(): string | null {
    return this.#once('borrowApy', ({ locale }) => formatted(this.row.borrowApy, locale));
  }

  get reward(): string | null {
    return this.#once('reward', ({ locale }) => {
      const reward = rewardApy(this.row.totalSupplyApy, this.row.supplyApy);
      return reward === null ? null : formatApy(reward, { locale, signDisplay: 'always' });
    });
  }

  get trend(): ApyTableModelRow['trend'] {
    return this.#once('trend', ({ history, trendHours, locale }) =>
      history ? formattedTrend(trendOf(history.get(assetKey(this.row)), trendHours), locale) : undefined,
    );
  }

  get mean7d(): string | null {
    return this.#once('mean7d', ({ locale }) => {
      const mean = this.exactMean7d;
      return mean === null ? null : formatted(mean, locale);
    });
  }

  /** The 7-day mean as an exact decimal string, which the column sorts by; `null` as for `mean7d`. */
  get exactMean7d(): string | null {
    return this.#once(
      'exactMean7d',
      ({ history, meanOverDays }) => meanOverDays?.(history?.get(assetKey(this.row)), this.row.created_at, 7) ?? null,
    );
  }

  get href(): string | undefined {
    return this.#once('href', ({ getRowHref }) => safeHref(getRowHref?.(this.row), 'getRowHref'));
  }
}
