// End-to-end test of examples/next-app (built on the packed tarball by `node scripts/example.mjs next --build-only`,
// which scripts/e2e-next.sh runs) in Debian's Chromium.
// Starts the library's mock server here, so the test can switch its faults, and the app's `npm start` against it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { getAddress } from 'viem';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'examples/next-app');
// The testing entry as installed in the example, so the test checks what a user gets.
const requireFromApp = createRequire(join(app, 'package.json'));
const { startMockServer, sampleUsers } = await import(
  pathToFileURL(requireFromApp.resolve('apy-rewards-kit/testing')).href
);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let mock;
let nextServer;
let baseUrl = '';
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  mock = await startMockServer();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  nextServer = spawn(process.execPath, ['start.mjs'], {
    cwd: app,
    env: {
      ...process.env,
      PORT: String(port),
      APY_URL: mock.apyUrl,
      ANON_KEY: mock.anonKey,
      REWARDS_API_ORIGIN: mock.rewardsUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/ion-rewards/api/rewards/mode/${sampleUsers.none}`)).ok) break;
    } catch {}
    assert.ok(Date.now() < deadline, `next start did not answer on ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
});

after(async () => {
  await browser?.close();
  if (nextServer && nextServer.exitCode === null) {
    const exited = new Promise((resolve) => nextServer.once('exit', resolve));
    nextServer.kill('SIGTERM');
    await exited;
  }
  await mock?.close();
});

/** A total supply APY cell of the kit's table in server HTML: the figure is the cell's first text. */
const figurePattern = /data-column="totalSupplyApy"[^>]*>(-?\d+\.\d{2}%)/g;
/** The links the table's `getRowHref` gives each market. */
const marketLinkPattern = /href="(\/market\/\d+\/0x[0-9a-f]{40})"/g;

/**
 * Opens the page in a fresh context; collects CSP violations (the DOM event and Chromium's console report),
 * uncaught page errors and every browser request to the APY service.
 */
async function open(t, prepare = async (_context) => {}, path = '/', contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  await prepare(context);
  const page = await context.newPage();
  const violations = [];
  const pageErrors = [];
  const apyRequests = [];
  await page.exposeFunction('reportCspViolation', (text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const consoleErrors = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    else if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith(mock.apyUrl)) apyRequests.push(request.url());
  });
  t.after(() => context.close());
  const response = await page.goto(new URL(path, baseUrl).href);
  return { page, response, violations, pageErrors, consoleErrors, apyRequests };
}

/** Waits until React has hydrated the table (it attaches its fiber to the DOM nodes it owns) and the network is idle. */
async function hydrated(page) {
  await page.waitForFunction(() => {
    const table = document.querySelector('[data-slot="apy-table"]');
    return table !== null && Object.keys(table).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
}

/** Connects the mock wallet on /wallet and waits until the rewards badge leaves its loading state. */
async function connectWallet(page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const badge = page.locator('[data-slot="rewards-badge"]');
  await badge.locator(':scope:not([data-state="loading"]):not([data-state="idle"])').waitFor();
  return badge;
}

/** The figures of one APY column as shown (the reward part of a total is its own element, left out). */
const columnFigures = (page, column) =>
  page
    .locator(`[data-slot="row"] [data-column="${column}"]`)
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim() ?? ''));

