import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { normalizeAddress } from '../../src/core/chains';
import { createConfig } from '../../src/core/config';
import { ConfigError, InvalidAddressError, InvalidParameterError } from '../../src/core/errors';
import { fakeFetch, makeConfig, rejectionOf, thrownBy } from './helpers';

afterEach(() => {
  vi.unstubAllEnvs();
});

// Bundlers replace `process.env.NODE_ENV` in an app's production build: the developer-only details drop out, the
// error classes, names and one-line messages stay.
describe('errors in a production build', () => {
  it('keep class, name and shortMessage but leave developer details out', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = thrownBy(() => createConfig({ apyUrl: 'ftp://x', anonKey: 'k', rewardsUrl: '/r' }));
    expect(config).toBeInstanceOf(ConfigError);
    expect(config).toMatchObject({ name: 'ConfigError', shortMessage: 'apyUrl must use http or https.' });
    expect((config as ConfigError).details).toBeUndefined();

    const fetch = fakeFetch();
    const column = await rejectionOf(fetchAssetApys(makeConfig(fetch), { select: ['ID' as 'id'] }));
    expect(column).toBeInstanceOf(InvalidParameterError);
    expect(column).toMatchObject({ shortMessage: 'Unknown column "ID" in select.', details: undefined });
    expect((column as Error).message).toBe('Unknown column "ID" in select.');
    expect(fetch).not.toHaveBeenCalled();

    const address = thrownBy(() => normalizeAddress('0x12'));
    expect(address).toBeInstanceOf(InvalidAddressError);
    expect(address).toMatchObject({ address: '0x12', details: undefined });
  });

  it('carry the details in development and tests', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const column = await rejectionOf(fetchAssetApys(makeConfig(fakeFetch()), { select: ['ID' as 'id'] }));
    expect((column as InvalidParameterError).details).toBe('Column names are case-sensitive: did you mean "id"?');
  });
});
