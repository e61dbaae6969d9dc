#!/usr/bin/env bash
# Packs the library and checks the tarball as a user gets it: publint, attw, contents,
# then installs it into examples/node-consumer and runs the README script and a typecheck there.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .pack && mkdir -p .pack
tarball=$(npm pack --silent --pack-destination .pack | tail -1)
mv ".pack/$tarball" .pack/apy-rewards-kit.tgz
echo "packed $tarball"

npx publint --strict .pack/apy-rewards-kit.tgz
npx attw --pack .pack/apy-rewards-kit.tgz --profile esm-only --exclude-entrypoints ./styles.css ./styles/theme.css ./styles/table.css ./styles/badge.css ./styles/chart.css --format table-flipped

contents=$(tar -tzf .pack/apy-rewards-kit.tgz)
if grep -E '(\.test\.|\.test-d\.|\.stories\.|mockServiceWorker|/test/|/stories/|/e2e/|/examples/)' <<<"$contents"; then
  echo "tests, stories, examples or the MSW worker leaked into the tarball" >&2
  exit 1
fi

# The rest is checked on the unpacked tarball, as a user gets it (not on dist/, which a later build may change).
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -xzf .pack/apy-rewards-kit.tgz -C "$unpacked"
node --input-type=module - "$unpacked/package" <<'NODE'
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative } from 'node:path';

const dir = process.argv[2];
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const problems = [];
const files = (root) =>
  readdirSync(join(dir, root), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));

for (const file of ['README.md', 'CHANGELOG.md']) {
  if (!existsSync(join(dir, file))) problems.push(`${file} is not in the tarball`);
}

// CSS: every stylesheet entry (all of it, and each part) exists and `sideEffects` keeps it (bundlers drop
// side-effect-only imports otherwise).
const stylesheets = ['./styles.css', ...['theme', 'table', 'badge', 'chart'].map((part) => `./styles/${part}.css`)];
for (const entry of stylesheets) {
  const cssTarget = pkg.exports?.[entry];
  if (typeof cssTarget?.default !== 'string' || !existsSync(join(dir, cssTarget.default))) {
    problems.push(`exports["${entry}"] points at no file`);
  }
  // TypeScript 6 checks side-effect imports: each stylesheet has a declaration a project without `*.css` types finds.
  if (typeof cssTarget?.types !== 'string' || !existsSync(join(dir, cssTarget.types))) {
    problems.push(`exports["${entry}"] has no types`);
  }
}
const glob = (pattern) =>
  new RegExp(
    `^${pattern
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '(?:.*/)?')}$`,
  );
const keepsCss = (file) =>
  pkg.sideEffects === true ||
  pkg.sideEffects === undefined ||
  (Array.isArray(pkg.sideEffects) &&
    pkg.sideEffects.some((pattern) => (pattern.includes('/') ? glob(pattern) : glob(`**/${pattern}`)).test(file)));
for (const css of files('dist').filter((file) => file.endsWith('.css'))) {
  if (!keepsCss(css)) problems.push(`sideEffects does not keep ${css}`);
}

// "use client" on every module with hooks or components, and only there: core, query, format and testing stay
// importable from React Server Components and plain Node.
const clientDirective = /^(?:\/\*[^]*?\*\/\s*)?["']use client["'];?/;
// Plain constants exported next to the components (column ids, defaults) stay plain values in a Server Component.
const serverSafe = /^dist\/(core|query|format|testing)\/|^dist\/components\/ApyTable\/tableDefaults\.js$/;
for (const file of files('dist').filter((file) => file.endsWith('.js'))) {
  const isClient = /^dist\/(react|components)\//.test(file) && !serverSafe.test(file);
  const hasDirective = clientDirective.test(readFileSync(join(dir, file), 'utf8'));
  if (isClient && !hasDirective) problems.push(`${file} lacks the "use client" directive`);
  if (serverSafe.test(file) && hasDirective) {
    problems.push(`${file} has "use client" but must stay usable on the server`);
  }
}

// Every package a published declaration imports is one the kit declares: an undeclared one (a transitive
// dependency) is missing under pnpm or Yarn PnP, and the types that name it silently become \`any\`.
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
for (const file of files('dist').filter((file) => file.endsWith('.d.ts'))) {
  const code = readFileSync(join(dir, file), 'utf8');
  for (const [, spec] of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"'.][^"']*)["']/g)) {
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (!declared.has(name) && !name.startsWith('node:')) problems.push(`${file} imports ${spec}, which the kit does not declare`);
  }
}

// The server entry runs in route handlers, Workers, Deno and Bun: its module graph holds no React, no MSW, no Node
// built-ins and no "use client" module.
const serverEntry = pkg.exports?.['./server'];
if (!serverEntry?.types || !existsSync(join(dir, serverEntry.types)) || !existsSync(join(dir, serverEntry.default))) {
  problems.push('exports["./server"] points at no types or no module');
} else {
  const seen = new Set();
  const bare = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    if (clientDirective.test(code)) problems.push(`${file} (reached from the server entry) has "use client"`);
    for (const [, spec] of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (spec.startsWith('.')) walk(join(file, '..', spec));
      else bare.add(spec);
    }
  };
  walk(serverEntry.default.replace(/^\.\//, ''));
  for (const spec of bare) {
    if (/^(react|react-dom|@tanstack\/|msw|node:)/.test(spec)) problems.push(`the server entry imports ${spec}`);
  }
  console.log(`server entry: ${seen.size} modules, imports ${[...bare].join(', ') || 'nothing else'}`);
}

// Source maps point at the right lines: a statement's first name is on the source line its mapping names (TypeScript
// and JSX rewrite some lines, so a few misses are normal; a map shifted by a line misses most).
let mapped = 0;
let missed = 0;
for (const file of files('dist').filter((file) => file.endsWith('.js') && existsSync(join(dir, `${file}.map`)))) {
  const raw = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
  const map = new SourceMap(raw);
  let fileMapped = 0;
  let fileMissed = 0;
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const name = /^\s*(?:(?:const|let|var|return|if|function|export|async|await)\s+)*\(?([A-Za-z_$][\w$]{3,})/.exec(text)?.[1];
      const entry = name && map.findEntry(line, text.indexOf(name));
      if (!entry || entry.originalLine === undefined) return;
      const source = raw.sourcesContent?.[Math.max(0, raw.sources.indexOf(entry.originalSource))] ?? '';
      fileMapped += 1;
      if (!source.split('\n')[entry.originalLine]?.includes(name)) fileMissed += 1;
    });
  mapped += fileMapped;
  missed += fileMissed;
  if (fileMapped >= 10 && fileMissed / fileMapped > 0.5) problems.push(`${file}.map misplaces ${fileMissed} of ${fileMapped} lines`);
}
if (mapped === 0 || missed / mapped > 0.2) problems.push(`source maps misplace ${missed} of ${mapped} lines`);
console.log(`source maps: ${mapped - missed} of ${mapped} sampled lines on their source line`);

if (problems.length > 0) {
  console.error(problems.map((problem) => `package: ${problem}`).join('\n'));
  process.exit(1);
}
console.log('tarball contents, stylesheets, sideEffects, "use client" directives and source maps: ok');
NODE

cd examples/node-consumer
rm -rf node_modules package-lock.json
npm install --no-audit --no-fund --no-package-lock --prefer-offline >/dev/null
npx tsc --noEmit -p .
# A product's declaration files that name the kit's query options must typecheck in turn.
rm -rf .declarations
npx tsc -p tsconfig.declarations.json
npx tsc -p tsconfig.declarations-check.json
node fetch-page.mjs
node --test consumer.test.mjs
