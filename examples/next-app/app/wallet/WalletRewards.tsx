'use client';
import { chainById, RewardsBadge, UserRewardsBadge } from 'apy-rewards-kit';
import { useConnect, useConnection, useConnectors, useDisconnect, useSwitchChain, WagmiProvider } from 'wagmi';
import { base, mode } from 'wagmi/chains';
import { wagmiConfig } from './wagmiConfig';

/** The connected wallet's ION rewards on the chain the wallet is on; a disconnected wallet gets a prompt. */
function ConnectedRewards() {
  const { address, chainId, isConnected } = useConnection();
  const { mutate: connect } = useConnect();
  const connectors = useConnectors();
  const { mutate: disconnect } = useDisconnect();
  const { mutate: switchChain } = useSwitchChain();
  const rewardsChain = chainId === undefined ? undefined : chainById(chainId)?.name;
  return (
    <section>
      {isConnected ? (
        <>
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
          <button type="button" onClick={() => switchChain({ chainId: chainId === mode.id ? base.id : mode.id })}>
            Switch to {chainId === mode.id ? 'Base' : 'Mode'}
          </button>
        </>
      ) : (
        connectors.map((connector) => (
          <button type="button" key={connector.uid} onClick={() => connect({ connector, chainId: mode.id })}>
            Connect wallet
          </button>
        ))
      )}
      {isConnected && rewardsChain ? (
        <UserRewardsBadge chain={rewardsChain} user={address} />
      ) : (
        // With no chain to read, the badge names none: a screen reader would otherwise hear "on Mode".
        <RewardsBadge
          placeholder={
            isConnected ? 'Switch to Mode or Base to see ION rewards' : 'Connect a wallet to see your ION rewards'
          }
        />
      )}
    </section>
  );
}

export function WalletRewards() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <ConnectedRewards />
    </WagmiProvider>
  );
}
