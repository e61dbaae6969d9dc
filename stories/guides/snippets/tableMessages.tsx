import {
  type ApyRewardsConfig,
  type ApyRewardsMessagesInput,
  ApyRewardsProvider,
  AssetApyTable,
} from 'apy-rewards-kit';

// At module scope: a function message written inline is new on every render.
const german: ApyRewardsMessagesInput = {
  table: { caption: 'Markt-Renditen', columnToken: 'Markt', pageOf: (page, count) => `Seite ${page} von ${count}` },
};

export function GermanMarkets({ config }: { config: ApyRewardsConfig }) {
  return (
    <ApyRewardsProvider config={config} locale="de-DE" messages={german}>
      <AssetApyTable messages={{ chainFilter: { all: 'Alle' } }} />
    </ApyRewardsProvider>
  );
}
