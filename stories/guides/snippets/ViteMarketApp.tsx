// src/App.tsx of a Vite app without a router: the path picks the table or one market's chart.
import { AssetApyChart, AssetApyTable } from 'apy-rewards-kit';
import { marketHref, marketTitle } from './marketHref';

export function App({ path = window.location.pathname }: { path?: string }) {
  const market = /^\/markets\/(\d+)\/(0x[0-9a-fA-F]{40})$/.exec(path);
  if (market) {
    const [, chainId = '', ctoken = ''] = market;
    return (
      <main>
        <a href="/">All markets</a>
        <h1>{marketTitle(chainId, ctoken)}</h1>
        <AssetApyChart chainId={chainId} ctokenAddress={ctoken} />
      </main>
    );
  }
  return <AssetApyTable getRowHref={marketHref} />;
}
