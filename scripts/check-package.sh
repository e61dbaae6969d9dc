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
npx attw --pack .pack/apy-rewards-kit.tgz --profile esm-only --exclude-entrypoints ./styles.css --format table-flipped

contents=$(tar -tzf .pack/apy-rewards-kit.tgz)
if grep -E '(\.test\.|\.stories\.|mockServiceWorker|/test/|/stories/)' <<<"$contents"; then
  echo "tests, stories or the MSW worker leaked into the tarball" >&2
  exit 1
fi
grep -q 'package/dist/styles.css' <<<"$contents" || { echo "dist/styles.css missing" >&2; exit 1; }
for entry in dist/react/useAssetApys.js dist/components/ApyTable/ApyTable.js; do
  if [ -f "$entry" ] && ! head -1 "$entry" | grep -q '"use client"'; then
    echo "$entry lacks the \"use client\" directive" >&2
    exit 1
  fi
done
if head -1 dist/core/assetApys.js | grep -q '"use client"'; then
  echo "core modules must stay usable on the server" >&2
  exit 1
fi

cd examples/node-consumer
rm -rf node_modules package-lock.json
npm install --no-audit --no-fund --no-package-lock --prefer-offline >/dev/null
npx tsc --noEmit -p .
node fetch-page.mjs
node --test consumer.test.mjs
