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

const unread = Symbol('unread');

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
  #supplyApy: string | null | typeof unread = unread;
  #totalSupplyApy: string | null | typeof unread = unread;
  #borrowApy: string | null | typeof unread = unread;
  #reward: string | null | typeof unread = unread;
  #trend: ApyTableModelRow['trend'] | typeof unread = unread;
  #href: string | undefined | typeof unread = unread;
  #mean7d: string | null | typeof unread = unread;
  #exactMean7d: string | null | typeof unread = unread;
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

  get supplyApy(): string | null {
    if (this.#supplyApy === unread) this.#supplyApy = formatted(this.row.supplyApy, this.#context.locale);
    return this.#supplyApy;
  }

  get totalSupplyApy(): string | null {
    if (this.#totalSupplyApy === unread)
      this.#totalSupplyApy = formatted(this.row.totalSupplyApy, this.#context.locale);
    return this.#totalSupplyApy;
  }

  get borrowApy(): string | null {
    if (this.#borrowApy === unread) this.#borrowApy = formatted(this.row.borrowApy, this.#context.locale);
    return this.#borrowApy;
  }

  get reward(): string | null {
    if (this.#reward === unread) {
      const reward = rewardApy(this.row.totalSupplyApy, this.row.supplyApy);
      this.#reward =
        reward === null ? null : formatApy(reward, { locale: this.#context.locale, signDisplay: 'always' });
    }
    return this.#reward;
  }

  get trend(): ApyTableModelRow['trend'] {
    if (this.#trend === unread) {
      const { history, trendHours, locale } = this.#context;
      this.#trend = history ? formattedTrend(trendOf(history.get(assetKey(this.row)), trendHours), locale) : undefined;
    }
    return this.#trend;
  }

  get mean7d(): string | null {
    if (this.#mean7d === unread) {
      const mean = this.exactMean7d;
      this.#mean7d = mean === null ? null : formatted(mean, this.#context.locale);
    }
    return this.#mean7d;
  }

  /** The 7-day mean as an exact decimal string, which the column sorts by; `null` as for `mean7d`. */
  get exactMean7d(): string | null {
    if (this.#exactMean7d === unread) {
      const { history, meanOverDays } = this.#context;
      this.#exactMean7d = meanOverDays?.(history?.get(assetKey(this.row)), this.row.created_at, 7) ?? null;
    }
    return this.#exactMean7d;
  }

  get href(): string | undefined {
    if (this.#href === unread) this.#href = safeHref(this.#context.getRowHref?.(this.row), 'getRowHref');
    return this.#href;
  }
}
