export { resetServiceClock } from '../core/serviceClock';
export {
  type CreateSampleAssetApysOptions,
  createSampleAssetApys,
  type SampleMarket,
  sampleAssetApys,
  sampleMarkets,
  sampleRewards,
  sampleUsers,
} from './fixtures';
export { createMockService } from './handlers';
export { type MockServer, type MockServerOptions, startMockServer } from './server';
export {
  MOCK_ANON_KEY,
  MOCK_APY_URL,
  MOCK_REWARDS_URL,
  type MockFault,
  type MockFaults,
  type MockRequestLogEntry,
  type MockService,
  type MockServiceName,
  type MockServiceOptions,
  type MockStatusFault,
} from './serviceTypes';
export type { MockWriteOptions, MockWriterOptions } from './writer';
