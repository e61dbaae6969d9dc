#!/usr/bin/env bash
# End-to-end run of examples/next-app on the packed tarball: `npm run example:next`'s own install and `next build`
# (scripts/example.mjs --build-only), then drive `npm start` in Chromium (node --test e2e/next/*.e2e.mjs starts the
# mock server and the app, and stops both).
# Needs `npm run build && bash scripts/check-package.sh` first: they make .pack/apy-rewards-kit.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
node scripts/example.mjs next --reuse-pack --clean --build-only
echo "install and next build took $(($(date +%s) - start)) s"

echo "::: e2e tests"
NEXT_TELEMETRY_DISABLED=1 node --test e2e/next/*.e2e.mjs
