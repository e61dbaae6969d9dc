import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { ApyRewardsConfig } from '../core/config';
import { ConfigError } from '../core/errors';
import { mergeMessageGroup } from '../i18n/mergeMessageGroup';
import { type ApyRewardsMessages, type ApyRewardsMessagesInput, mergeMessages } from '../i18n/messages';
import { assetApysKeyEndpoint, assetApysKeyRoot } from '../query/keys';
import { sameEntries, useStableValue } from './useStableValue';

type MessageGroups = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** Message overrides that say the same: the same groups, each with the same keys and `===` messages. */
function sameMessagesInput(previous: ApyRewardsMessagesInput | undefined, next: ApyRewardsMessagesInput | undefined) {
  return sameEntries(previous as MessageGroups | undefined, next as MessageGroups | undefined, sameEntries);
}

const ApyRewardsContext = createContext<ApyRewardsConfig | null>(null);

interface PresentationContextValue {
  messages?: ApyRewardsMessagesInput | undefined;
  locale?: string | undefined;
}

const PresentationContext = createContext<PresentationContextValue>({});

/** Props of `ApyRewardsProvider`. */
export interface ApyRewardsProviderProps {
  /** From `createConfig(…)`; keep it stable (module scope or `useMemo`). */
  config: ApyRewardsConfig;
  /** Text for every component below; a component's own `messages` win key by key. Default English. */
  messages?: ApyRewardsMessagesInput | undefined;
  /** BCP 47 locale for numbers and times of every component below; a component's own `locale` wins. */
  locale?: string | undefined;
  children?: ReactNode | undefined;
}

/** Makes a config, messages and a locale available to the hooks and components below it. The app owns its `QueryClientProvider`. */
export function ApyRewardsProvider({ config, messages: givenMessages, locale, children }: ApyRewardsProviderProps) {
  // A config serialized across a Server Component boundary arrives without its key, which is not enumerable.
  if (typeof config?.anonKey !== 'string') {
    throw new ConfigError('The config has no anonKey: call createConfig in a client module, not a Server Component.');
  }
  // Inline messages with the same text keep every component below from rendering again.
  const messages = useStableValue(givenMessages, sameMessagesInput);
  const presentation = useMemo(() => ({ messages, locale }), [messages, locale]);
  const queryClient = useContext(QueryClientContext);
  const keyInUse = useRef(config.anonKey);
  const { anonKey, apyUrl } = config;
  useEffect(() => {
    if (keyInUse.current === anonKey) return;
    keyInUse.current = anonKey;
    // The key is a secret, so no query key holds it: answers under the old key (an AuthError above all) are read again.
    void queryClient?.invalidateQueries({
      queryKey: assetApysKeyRoot(),
      predicate: (query) => assetApysKeyEndpoint(query.queryKey) === apyUrl,
    });
  }, [anonKey, apyUrl, queryClient]);
  return (
    <ApyRewardsContext.Provider value={config}>
      <PresentationContext.Provider value={presentation}>{children}</PresentationContext.Provider>
    </ApyRewardsContext.Provider>
  );
}

/** The config of the nearest `ApyRewardsProvider`; throws a `ConfigError` naming the hook when there is none. */
export function useApyRewardsConfig(hookName = 'useApyRewardsConfig'): ApyRewardsConfig {
  const config = useContext(ApyRewardsContext);
  if (config === null) {
    throw new ConfigError(`${hookName} must be used inside <ApyRewardsProvider>.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? 'Wrap your app in <ApyRewardsProvider config={createConfig({ apyUrl, anonKey, rewardsUrl })}>.'
          : undefined,
    });
  }
  return config;
}

/** Messages for a component: its own overrides over the provider's over the English defaults. Works without a provider. */
export function useApyRewardsMessages(givenOwn?: ApyRewardsMessagesInput): ApyRewardsMessages {
  const { messages } = useContext(PresentationContext);
  const own = useStableValue(givenOwn, sameMessagesInput);
  return useMemo(() => mergeMessages(messages, own), [messages, own]);
}

/**
 * One group of messages (`'table'`, `'badge'`…): a component's own overrides over the provider's over `defaults`.
 * Components call this with their own groups' defaults, so an app ships only the strings of the components it uses.
 */
export function useMessageGroup<Group extends keyof ApyRewardsMessages>(
  group: Group,
  defaults: ApyRewardsMessages[Group],
  givenOwn?: ApyRewardsMessagesInput,
): ApyRewardsMessages[Group] {
  const { messages } = useContext(PresentationContext);
  const own = useStableValue(givenOwn, sameMessagesInput);
  const provided = messages?.[group];
  const overrides = own?.[group];
  return useMemo(
    () => mergeMessageGroup(group, defaults, [provided, overrides]) as ApyRewardsMessages[Group],
    [group, defaults, provided, overrides],
  );
}

/** A component's locale: its own when `Intl` accepts it, else the provider's, else the runtime's (`undefined`). */
export function useApyRewardsLocale(own?: string): string | undefined {
  const { locale } = useContext(PresentationContext);
  // An empty or malformed own locale (a `?lang=` value) must not set the provider's aside for the runtime's.
  return isLocale(own) ? own : locale;
}

function isLocale(value: unknown): value is string {
  try {
    return typeof value === 'string' && value !== '' && Intl.getCanonicalLocales(value).length > 0;
  } catch {
    return false;
  }
}

/** The app's QueryClient; throws a `ConfigError` naming the hook when no `QueryClientProvider` is above it. */
export function useRequiredQueryClient(hookName: string): QueryClient {
  const client = useContext(QueryClientContext);
  if (client === undefined) {
    throw new ConfigError(`${hookName} must be used inside <QueryClientProvider>.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? "apy-rewards-kit uses your app's TanStack QueryClient: wrap your app in <QueryClientProvider client={queryClient}>."
          : undefined,
    });
  }
  return client;
}
