export { type NodeRequestLike, type NodeResponseLike, toNodeHandler } from './nodeAdapter';
export { createRewardsProxy, type RewardsProxyHandler, type RewardsProxyOptions } from './rewardsProxy';
