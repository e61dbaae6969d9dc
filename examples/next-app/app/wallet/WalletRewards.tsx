'use client';
import { chainById, chainLabel, RewardsBadge, shortenAddress, UserRewardsBadge } from 'apy-rewards-kit';
import { useConnect, useConnection, useConnectors, useDisconnect, useSwitchChain, WagmiProvider } from 'wagmi';
import { base, mode } from 'wagmi/chains';
import { wagmiConfig } from './wagmiConfig';

/** The wallet's connection (address, chain, actions) and its ION rewards on the chain it is on. */
function ConnectedRewards() {
  const { address, chainId, isConnected } = useConnection();
  const { mutate: connect } = useConnect();
  const connectors = useConnectors();
  const { mutate: disconnect } = useDisconnect();
  const { mutate: switchChain } = useSwitchChain();
  const rewardsChain = chainId === undefined ? undefined : chainById(chainId)?.name;
  const otherChain = chainId === mode.id ? base : mode;
  return (
    <section className="wallet-card" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="wallet-card__title">
        Wallet
      </h2>
      {isConnected && address ? (
        <dl className="wallet-card__facts">
          <div>
            <dt>Address</dt>
            <dd title={address}>{shortenAddress(address)}</dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>{chainId === undefined ? 'Unknown' : chainLabel(chainId)}</dd>
          </div>
        </dl>
      ) : (
        <p className="wallet-card__hint">Not connected.</p>
      )}
      <div className="wallet-card__actions">
        {isConnected ? (
          <>
            <button type="button" className="button" onClick={() => switchChain({ chainId: otherChain.id })}>
              Switch to {chainLabel(otherChain.id)}
            </button>
            <button type="button" className="button button--quiet" onClick={() => disconnect()}>
              Disconnect
            </button>
          </>
        ) : (
          connectors.map((connector) => (
            <button
              type="button"
              className="button"
              key={connector.uid}
              onClick={() => connect({ connector, chainId: mode.id })}
            >
              Connect wallet
            </button>
          ))
        )}
      </div>
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

/** wagmi's provider around the wallet panel: only this page loads wagmi. */
export function WalletRewards() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <ConnectedRewards />
    </WagmiProvider>
  );
}
