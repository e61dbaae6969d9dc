'use client';
import { UserRewardsBadge } from 'apy-rewards-kit';
import { useState } from 'react';

/** A wallet's rewards on Mode, fetched in the browser through the same-origin proxy route. */
export function RewardsLookup() {
  const [user, setUser] = useState('');
  return (
    <section>
      <label>
        Wallet <input value={user} onChange={(event) => setUser(event.target.value)} data-testid="wallet" />
      </label>
      <UserRewardsBadge chain="mode" user={user} />
    </section>
  );
}
