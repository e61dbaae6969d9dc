import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const guidesDir = join(import.meta.dirname, '..', '..', 'stories', 'guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.mdx'));
const snippetsDir = join(guidesDir, 'snippets');
const snippets = readdirSync(snippetsDir).filter((file) => /\.(tsx?|css)$/.test(file));

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
});
