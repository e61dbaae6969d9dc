import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/index';
import * as server from '../src/server/index';
import * as testing from '../src/testing/index';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const reference = readFileSync(join(root, 'stories/guides/Reference.mdx'), 'utf8');

function exportsSection(heading: string): string {
  const start = reference.indexOf(`## \`${heading}\``);
  expect(start).toBeGreaterThan(-1);
  const end = reference.indexOf('\n## ', start + 5);
  return reference.slice(start, end === -1 ? undefined : end);
}

describe('README', () => {
  it('starts with the two commands', () => {
    expect(readme.startsWith('```\nnpm ci && npm start')).toBe(true);
    expect(readme.split('\n').slice(0, 4).join('\n')).toContain('npm test');
  });

  it('is a front door: 250 lines at most', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('shows the quick start that npm test type-checks, character for character', () => {
    const [, path, code] = /```tsx\n\/\/ (\S+)\n([\s\S]*?)```/.exec(readme) ?? [];
    expect(path).toBe('stories/guides/snippets/QuickStart.tsx');
    expect(code).toBe(readFileSync(join(root, path as string), 'utf8'));
    expect((code ?? '').split('\n').length).toBeLessThanOrEqual(40);
  });

  it('links only to files that exist, its picture included', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)\)/g)].map(([, target]) => target as string);
    expect(targets).toContain('stories/guides/Introduction.mdx');
    expect(targets.filter((target) => !target.startsWith('http') && !existsSync(join(root, target)))).toEqual([]);
  });
});

describe('Reference guide', () => {
  it.each([
    ['apy-rewards-kit', kit],
    ['apy-rewards-kit/testing', testing],
    ['apy-rewards-kit/server', server],
  ])('documents every runtime export of %s', (entry, module) => {
    const section = exportsSection(entry);
    const missing = Object.keys(module).filter((name) => !section.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
