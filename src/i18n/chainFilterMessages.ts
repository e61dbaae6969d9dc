/** Text of `ChainFilter`. */
export interface ChainFilterMessages {
  /** Accessible name of the group. */
  label: string;
  /** The option for every chain. */
  all: string;
}

/** English defaults of `ChainFilterMessages`, frozen: every component shares them. */
export const defaultChainFilterMessages: Readonly<ChainFilterMessages> = Object.freeze<ChainFilterMessages>({
  label: 'Chain',
  all: 'All',
});
