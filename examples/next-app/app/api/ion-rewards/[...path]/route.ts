import { createRewardsProxy } from 'apy-rewards-kit/server';
import { serverEnv } from '../../../serverEnv';

let proxy: ((request: Request) => Promise<Response>) | undefined;
const handle = (request: Request) => {
  proxy ??= createRewardsProxy({ upstream: serverEnv().rewardsApiOrigin });
  return proxy(request);
};

export const GET = handle;
export const HEAD = handle;
