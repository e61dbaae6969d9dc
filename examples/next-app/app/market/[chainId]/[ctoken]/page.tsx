import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import {
  assetApyHistoryQueryOptions,
  chainLabel,
  latestAssetApysQueryOptions,
  parseChainId,
  shortenAddress,
} from 'apy-rewards-kit';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isAddress } from 'viem';
import { serverConfig } from '../../../serverConfig';
import { MarketChart } from './MarketChart';
import { MarketFigures } from './MarketFigures';

interface MarketPageProps {
  params: Promise<{ chainId: string; ctoken: string }>;
}

/** One market: its latest figures (the markets table's query) and its week of history, both prefetched. */
export default async function MarketPage({ params }: MarketPageProps) {
  await headers(); // rendered per request: the CSP nonce is per request
  const { chainId: chainParam, ctoken } = await params;
  const chainId = parseChainId(chainParam);
  if (chainId === undefined || !isAddress(ctoken, { strict: false })) notFound();
  const ctokenAddress = ctoken.toLowerCase();

  const queryClient = new QueryClient();
  const config = serverConfig();
  const options = latestAssetApysQueryOptions(config);
  await Promise.all([
    queryClient.prefetchQuery(options),
    // The chart's first range: its points and statistics are in the server HTML.
    queryClient.prefetchQuery(assetApyHistoryQueryOptions(config, { chainId, ctokenAddress, range: '7d' })),
  ]);
  const rows = queryClient.getQueryData(options.queryKey);
  // A market the service does not list is a 404; when the service failed, the page shows the kit's error and retry.
  const listed = rows?.some((row) => row.chain_id === String(chainId) && row.ctoken_address === ctokenAddress);
  if (rows !== undefined && !listed) notFound();

  return (
    <main className="page">
      <div className="page__intro">
        <p className="page__back">
          <Link href="/">← All markets</Link>
        </p>
        <h1>{chainLabel(chainId)} market</h1>
        <p className="page__address" title={ctokenAddress}>
          Receipt token {shortenAddress(ctokenAddress)}
        </p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MarketFigures chainId={chainId} ctokenAddress={ctokenAddress} />
        <MarketChart chainId={chainId} ctokenAddress={ctokenAddress} />
      </HydrationBoundary>
    </main>
  );
}
