import { createConfig, http } from 'wagmi';
import { base, mode } from 'wagmi/chains';
import { mock } from 'wagmi/connectors';

/** Mode and Base, and wagmi's mock connector holding the mock service's `sampleUsers.whale` (rewards on both). */
export const wagmiConfig = createConfig({
  chains: [mode, base],
  connectors: [mock({ accounts: ['0x0f1a3a4ff0b728d368a635994784494602ce406f'] })],
  transports: { [mode.id]: http(), [base.id]: http() },
  ssr: true,
});
