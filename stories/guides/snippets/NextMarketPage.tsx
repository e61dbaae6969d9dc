// app/markets/[chainId]/[ctoken]/page.tsx: one market's APY over time. The providers (QueryClientProvider,
// ApyRewardsProvider) sit in app/layout.tsx, as in the quick start.
import { AssetApyChart } from 'apy-rewards-kit';
import { marketTitle } from './marketHref';

export default async function MarketPage({ params }: { params: Promise<{ chainId: string; ctoken: string }> }) {
  const { chainId, ctoken } = await params;
  return (
    <main>
      <a href="/">All markets</a>
      <AssetApyChart chainId={chainId} ctokenAddress={ctoken} defaultRange="7d" title={marketTitle(chainId, ctoken)} />
    </main>
  );
}
