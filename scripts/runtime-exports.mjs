// The names src/index.ts exports at runtime (type-only exports left out), read from its export lists;
// test/index.test.ts keeps the list equal to the module's.
import { readFileSync } from 'node:fs';

const exportList = /export\s+(type\s+)?\{([^}]*)\}/g;

/** Runtime export names of the index module at `indexPath`, in source order. */
export function runtimeExports(indexPath) {
  const source = readFileSync(indexPath, 'utf8');
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(exportList)) {
    if (typeOnly) continue;
    for (const entry of list.split(',')) {
      const name = entry.trim();
      if (name === '' || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/).at(-1));
    }
  }
  return names;
}
