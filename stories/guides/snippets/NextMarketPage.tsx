// app/markets/[chainId]/[ctoken]/page.tsx: one market's APY over time. The providers (QueryClientProvider,
// ApyRewardsProvider) sit in app/layout.tsx, as in the quick start.
import { AssetApyChart } from 'apy-rewards-kit';
import { marketTitle } from './marketHref';

export default async function MarketPage({ params }: { params: Promise<{ chainId: string; ctoken: string }> }) {
  const { chainId, ctoken } = await params;
  return (
    <main>
      <a href="/markets">All markets</a>
      {/* The page's h1: the chart's title, "APY over time", is the h2 under it. */}
      <h1>{marketTitle(chainId, ctoken)}</h1>
      <AssetApyChart chainId={chainId} ctokenAddress={ctoken} defaultRange="7d" />
    </main>
  );
}
