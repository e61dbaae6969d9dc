import type { ApyRewardsMessages, ApyRewardsMessagesInput } from './messages';

/**
 * Message overrides that say the same: the same groups, each with the same keys and `===` messages. A key given as
 * `undefined` differs from a missing one: on one side it stands for an override on the other.
 */
export function sameMessagesInput(
  previous: ApyRewardsMessagesInput | undefined,
  next: ApyRewardsMessagesInput | undefined,
): boolean {
  if (previous === next) return true;
  if (previous === undefined || next === undefined) return false;
  const groups = Object.keys(next) as (keyof ApyRewardsMessages)[];
  return (
    groups.length === Object.keys(previous).length &&
    groups.every((group) => {
      const [before, after] = [previous[group], next[group]];
      if (!(group in previous)) return false;
      if (before === after) return true;
      if (before === undefined || after === undefined) return false;
      const keys = Object.keys(after) as (keyof typeof after)[];
      return (
        keys.length === Object.keys(before).length && keys.every((key) => key in before && before[key] === after[key])
      );
    })
  );
}