test('the server HTML already holds the APY table with figures, and every script carries the per-request nonce', async () => {
  mock.service.reset();
  const response = await fetch(baseUrl);
  const html = await response.text();
  assert.match(html, /<table\b/);
  const figures = [...html.matchAll(figurePattern)].map((match) => match[1]);
  assert.ok(figures.length >= 10, `expected the latest APY per market in the HTML, got ${figures.length}`);
  const markets = new Set([...html.matchAll(marketLinkPattern)].map((match) => match[1]));
  assert.ok(markets.size >= 10, `expected a link to each market's page, got ${markets.size}`);
  // The header links both pages.
  assert.match(html, /<nav\b[^>]*aria-label="Main"[^>]*>.*href="\/".*href="\/wallet"/s);
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  assert.ok(nonce, `no nonce in the CSP: ${policy}`);
  assert.doesNotMatch(policy, /unsafe-eval|unsafe-inline/);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  assert.ok(scripts.length > 0);
  for (const script of scripts) assert.match(script, new RegExp(`nonce="${nonce}"`), script);
  // The page names its icon, so no browser asks for a /favicon.ico that would answer 404.
  const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
  assert.ok(icon, 'no icon link in the HTML');
  assert.equal((await fetch(new URL(icon.replaceAll('&amp;', '&'), baseUrl))).status, 200);
  const second = (await fetch(baseUrl)).headers.get('content-security-policy');
  assert.notEqual(/'nonce-([^']+)'/.exec(second ?? '')?.[1], nonce, 'the nonce must change per request');
});

