// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as testing from '../../src/testing';

const sourceDir = join(import.meta.dirname, '../../src/testing');

describe('apy-rewards-kit/testing', () => {
  it('exports exactly the mock service API', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "MOCK_ANON_KEY",
        "MOCK_APY_URL",
        "MOCK_REWARDS_URL",
        "createMockService",
        "createSampleAssetApys",
        "resetServiceClock",
        "sampleAssetApys",
        "sampleMarkets",
        "sampleRewards",
        "sampleUsers",
        "startMockServer",
      ]
    `);
  });

  it('imports no Node built-in, not even on demand, so browser bundles take it without a warning', () => {
    const files = readdirSync(sourceDir);
    expect(files).toContain('server.ts');
    for (const file of files) {
      const source = readFileSync(join(sourceDir, file), 'utf8');
      const valueImports = source.match(/^(?:import|export)(?!\s+type\b)[^;]*?from\s*['"]node:[^'"]+['"]/gm) ?? [];
      expect(valueImports, file).toEqual([]);
      // Vite warns of a dynamic import of a Node module too ("externalized for browser compatibility").
      expect(source, file).not.toMatch(/import\(\s*['"]node:/);
    }
    expect(readFileSync(join(sourceDir, 'server.ts'), 'utf8')).toContain("getBuiltinModule?.('node:http')");
  });

  it('imports nothing from React or from layers above core', () => {
    for (const file of readdirSync(sourceDir)) {
      const source = readFileSync(join(sourceDir, file), 'utf8');
      const specifiers = [...source.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
      for (const specifier of specifiers) {
        expect(specifier, file).not.toMatch(/^react|\/(query|react|format|components)\//);
        if (specifier.startsWith('../')) expect(specifier, file).toMatch(/^\.\.\/core\//);
      }
    }
  });
});
