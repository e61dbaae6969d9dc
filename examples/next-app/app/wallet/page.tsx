import { WalletRewards } from './WalletRewards';

export default function WalletPage() {
  return (
    <main>
      <h1>Your ION rewards</h1>
      <WalletRewards />
    </main>
  );
}
