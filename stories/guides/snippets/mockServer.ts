import { startMockServer } from 'apy-rewards-kit/testing';

const server = await startMockServer({ port: 0 }); // server.apyUrl, server.rewardsUrl, server.anonKey, server.service
await server.close();
