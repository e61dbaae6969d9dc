import {
  type AssetApyRow,
  type AssetApysResult,
  AuthError,
  createConfig,
  fetchAssetApys,
  fetchUserRewards,
  latestByAsset,
  type UserRewards,
} from 'apy-rewards-kit';
import { createMockService, startMockServer } from 'apy-rewards-kit/testing';
// Type-checked only: TypeScript 6 resolves side-effect imports, and this project declares no `*.css` module.
import 'apy-rewards-kit/styles.css';
import 'apy-rewards-kit/styles/theme.css';
import 'apy-rewards-kit/styles/table.css';
import 'apy-rewards-kit/styles/badge.css';
import 'apy-rewards-kit/styles/chart.css';

const config = createConfig({
  apyUrl: 'https://x.supabase.co/rest/v1',
  anonKey: 'anon',
  rewardsUrl: '/api/ion-rewards',
});
const page: Promise<AssetApysResult<{ chain_id: string; supplyApy: string | null }>> = fetchAssetApys(config, {
  select: ['chain_id', 'supplyApy'],
});
const full: Promise<AssetApysResult<AssetApyRow>> = fetchAssetApys(config);
const rewards: Promise<UserRewards> = fetchUserRewards(config, { chain: 'base', user: '0x0' });
const latest: AssetApyRow[] = latestByAsset([] as AssetApyRow[]);
const status: number = new AuthError('x', { status: 401, url: '', body: null }).status;
const handlers = createMockService().handlers;
const server = startMockServer;

export { full, handlers, latest, page, rewards, server, status };
