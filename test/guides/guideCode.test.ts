import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const guidesDir = join(import.meta.dirname, '..', '..', 'stories', 'guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.mdx'));
const snippetsDir = join(guidesDir, 'snippets');
const snippets = readdirSync(snippetsDir).filter((file) => /\.(tsx?|css)$/.test(file));
const root = join(guidesDir, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  devDependencies: Record<string, string>;
};
const ci = readFileSync(join(root, '.ci/run'), 'utf8');

/** The command lines of a guide's fenced shell blocks, comments dropped. */
function shellLines(guide: string): string[] {
  const mdx = readFileSync(join(guidesDir, guide), 'utf8');
  return [...mdx.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```/gm)].flatMap(([, body]) =>
    (body ?? '')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

/** The packages of an `npm install` line. */
const installed = (line: string) => line.replace(/^npm install /, '').split(/\s+/);

/** Fenced code blocks in a guide's own text whose language is code a compiler or the CSS parser would check. */
function inlineCodeBlocks(mdx: string): string[] {
  return [...mdx.matchAll(/^[ \t]*(```|~~~)[ \t]*(tsx?|jsx?|mjs|cjs|typescript|javascript|css)\b/gim)].map(([fence]) =>
    fence.trim(),
  );
}

describe('code in the guides', () => {
  it('finds a fenced block of code, indented or not', () => {
    expect(inlineCodeBlocks('text\n```ts\nconst a = 1;\n```\n   ```CSS\na {}\n```\n```sh\nnpm ci\n```')).toEqual([
      '```ts',
      '```CSS',
    ]);
  });

  it.each(guides)('%s holds no TS, JS or CSS typed inline: it shows checked files (?raw)', (guide) => {
    expect(inlineCodeBlocks(readFileSync(join(guidesDir, guide), 'utf8'))).toEqual([]);
  });

  it.each(snippets)('snippets/%s imports the kit by its published name, as a product writes it', (snippet) => {
    expect(readFileSync(join(snippetsDir, snippet), 'utf8')).not.toMatch(/from '(\.\.\/)+src\b/);
  });

  it('installs the kit with every peer it requires (the optional msw aside)', () => {
    const required = Object.keys(pkg.peerDependencies).filter((name) => !pkg.peerDependenciesMeta[name]?.optional);
    expect(shellLines('Introduction.mdx')).toHaveLength(1);
    expect(installed(shellLines('Introduction.mdx')[0] ?? '').sort()).toEqual(['apy-rewards-kit', ...required].sort());
  });

  it('installs for Persistence exactly the packages its snippet imports beyond the kit and its peers', () => {
    const snippet = readFileSync(join(snippetsDir, 'persistence.tsx'), 'utf8');
    const imported = [...snippet.matchAll(/from '(@[^/']+\/[^/']+|[^@./'][^/']*)'/g)].map(([, name]) => name as string);
    const extra = imported.filter((name) => name !== 'apy-rewards-kit' && !(name in pkg.peerDependencies));
    const [line = '', ...rest] = shellLines('Persistence.mdx');
    expect(rest).toEqual([]);
    expect(installed(line).sort()).toEqual([...new Set(extra)].sort());
    for (const name of extra) expect(pkg.devDependencies).toHaveProperty(name);
  });

  it("shows other shell commands only as CI runs them (Testing's package check)", () => {
    expect(shellLines('Testing.mdx')).toEqual(['npm run build && bash scripts/check-package.sh']);
    expect(ci).toMatch(/^step build .*npm run build$/m);
    expect(ci).toMatch(/^step package .*bash scripts\/check-package\.sh$/m);
  });
});
