import { useUserRewards } from 'apy-rewards-kit';

declare function reportKeyProblem(status: number): void;

/** `error` is `ApyRewardsErrorType`: its `name` narrows it to the class and that class's fields. */
export function RewardsErrorNote({ address }: { address: string }) {
  const { error } = useUserRewards({ chain: 'mode', user: address });
  if (error?.name === 'AuthError') reportKeyProblem(error.status);
  if (error?.name === 'ResponseValidationError') console.warn(error.issues);
  return error ? <p role="alert">{error.shortMessage}</p> : null;
}
