#!/usr/bin/env bash
# End-to-end run of examples/next-app on the packed tarball: install it, `next build`, then drive `npm start`
# in Chromium (node --test e2e/next/*.e2e.mjs starts the mock server and the app, and stops both).
# Needs `npm run build && bash scripts/check-package.sh` first: they make .pack/apy-rewards-kit.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."
app=$PWD/examples/next-app
export NEXT_TELEMETRY_DISABLED=1

[ -f .pack/apy-rewards-kit.tgz ] || {
  echo ".pack/apy-rewards-kit.tgz is missing: run npm run build && bash scripts/check-package.sh first" >&2
  exit 1
}

echo "::: install examples/next-app"
rm -rf "$app/node_modules" "$app/.next"
(cd "$app" && npm install --no-audit --no-fund --no-package-lock --prefer-offline --loglevel=error)

echo "::: next build"
start=$(date +%s)
(cd "$app" && npm run --silent build)
echo "next build took $(($(date +%s) - start)) s"

echo "::: e2e tests"
node --test e2e/next/*.e2e.mjs
