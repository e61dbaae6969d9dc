import { WalletRewards } from './WalletRewards';

export const metadata = { title: 'Wallet — ION Markets' };

export default function WalletPage() {
  return (
    <main className="page page--narrow">
      <div className="page__intro">
        <h1>Your ION rewards</h1>
        <p>Connect a wallet to see the ION it has earned on the network it is on.</p>
      </div>
      <WalletRewards />
    </main>
  );
}
