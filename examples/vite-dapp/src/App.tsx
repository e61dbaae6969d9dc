import { AssetApyTable, formatWei, UserRewardsBadge, useUserRewardsAllChains } from 'apy-rewards-kit';
import { useId, useState } from 'react';

type View = 'latest' | 'history';

const views: readonly { value: View; label: string }[] = [
  { value: 'latest', label: 'Current' },
  { value: 'history', label: 'History' },
];

/** The dApp page: market APYs with a chain filter and a history view, and a rewards lookup for a wallet. */
export function App({ source }: { source: 'live' | 'mock' }) {
  const [view, setView] = useState<View>('latest');
  const [wallet, setWallet] = useState('');
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="app">
      <header className="app__header">
        <div>
          <p className="app__eyebrow">ION Lend</p>
          <h1 className="app__title">Markets on Mode &amp; Base</h1>
        </div>
        <span className="app__source" data-source={source}>
          {source === 'mock' ? 'Demo data (mock service)' : 'Live data'}
        </span>
      </header>

      <main className="app__main">
        <section className="card" aria-labelledby="rewards-title">
          <h2 id="rewards-title" className="card__title">
            Your ION rewards
          </h2>
          <label htmlFor={inputId} className="field__label">
            Wallet address
          </label>
          <input
            id={inputId}
            className="field__input"
            value={wallet}
            onChange={(event) => setWallet(event.target.value.trim())}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
            aria-describedby={hintId}
          />
          <p id={hintId} className="field__hint">
            Rewards are read-only: paste any address, no wallet connection needed.
          </p>
          <div className="badges">
            <UserRewardsBadge chain="mode" user={wallet} />
            <UserRewardsBadge chain="base" user={wallet} />
          </div>
          <RewardsTotal user={wallet} />
        </section>

        <section className="markets" aria-labelledby="markets-title">
          <div className="markets__head">
            <h2 id="markets-title" className="card__title">
              Markets
            </h2>
            <fieldset className="switch">
              <legend className="switch__legend">View</legend>
              {views.map((option) => (
                <label key={option.value} className="switch__item">
                  <input
                    type="radio"
                    name="view"
                    value={option.value}
                    checked={view === option.value}
                    onChange={() => setView(option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          </div>
          <AssetApyTable
            view={view}
            pageSize={10}
            caption={view === 'latest' ? 'Current APYs' : 'APY history'}
            className="markets__table"
          />
        </section>
      </main>

      <footer className="app__footer">
        APYs are hourly snapshots; rewards are the ION a wallet has claimed so far.
      </footer>
    </div>
  );
}

/** The exact sum over both chains, once both have answered. */
function RewardsTotal({ user }: { user: string }) {
  const rewards = useUserRewardsAllChains({ user });
  if (!rewards.isAddressValid) return null;
  let text = 'Adding up both chains…';
  if (rewards.totalRewards !== undefined) text = `${formatWei(rewards.totalRewards)} ION earned on Mode and Base`;
  else if (rewards.isError && !rewards.isFetching) text = 'The total is unavailable while a chain fails to answer.';
  return (
    <p className="total" data-testid="rewards-total" aria-live="polite">
      {text}
    </p>
  );
}
