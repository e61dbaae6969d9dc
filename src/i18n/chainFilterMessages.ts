/** Text of `ChainFilter`. */
export interface ChainFilterMessages {
  /** Accessible name of the group. */
  label: string;
  /** The option for every chain. */
  all: string;
}

/** English defaults of `ChainFilterMessages`. */
export const defaultChainFilterMessages: ChainFilterMessages = {
  label: 'Chain',
  all: 'All',
};
