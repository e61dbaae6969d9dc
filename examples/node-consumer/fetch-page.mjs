// Starts the mock service, fetches page 2 (zero-based) of Base rows with an exact count, prints rows and total.
import { createConfig, fetchAssetApys } from 'apy-rewards-kit';
import { startMockServer } from 'apy-rewards-kit/testing';

const server = await startMockServer({ port: 0 });
try {
  const config = createConfig({ apyUrl: server.apyUrl, anonKey: server.anonKey, rewardsUrl: server.rewardsUrl });
  const page = 2;
  const pageSize = 10;
  const { rows, range, total } = await fetchAssetApys(config, {
    chainId: 8453,
    select: ['id', 'created_at', 'ctoken_address', 'supplyApy', 'totalSupplyApy', 'borrowApy'],
    order: [{ column: 'id', ascending: true }],
    range: { from: page * pageSize, to: page * pageSize + pageSize - 1 },
    count: 'exact',
  });
  console.log(`Base rows ${range?.from}-${range?.to} of ${total} (page ${page}, ${pageSize} per page)`);
  console.table(rows);
  if (rows.length !== pageSize || range?.from !== 20 || !(total > 30)) throw new Error('unexpected page');
} finally {
  await server.close();
}
