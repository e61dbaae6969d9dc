// The package's stylesheets by part. `styles.css` holds them all (src/styles/index.css imports these files in this
// order); `styles/<part>.css` holds one, so an app pays only for the components it shows: `theme` (the tokens and
// the pieces every component shares) first, then the parts. The build emits them; a test keeps the two in step.
export const stylesheetParts = {
  theme: ['src/styles/theme.css'],
  table: ['src/components/ApyTable/ApyTable.css', 'src/components/ChainFilter/ChainFilter.css'],
  badge: ['src/components/RewardsBadge/RewardsBadge.css'],
  chart: ['src/components/ApyChart/ApyChart.css'],
};
