import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Chain } from 'viem';
import * as viemChains from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { chainLabel, chainLabelInfo, protocolChainIds } from '../../src/core/chainRegistry';
import { chains } from '../../src/core/chains';

const viemMainnetIds = new Set<number>(
  Object.values(viemChains as Record<string, unknown>)
    .filter((chain): chain is Chain => typeof chain === 'object' && chain !== null && 'id' in chain)
    .filter((chain) => !chain.testnet)
    .map((chain) => chain.id),
);

describe('chain registry', () => {
  it('lists the protocol chains in display order, Mode and Base first', () => {
    expect(protocolChainIds).toEqual([34443, 8453, 10, 252, 1135, 60808, 5330, 480, 57073, 1923, 1868, 1750]);
  });

  it('gives every protocol chain a label and an https explorer root without a trailing slash', () => {
    for (const id of protocolChainIds) {
      const info = chainLabelInfo(id);
      expect(info).toMatchObject({ id, known: true });
      expect(info.label).not.toBe(String(id));
      expect(info.explorerUrl).toMatch(/^https:\/\/[a-z0-9.-]+[a-z]$/);
      expect(Object.isFrozen(info)).toBe(true);
    }
    expect(chainLabel(10)).toBe('OP Mainnet');
    expect(chainLabel('1750')).toBe('Metal L2');
  });

  it('takes Mode and Base from the rewards chains, so the two tables cannot disagree', () => {
    for (const chain of Object.values(chains)) {
      expect(chainLabelInfo(chain.id)).toMatchObject({ label: chain.label, explorerUrl: chain.explorerUrl });
    }
  });

  it('names only chain ids that viem knows as mainnets', () => {
    for (const id of protocolChainIds) expect(viemMainnetIds.has(id), `chain ${id}`).toBe(true);
  });

  it('degrades an unknown or malformed id to the id itself', () => {
    expect(chainLabelInfo(4242)).toEqual({ id: 4242, label: '4242', explorerUrl: undefined, known: false });
    expect(chainLabelInfo('0x10')).toMatchObject({ label: '0x10', known: false });
  });
});

describe('first-load modules', () => {
  // A viem subpath (`viem/chains`…) pulls serializers and hashing into an app's bundle; viem's root entry is a peer.
  it('import viem only from its root entry', () => {
    const root = join(import.meta.dirname, '../../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('testing'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /from\s+['"]viem\/|import\(\s*['"]viem\//.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
