import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Use in a Next.js app'), readme.indexOf('## Live endpoints'));
const snippets = [...section.matchAll(/```tsx?\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, path, code]) => [path, code]);

describe('README Next.js and wagmi sections', () => {
  it('shows the example files it names', () => {
    expect(snippets.map(([path]) => path)).toEqual([
      'app/providers.tsx',
      'app/layout.tsx',
      'app/page.tsx',
      'app/LatestApys.tsx',
      'app/api/ion-rewards/[...path]/route.ts',
      'proxy.ts',
      'app/wallet/wagmiConfig.ts',
      'app/wallet/WalletRewards.tsx',
    ]);
  });

  it.each(snippets)('%s is the file examples/next-app runs', (path, code) => {
    expect(code).toBe(readFileSync(join(root, 'examples/next-app', path as string), 'utf8'));
  });
});

describe('README Vite proxy and CSP snippet', () => {
  it('is examples/vite-dapp/vite.config.ts', () => {
    const [, code] = /```ts\n\/\/ vite\.config\.ts\n([\s\S]*?)```/.exec(readme) ?? [];
    expect(code).toBe(readFileSync(join(root, 'examples/vite-dapp/vite.config.ts'), 'utf8'));
  });
});
