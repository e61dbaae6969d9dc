import { useId, useState } from 'react';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { ChainFilter, type ChainFilterValue } from '../src/components/ChainFilter/ChainFilter';
import { UserRewardsBadge } from '../src/components/RewardsBadge/UserRewardsBadge';

/** A lending dApp page: market APYs, a network switch and a rewards lookup for a typed wallet address. */
export function DappPage() {
  const [chainId, setChainId] = useState<ChainFilterValue>('all');
  const [wallet, setWallet] = useState('');
  const inputId = useId();
  return (
    <main
      style={{
        display: 'grid',
        gap: 24,
        maxWidth: 1080,
        margin: '0 auto',
        fontFamily: 'var(--ark-font)',
        color: 'var(--ark-color-text)',
      }}
    >
      <header
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <h1 style={{ margin: 0, fontSize: 24 }}>Lend on Mode &amp; Base</h1>
        <ChainFilter value={chainId} onValueChange={setChainId} label="Network" />
      </header>
      <section aria-label="Your rewards" style={{ display: 'grid', gap: 12 }}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Wallet address
        </label>
        <input
          id={inputId}
          value={wallet}
          onChange={(event) => setWallet(event.target.value.trim())}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          style={{
            font: '14px var(--ark-font-mono)',
            padding: '10px 12px',
            borderRadius: 'var(--ark-radius-sm)',
            border: '1px solid var(--ark-color-border)',
            background: 'var(--ark-color-bg)',
            color: 'var(--ark-color-text)',
            maxWidth: 480,
          }}
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {chainId !== 8453 && <UserRewardsBadge chain="mode" user={wallet} />}
          {chainId !== 34443 && <UserRewardsBadge chain="base" user={wallet} />}
        </div>
      </section>
      <AssetApyTable chainId={chainId} />
    </main>
  );
}
