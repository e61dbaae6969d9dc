#!/usr/bin/env bash
# End-to-end run of examples/vite-dapp on the packed tarball: `npm run example:vite`'s own install and build
# (scripts/example.mjs --build-only), a typecheck, then serve it with `vite preview` and drive it in Chromium
# (node --test e2e/*.e2e.mjs). The server is stopped even on failure.
# Needs `npm run build && bash scripts/check-package.sh` first: they make .pack/apy-rewards-kit.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
app=$root/examples/vite-dapp

node scripts/example.mjs vite --reuse-pack --clean --build-only
[ -f "$app/public/mockServiceWorker.js" ] || { echo "postinstall did not copy mockServiceWorker.js" >&2; exit 1; }

echo "::: typecheck"
(cd "$app" && npm run --silent typecheck)

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log=$(mktemp)
echo "::: vite preview on 127.0.0.1:$port"
# The bin is a node script, so $! is the server process itself.
(cd "$app" && exec ./node_modules/.bin/vite preview --host 127.0.0.1 --port "$port" --strictPort) >"$log" 2>&1 &
server=$!
stop_server() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -f "$log"
}
trap stop_server EXIT

base_url="http://127.0.0.1:$port/"
if ! node -e "
  const deadline = Date.now() + 30000;
  (async () => {
    while (Date.now() < deadline) {
      try { if ((await fetch(process.argv[1])).ok) return; } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    process.exit(1);
  })();
" "$base_url"; then
  echo "vite preview did not answer on $base_url" >&2
  cat "$log" >&2
  exit 1
fi

echo "::: e2e tests"
rm -rf e2e/screenshots
# Node 20's --test only finds *.test.* names in a directory, so the files are listed.
E2E_BASE_URL=$base_url node --test e2e/*.e2e.mjs
echo "screenshots: e2e/screenshots/"
