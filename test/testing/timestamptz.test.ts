// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MOCK_APY_URL } from '../../src/testing';
import { row } from '../core/helpers';
import { authHeaders, send, serveMockService } from './mswService';

// SERVICE-FACTS A "Responses": timestamptz comes back as `2024-07-12T10:00:00.123456+00:00` (fraction dropped when zero).
describe('the mock renders timestamptz as PostgREST does', () => {
  serveMockService({
    assetApys: [
      row({ id: 1, created_at: '2024-07-12T15:30:00.500000+05:30' }),
      row({ id: 2, created_at: '2024-07-12T10:00:00Z' }),
    ],
  });
  it('in UTC with +00:00 and the fraction trimmed, whatever text the seed rows hold', async () => {
    const reply = await send(`${MOCK_APY_URL}/asset-total-apy?select=id,created_at&order=id`, { headers: authHeaders });
    expect(reply.json).toEqual([
      { id: 1, created_at: '2024-07-12T10:00:00.5+00:00' },
      { id: 2, created_at: '2024-07-12T10:00:00+00:00' },
    ]);
  });
});
