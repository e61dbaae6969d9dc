'use client';
import { AssetApyChart } from 'apy-rewards-kit';

interface MarketChartProps {
  chainId: number;
  /** Lowercase, as the service returns it. */
  ctokenAddress: string;
}

/** The market's APYs over 24 hours, 7 or 30 days: the kit's chart, from the week the server prefetched. */
export function MarketChart({ chainId, ctokenAddress }: MarketChartProps) {
  return <AssetApyChart chainId={chainId} ctokenAddress={ctokenAddress} defaultRange="7d" />;
}
