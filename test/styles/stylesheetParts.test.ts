import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetParts } from '../../scripts/stylesheets.mjs';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The components each part styles: an app that shows only these imports `styles/theme.css` and that part. */
const partComponents = {
  table: ['ApyTable/ApyTable.tsx', 'ApyTable/AssetApyTable.tsx', 'ChainFilter/ChainFilter.tsx'],
  badge: ['RewardsBadge/RewardsBadge.tsx', 'RewardsBadge/UserRewardsBadge.tsx'],
  chart: ['ApyChart/ApyChart.tsx', 'ApyChart/AssetApyChart.tsx'],
} as const;

/** The modules of src/components a component reaches, lazy ones too (their markup shows in the same styles). */
function reachedModules(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = relative(root, resolve(root, dirname(file), spec as string));
      if (!base.startsWith('src/components/')) continue;
      const found = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(join(root, candidate)));
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(`src/components/${entry}`);
  return [...seen];
}

// `ark-…` not after a hyphen: class names, not the `--ark-*` tokens or `data-ark-theme`.
const classNamesIn = (code: string) => new Set([...code.matchAll(/(?<![-\w])ark-[a-z][\w-]*/g)].map(([name]) => name));
const classesDefinedIn = (css: string) => new Set([...css.matchAll(/\.(ark-[a-z][\w-]*)/g)].map(([, name]) => name));

describe('stylesheet parts', () => {
  it('styles.css imports every part, theme first, in the order the parts list them', () => {
    const imported = [...read('src/styles/index.css').matchAll(/@import "([^"]+)"/g)].map(([, path]) =>
      relative(root, resolve(root, 'src/styles', path as string)),
    );
    expect(imported).toEqual(Object.values(stylesheetParts).flat());
    expect(Object.keys(stylesheetParts)[0]).toBe('theme');
  });

  // A class no stylesheet styles is a hook for products; one styled only in another part would be unstyled here.
  it.each(Object.entries(partComponents))(
    'the theme and the %s part style every class its components use',
    (part, entries) => {
      const styledAnywhere = classesDefinedIn(Object.values(stylesheetParts).flat().map(read).join('\n'));
      const own = [...stylesheetParts.theme, ...stylesheetParts[part as keyof typeof partComponents]];
      const defined = classesDefinedIn(own.map(read).join('\n'));
      const modules = reachedModules(entries);
      const missing = modules.flatMap((file) =>
        [...classNamesIn(read(file))]
          .filter((name) => styledAnywhere.has(name) && !defined.has(name))
          .map((name) => `${name} (${file})`),
      );
      expect(modules.length).toBeGreaterThan(entries.length);
      expect(missing).toEqual([]);
    },
  );
});
