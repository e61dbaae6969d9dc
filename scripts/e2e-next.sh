#!/usr/bin/env bash
# End-to-end run of examples/next-app on the packed tarball: `npm run example:next`'s own install and `next build`
# (scripts/example.mjs --build-only), then drive `npm start` in Chromium (node --test e2e/next/*.e2e.mjs starts the
# mock server and the app, and stops both).
# Needs `npm run build && bash scripts/check-package.sh` first: they make .pack/apy-rewards-kit.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
node scripts/example.mjs next --reuse-pack --clean --build-only 2>&1 | tee "$log"
echo "install and next build took $(($(date +%s) - start)) s"
# The example sits inside the library's repository: Next must not take the repository for its workspace root.
if grep -iE 'workspace root|multiple lockfiles' "$log"; then
  echo "next build warned about the workspace root (see next.config.ts)" >&2
  exit 1
fi
[ ! -e examples/next-app/package-lock.json ] || { echo "the install left a lockfile in examples/next-app" >&2; exit 1; }

echo "::: e2e tests"
NEXT_TELEMETRY_DISABLED=1 node --test e2e/next/*.e2e.mjs
