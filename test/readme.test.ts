import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/index';
import * as server from '../src/server/index';
import * as testing from '../src/testing/index';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

function exportsSection(heading: string): string {
  const start = readme.indexOf(`### \`${heading}\``);
  const end = readme.indexOf('\n##', start + 5);
  return readme.slice(start, end);
}

describe('README', () => {
  it('starts with the two commands', () => {
    expect(readme.startsWith('```\nnpm ci && npm start')).toBe(true);
    expect(readme.split('\n').slice(0, 4).join('\n')).toContain('npm test');
  });

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
