// Only the styles a page shows: the theme first (tokens and what every component shares), then a part per component.
import 'apy-rewards-kit/styles/theme.css';
import 'apy-rewards-kit/styles/table.css'; // ApyTable, AssetApyTable, ChainFilter
import 'apy-rewards-kit/styles/badge.css'; // RewardsBadge, UserRewardsBadge
import 'apy-rewards-kit/styles/chart.css'; // ApyChart, AssetApyChart
