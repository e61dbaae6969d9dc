import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetApysParams } from '../../src/core/assetApys';
import { fakeFetch, ION, jsonResponse, makeConfig, OTHER_USER, rejectionOf, row, USER } from './helpers';

// The validation report (zod) loads only to explain a body that failed the fast check; the failure chunk only to
// name the fields of a rewards answer for another request. Neither may change what a caller gets beyond the detail.
async function fetchersWith(chunks: {
  schemas?: () => Promise<never>;
  httpFailure?: () => Promise<never>;
  contentRangeIssue?: () => Promise<never>;
}) {
  if (chunks.schemas) vi.doMock('../../src/core/schemas', chunks.schemas);
  if (chunks.contentRangeIssue) vi.doMock('../../src/core/contentRangeIssue', chunks.contentRangeIssue);
  if (chunks.httpFailure) vi.doMock('../../src/core/httpFailure', chunks.httpFailure);
  const [{ fetchAssetApys }, { fetchUserRewards }, errors] = await Promise.all([
    import('../../src/core/assetApys'),
    import('../../src/core/userRewards'),
    import('../../src/core/errors'),
  ]);
  return { fetchAssetApys, fetchUserRewards, errors };
}

const failing = () => Promise.reject(new Error('chunk failed to load'));
const hanging = () => new Promise<never>(() => {});
const badRows = [row({ supplyApy: 'twelve' })];
const badRewards = { chain: 'mode', user: USER, totalRewards: '-1', ionTokenAddress: ION.mode };
const otherUsersRewards = { chain: 'mode', user: OTHER_USER, totalRewards: '1', ionTokenAddress: ION.mode };

beforeEach(() => {
  vi.resetModules();
});

describe('lazy chunks that explain a response', () => {
  it('APY rows that fail the check still give a typed error, without issues, when the report cannot load', async () => {
    const { fetchAssetApys, errors } = await fetchersWith({ schemas: failing });
    const error = await rejectionOf(fetchAssetApys(makeConfig(fakeFetch(() => jsonResponse(badRows)))));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect(error).toMatchObject({ shortMessage: 'Invalid values in the APY rows.', issues: [] });
  });

  it('a malformed rewards answer still gives a typed error, without issues, when the report cannot load', async () => {
    const { fetchUserRewards, errors } = await fetchersWith({ schemas: failing });
    const config = makeConfig(fakeFetch(() => jsonResponse(badRewards)));
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'mode', user: USER }));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect(error).toMatchObject({ shortMessage: 'Invalid rewards response.', issues: [] });
  });

  it('a plain answer (PostgREST keeping to Range, or no Content-Range) never needs the Range chunk', async () => {
    const { fetchAssetApys } = await fetchersWith({ contentRangeIssue: failing });
    const rows = [row({ id: 1 }), row({ id: 2 })];
    const answers: [Record<string, string>, AssetApysParams][] = [
      [{ 'Content-Range': '10-11/100' }, { range: { from: 10, to: 19 }, count: 'exact' }],
      [{ 'Content-Range': '*/0' }, { range: { from: 0, to: 9 }, count: 'exact' }],
      [{}, { range: { from: 10, to: 19 } }],
    ];
    for (const [headers, params] of answers) {
      const body = headers['Content-Range'] === '*/0' ? [] : rows;
      const config = makeConfig(fakeFetch(() => jsonResponse(body, { headers })));
      await expect(fetchAssetApys(config, params)).resolves.toMatchObject({ rows: body });
    }
  });

  it('an answer beyond the plain contract fails as the network does (retried) when the Range chunk cannot load', async () => {
    const { fetchAssetApys, errors } = await fetchersWith({ contentRangeIssue: failing });
    const { isRetryableError } = await import('../../src/query/retry');
    // A server that sent every row with a Content-Range saying so: the asked span is cut out by the chunk.
    const rows = Array.from({ length: 30 }, (_, id) => row({ id }));
    const config = makeConfig(fakeFetch(() => jsonResponse(rows, { headers: { 'Content-Range': '0-29/30' } })));
    const error = await rejectionOf(fetchAssetApys(config, { range: { from: 10, to: 19 }, count: 'exact' }));
    expect(error).toBeInstanceOf(errors.NetworkError);
    expect(isRetryableError(error)).toBe(true);
  });

  it('a report that never loads ends within timeoutMs in the typed error without issues', async () => {
    const { fetchAssetApys, errors } = await fetchersWith({ schemas: hanging });
    const config = makeConfig(
      fakeFetch(() => jsonResponse(badRows)),
      { timeoutMs: 50 },
    );
    const error = await rejectionOf(fetchAssetApys(config));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect(error).toMatchObject({ shortMessage: 'Invalid values in the APY rows.', issues: [] });
  });

  it.each([
    ['the validation report of APY rows', 'schemas', 'rows'],
    ['the validation report of a rewards answer', 'schemas', 'rewards'],
    ['the fields of a rewards answer for another user', 'httpFailure', 'other user'],
  ] as const)("the caller's abort wins while %s loads", async (_, chunk, answer) => {
    const { fetchAssetApys, fetchUserRewards } = await fetchersWith({ [chunk]: hanging });
    const controller = new AbortController();
    const reason = new Error('caller left');
    const body = answer === 'rows' ? badRows : answer === 'rewards' ? badRewards : otherUsersRewards;
    const config = makeConfig(fakeFetch(() => jsonResponse(body)));
    const options = { signal: controller.signal };
    const pending =
      answer === 'rows'
        ? fetchAssetApys(config, {}, options)
        : fetchUserRewards(config, { chain: 'mode', user: USER }, options);
    setTimeout(() => controller.abort(reason), 20);
    expect(await rejectionOf(pending)).toBe(reason);
  });
});
