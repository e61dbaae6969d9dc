import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const guidesDir = join(root, 'stories/guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.mdx'));

/** Every file a guide shows as code: its `?raw` imports. */
const rawImports = guides.flatMap((guide) =>
  [...readFileSync(join(guidesDir, guide), 'utf8').matchAll(/^import \w+ from '([^']+)\?raw';$/gm)].map(
    ([, path]) => [guide, resolve(dirname(join(guidesDir, guide)), path as string)] as const,
  ),
);

describe('code in the guides', () => {
  it('is imported from real files: type-checked snippets and the examples', () => {
    expect(rawImports.map(([, file]) => file.slice(root.length + 1))).toEqual(
      expect.arrayContaining([
        'stories/guides/snippets/QuickStart.tsx',
        'examples/vite-dapp/src/main.tsx',
        'examples/vite-dapp/vite.config.ts',
      ]),
    );
  });

  it.each(rawImports)('%s shows %s, which exists', (_guide, file) => {
    expect(existsSync(file)).toBe(true);
  });

  it('has every snippet inside a check: TS in the typecheck (the root tsconfig includes stories), CSS in the Storybook build', () => {
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { include: string[] };
    expect(tsconfig.include).toContain('stories');
    const snippets = rawImports.filter(([, file]) => file.includes('/snippets/'));
    expect(snippets.every(([, file]) => /\.(tsx?|css)$/.test(file))).toBe(true);
    // Storybook's preview imports the product themes, which import each CSS snippet: a syntax error fails the build.
    const themes = readFileSync(join(root, '.storybook/product-themes.css'), 'utf8');
    for (const [, file] of snippets.filter(([, file]) => file.endsWith('.css'))) {
      expect(themes).toContain(`@import "../${file.slice(root.length + 1)}";`);
    }
  });
});
