import './styles/index.css';

export { ApyChart, type ApyChartProps, type ApyChartSeries, type ApyChartState } from './components/ApyChart/ApyChart';
export { AssetApyChart, type AssetApyChartProps } from './components/ApyChart/AssetApyChart';
export {
  ApyTable,
  type ApyTableColumn,
  type ApyTableColumnId,
  type ApyTableLayout,
  type ApyTableProps,
  type ApyTableRow,
  type ApyTableSort,
  type ApyTableSortColumn,
  type ApyTableSortDirection,
  type ApyTableState,
  type ApyTableTrend,
} from './components/ApyTable/ApyTable';
export { AssetApyTable, type AssetApyTableProps } from './components/ApyTable/AssetApyTable';
export type { ResolvedColumn as ApyTableResolvedColumn } from './components/ApyTable/columns';
export type { ApyTableModelRow } from './components/ApyTable/modelRow';
export { Sparkline, type SparklineProps } from './components/ApyTable/Sparkline';
export {
  apyTableColumnIds,
  DEFAULT_STALE_AFTER_MS,
  DEFAULT_VIRTUALIZE_THRESHOLD,
} from './components/ApyTable/tableDefaults';
export type { TrendSeries } from './components/ApyTable/trend';
export {
  type ApyTableModel,
  type ApyTableModelOptions,
  useApyTableModel,
} from './components/ApyTable/useApyTableModel';
export { ChainFilter, type ChainFilterProps, type ChainFilterValue } from './components/ChainFilter/ChainFilter';
export {
  RewardsBadge,
  type RewardsBadgeProps,
  type RewardsBadgeState,
  type RewardsBadgeView,
} from './components/RewardsBadge/RewardsBadge';
export { UserRewardsBadge, type UserRewardsBadgeProps } from './components/RewardsBadge/UserRewardsBadge';
export type { ConnectedQueryOptions } from './components/shared/queryOptions';
export {
  type AssetApyHistory,
  type AssetApyHistoryParams,
  type AssetApyHistoryPoint,
  type AssetApyHistoryRange,
  type AssetApyHistorySeries,
  type AssetApySeriesStats,
  assetApyHistoryOf,
  assetApyHistoryRanges,
  assetApyHistoryStats,
  fetchAssetApyHistory,
  MEAN_FRACTION_DIGITS,
} from './core/assetApyHistory';
export {
  ASSET_APY_TABLE,
  type AssetApyColumn,
  type AssetApyRow,
  type AssetApyRowOf,
  type AssetApysParams,
  type AssetApysResult,
  assetApyColumns,
  buildAssetApysRequest,
  type FetchOptions,
  fetchAssetApys,
} from './core/assetApys';
export { type ChainLabelInfo, chainLabel, chainLabelInfo, parseChainId, protocolChainIds } from './core/chainRegistry';
export {
  type Address,
  type ChainInfo,
  type ChainName,
  chainById,
  chainNames,
  chains,
  explorerAddressUrl,
  isValidAddress,
  normalizeAddress,
  resolveChain,
  type SupportedChainId,
} from './core/chains';
export { type ApyRewardsConfig, type ApyRewardsConfigInput, createConfig, DEFAULT_TIMEOUT_MS } from './core/config';
export {
  ApyRewardsError,
  type ApyRewardsErrorOptions,
  AuthError,
  ConfigError,
  HttpError,
  type HttpErrorInit,
  InvalidAddressError,
  InvalidParameterError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedChainError,
  type ValidationIssue,
} from './core/errors';
export type { ApyRewardsErrorType } from './core/errorType';
// A type only: the class stays in the lazy chunk of failed responses; narrow with `error.name === 'RedirectError'`.
export type { RedirectError } from './core/httpFailure';
export { type AssetSnapshot, assetKey, historyByAsset, latestByAsset } from './core/latest';
export {
  type ColumnFilter,
  type ContentRange,
  type CountMode,
  type FilterOperators,
  type FilterScalar,
  type IsValue,
  type OrderBy,
  parseContentRange,
  type RowRange,
} from './core/postgrest';
export { serviceNow } from './core/serviceClock';
export {
  buildUserRewardsUrl,
  fetchUserRewards,
  type UserRewards,
  type UserRewardsParams,
} from './core/userRewards';
export {
  APY_PLACEHOLDER,
  type FormatApyOptions,
  formatApy,
} from './format/formatApy';
export { type FormatRelativeTimeOptions, formatRelativeTime } from './format/formatRelativeTime';
export { type FormatWeiOptions, formatWei, parseWei } from './format/formatWei';
export { type ShortenAddressOptions, shortenAddress } from './format/shortenAddress';
export type { RewardsBadgeMessages } from './i18n/badgeMessages';
export type { ChainFilterMessages } from './i18n/chainFilterMessages';
export type { ApyChartMessages } from './i18n/chartMessages';
export type { ErrorMessages } from './i18n/errorMessages';
export {
  type ApyRewardsMessages,
  type ApyRewardsMessagesInput,
  defaultMessages,
  mergeMessages,
} from './i18n/messages';
export type { ApyTableMessages } from './i18n/tableMessages';
export {
  type AssetApyHistoryQueryOptions,
  assetApyHistoryQueryOptions,
  selectAssetApyHistory,
} from './query/assetApyHistory';
export {
  ASSET_APYS_STALE_TIME_MS,
  type AssetApysInfiniteParams,
  type AssetApysInfiniteQueryOptions,
  type AssetApysPage,
  type AssetApysQueryOptions,
  assetApysInfiniteQueryOptions,
  assetApysQueryOptions,
  DEFAULT_PAGE_SIZE,
} from './query/assetApys';
export { type Cadence, DEFAULT_CADENCE_MS, learnCadence, nextReadAt } from './query/cadence';
export { type AssetApysKeyParams, apyRewardsKeys } from './query/keys';
export {
  DEFAULT_HISTORY_HOURS,
  DEFAULT_LOOKBACK_HOURS,
  type LatestAssetApys,
  type LatestAssetApysParams,
  type LatestAssetApysQueryOptions,
  latestAssetApysQueryOptions,
  selectLatestAssetApys,
} from './query/latestAssetApys';
export {
  LATEST_BATCH_READ_ROWS,
  type LatestBatchParams,
  type LatestBatchQueryOptions,
  latestBatchQueryOptions,
} from './query/latestBatch';
export { APY_REWARDS_CACHE_BUSTER } from './query/persistence';
export { isRetryableError, MAX_RETRIES, retryDelay, shouldRetry } from './query/retry';
export {
  USER_REWARDS_STALE_TIME_MS,
  type UserRewardsQueryOptions,
  type UserRewardsQueryParams,
  userRewardsQueryOptions,
} from './query/userRewards';
export {
  ApyRewardsProvider,
  type ApyRewardsProviderProps,
  useApyRewardsConfig,
  useApyRewardsLocale,
  useApyRewardsMessages,
} from './react/ApyRewardsProvider';
export type { QueryPassThrough } from './react/queryPassThrough';
export { type UseAssetApyHistoryParams, useAssetApyHistory } from './react/useAssetApyHistory';
export { type UseAssetApysParams, type UseAssetApysResult, useAssetApys } from './react/useAssetApys';
export {
  type UseAssetApysInfiniteParams,
  type UseAssetApysInfiniteResult,
  useAssetApysInfinite,
} from './react/useAssetApysInfinite';
export { type UseLatestAssetApysParams, useLatestAssetApys } from './react/useLatestAssetApys';
export { type UseUserRewardsParams, type UseUserRewardsResult, useUserRewards } from './react/useUserRewards';
export {
  type UserRewardsAllChains,
  type UseUserRewardsAllChainsParams,
  useUserRewardsAllChains,
} from './react/useUserRewardsAllChains';