test('after hydration the prefetched APYs are not requested again, and no CSP violation occurs', async (t) => {
  mock.service.reset();
  const { page, violations, pageErrors, apyRequests } = await open(t);
  await hydrated(page);
  const figures = await columnFigures(page, 'totalSupplyApy');
  assert.ok(figures.filter((figure) => /^\d+\.\d{2}%$/.test(figure)).length >= 10, figures.join(' '));
  // Hydrated: the chain filter filters.
  await page.getByRole('radio', { name: 'Base' }).check();
  await page.locator('[data-slot="row"] [data-chain="mode"]').first().waitFor({ state: 'detached' });
  assert.ok((await page.locator('[data-slot="row"] [data-chain="base"]').count()) > 0);
  assert.deepEqual(apyRequests, [], 'the browser refetched the prefetched APYs');
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test("a visitor whose browser speaks German gets the page's locale, and it hydrates without a mismatch", async (t) => {
  mock.service.reset();
  const { page, violations, pageErrors, consoleErrors } = await open(t, undefined, '/', { locale: 'de-DE' });
  await hydrated(page);
  const figures = await columnFigures(page, 'totalSupplyApy');
  assert.ok(figures.length >= 10);
  // A market whose newest snapshot has no total APY (the mock has such hours) shows the dash in any locale.
  for (const figure of figures) assert.match(figure, /^(-?\d+\.\d{2}%|—)$/);
  assert.ok(figures.filter((figure) => figure !== '—').length >= 10, figures.join(' '));
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(violations, []);
});

test('a page that does not exist answers 404 under the same strict CSP, with zero violations', async (t) => {
  const { page, response, violations, pageErrors } = await open(t, undefined, '/no-such-page');
  assert.equal(response?.status(), 404);
  assert.match((await response?.headerValue('content-security-policy')) ?? '', /script-src[^;]*'nonce-[^']+'/);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test('a rewards answer that fails the quick check loads zod, which runs without eval: zero CSP violations', async (t) => {
  mock.service.reset();
  mock.service.setFaults({ rewards: { kind: 'wrongType' } });
  const { page, violations, pageErrors } = await open(t, undefined, '/wallet');
  const badge = await connectWallet(page);
  assert.equal(await badge.getAttribute('data-state'), 'error');
  assert.ok(
    mock.service.requests.some((entry) => entry.service === 'rewards'),
    'the rewards request did not reach the mock',
  );
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test('the violation counter sees an injected inline script, so the zero counts above can fail', async (t) => {
  // The page's own HTML and CSP header, with an inline script an injection would add (no nonce) before </body>.
  const { page, violations } = await open(t, async (context) => {
    await context.route(baseUrl, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>');
      await route.fulfill({ response, body: html });
    });
  });
  await page.locator('[data-slot="row"]').first().waitFor();
  assert.equal(await page.evaluate(() => window.injectedRan === true), false);
  for (let tries = 0; violations.length === 0 && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(violations.length > 0, 'a blocked inline script was not counted');
});

test('the proxy route answers 200 for a valid wallet and 400 for a bad chain or address', async () => {
  mock.service.reset();
  const ok = await fetch(`${baseUrl}/api/ion-rewards/api/rewards/base/${sampleUsers.regular}`);
  assert.equal(ok.status, 200);
  const body = await ok.json();
  // The rewards API checksums the token address; the proxy passes the body through untouched.
  assert.deepEqual(
    { ...body, ionTokenAddress: body.ionTokenAddress.toLowerCase() },
    {
      chain: 'base',
      user: sampleUsers.regular,
      totalRewards: '87500000000000000000',
      ionTokenAddress: '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
    },
  );
  const badChain = await fetch(`${baseUrl}/api/ion-rewards/api/rewards/optimism/${sampleUsers.regular}`);
  assert.equal(badChain.status, 400);
  assert.deepEqual(await badChain.json(), { error: 'Invalid chain. Supported chains are: mode, base' });
  const badAddress = await fetch(`${baseUrl}/api/ion-rewards/api/rewards/mode/0x1234`);
  assert.equal(badAddress.status, 400);
  assert.deepEqual(await badAddress.json(), { error: 'Invalid address' });
  const post = await fetch(`${baseUrl}/api/ion-rewards/api/rewards/mode/${sampleUsers.regular}`, { method: 'POST' });
  assert.equal(post.status, 405);
});

test('MOCK=1 npm start runs the app on its own mock server, with no service URLs set', async (t) => {
  const port = await freePort();
  const env = { ...process.env, MOCK: '1', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' };
  for (const name of ['APY_URL', 'ANON_KEY', 'REWARDS_API_ORIGIN']) delete env[name];
  const child = spawn('npm', ['start', '--silent'], { cwd: app, env, stdio: 'ignore', detached: true });
  t.after(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let html = '';
  while (!html) {
    try {
      const response = await fetch(url);
      if (response.ok) html = await response.text();
    } catch {}
    if (!html) {
      assert.ok(Date.now() < deadline, `MOCK=1 npm start did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  assert.ok([...html.matchAll(figurePattern)].length >= 10);
  const rewards = await fetch(`${url}/api/ion-rewards/api/rewards/mode/${sampleUsers.modeOnly}`);
  assert.equal(rewards.status, 200);
  assert.equal((await rewards.json()).totalRewards, '42000000000000000000');
});

/** The start of a compact ION figure: its first three digits and the thousands suffix (`M`, `B`…). */
function compactStart(totalRewards) {
  const whole = (BigInt(totalRewards) / 10n ** 18n).toString();
  const group = Math.floor((whole.length - 1) / 3);
  const lead = whole.slice(0, whole.length - group * 3);
  const suffix = ['', 'K', 'M', 'B', 'T'][group];
  return new RegExp(`^${lead}(\\.\\d+)?${suffix} ION$`);
}

test('wagmi: connect shows the mock rewards, switching chain shows the other chain, disconnect shows the prompt', async (t) => {
  mock.service.reset();
  const { page, violations, pageErrors } = await open(t, async () => {}, '/wallet');
  const badge = page.locator('[data-slot="rewards-badge"]');
  const amount = badge.locator('[data-slot="amount"]');
  const whale = (chain) =>
    mock.service.data.rewards.find((record) => record.chain === chain && record.user === sampleUsers.whale);

  await page.getByText('Connect a wallet to see your ION rewards').waitFor();
  assert.equal(await badge.getAttribute('data-state'), 'idle');
  // No wallet, no chain: the badge's name claims none.
  assert.equal(await page.getByRole('group', { name: 'ION rewards earned', exact: true }).count(), 1);

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await badge.locator(':scope[data-state="ready"]').waitFor();
  assert.match((await amount.textContent()) ?? '', compactStart(whale('mode').totalRewards));
  assert.match((await badge.textContent()) ?? '', /Mode/);
  const fact = (term) =>
    page.locator('.wallet-card__facts > div', { has: page.getByText(term, { exact: true }) }).locator('dd');
  assert.equal(await fact('Address').getAttribute('title'), getAddress(sampleUsers.whale));
  assert.equal(await fact('Network').textContent(), 'Mode');

  await page.getByRole('button', { name: 'Switch to Base' }).click();
  await badge.locator(':scope[data-state="ready"]', { hasText: 'Base' }).waitFor();
  assert.match((await amount.textContent()) ?? '', compactStart(whale('base').totalRewards));
  assert.equal(await fact('Network').textContent(), 'Base');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByText('Connect a wallet to see your ION rewards').waitFor();
  assert.equal(await badge.getAttribute('data-state'), 'idle');
  assert.equal(await badge.getByRole('alert').count(), 0);

  const rewardPaths = mock.service.requests
    .filter((entry) => entry.service === 'rewards')
    .map((entry) => new URL(entry.url).pathname);
  assert.deepEqual(rewardPaths, [`/api/rewards/mode/${sampleUsers.whale}`, `/api/rewards/base/${sampleUsers.whale}`]);
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test('a market link leads to the market page, whose server HTML holds that market and only that market', async (t) => {
  mock.service.reset();
  const home = await (await fetch(baseUrl)).text();
  const href = [...home.matchAll(marketLinkPattern)][0]?.[1];
  assert.ok(href, 'no market link on the home page');
  const [, , chainId, ctoken] = href.split('/');
  const newest = mock.service.data.assetApys
    .filter((row) => row.chain_id === chainId && row.ctoken_address === ctoken)
    .sort((left, right) => Date.parse(right.created_at) - Date.parse(left.created_at))[0];
  assert.ok(newest, `the mock has no rows for ${href}`);

  const response = await fetch(new URL(href, baseUrl));
  assert.equal(response.status, 200);
  const html = await response.text();
  const rows = html.match(/data-slot="row"/g) ?? [];
  assert.equal(rows.length, 1, 'the market page lists one market');
  // The kit's history chart, rendered on the server from the prefetched week.
  assert.match(html, /<figure[^>]*data-slot="chart"/, 'no APY chart in the market page');
  assert.match(html, /APY over time/);
  // The newest snapshot's supply APY, to two decimals (the kit rounds the decimal string itself; within half a cent).
  const supply = /data-column="supplyApy"[^>]*>(-?[\d,]+\.\d{2})%</.exec(html)?.[1];
  if (newest.supplyApy === null) assert.match(html, /data-column="supplyApy"[^>]*data-empty=""/);
  else {
    assert.ok(supply, 'no supply APY figure in the market page');
    assert.ok(Math.abs(Number(supply.replaceAll(',', '')) - Number(newest.supplyApy)) <= 0.0051, supply);
  }

  const { page, violations, pageErrors } = await open(t, undefined, href);
  await hydrated(page);
  await page.getByRole('link', { name: '← All markets' }).click();
  await page.waitForURL(`${baseUrl}/`);
  assert.ok((await page.locator('[data-slot="row"]').count()) >= 10);
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test('a market page for a malformed or unlisted market answers 404', async () => {
  const unlisted = `/market/34443/0x${'1'.repeat(40)}`;
  for (const path of ['/market/mode/0x1234', '/market/34443/not-an-address', unlisted]) {
    assert.equal((await fetch(new URL(path, baseUrl))).status, 404, path);
  }
});

test('the header navigates between the markets and the wallet page, marking the current one', async (t) => {
  mock.service.reset();
  assert.equal((await fetch(new URL('/wallet', baseUrl))).status, 200);
  const { page, violations, pageErrors } = await open(t);
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  assert.equal(await nav.getByRole('link', { name: 'Markets' }).getAttribute('aria-current'), 'page');
  await nav.getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('heading', { name: 'Your ION rewards' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/wallet');
  assert.equal(await nav.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current'), 'page');
  await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});
