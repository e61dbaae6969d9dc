// End-to-end test of examples/next-app (built on the packed tarball by scripts/e2e-next.sh) in Debian's Chromium.
// Starts the library's mock server here, so the test can switch its faults, and the app's `npm start` against it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
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

const figurePattern = /data-testid="apy-figure">(-?\d+\.\d{2}%)</g;

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

/** Types a wallet and waits until the rewards badge leaves its loading state; proves the page is hydrated. */
async function lookUp(page, user) {
  await page.getByTestId('wallet').fill(user);
  const badge = page.locator('[data-slot="rewards-badge"]');
  await badge.locator(':scope:not([data-state="loading"]):not([data-state="idle"])').waitFor();
  return badge;
}

test('the server HTML already holds the APY figures, and every script carries the per-request nonce', async () => {
  mock.service.reset();
  const response = await fetch(baseUrl);
  const html = await response.text();
  const figures = [...html.matchAll(figurePattern)].map((match) => match[1]);
  assert.ok(figures.length >= 10, `expected the latest APY per market in the HTML, got ${figures.length}`);
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
  const badge = await lookUp(page, sampleUsers.whale);
  assert.equal(await badge.getAttribute('data-state'), 'ready');
  assert.ok((await page.getByTestId('apy-figure').count()) >= 10);
  assert.deepEqual(apyRequests, [], 'the browser refetched the prefetched APYs');
  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});

test("a visitor whose browser speaks German gets the page's locale, and it hydrates without a mismatch", async (t) => {
  mock.service.reset();
  const { page, violations, pageErrors, consoleErrors } = await open(t, undefined, '/', { locale: 'de-DE' });
  await lookUp(page, sampleUsers.whale);
  const figures = await page.getByTestId('apy-figure').allTextContents();
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
  const { page, violations, pageErrors } = await open(t);
  const badge = await lookUp(page, sampleUsers.regular);
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
  await page.getByTestId('apy-figure').first().waitFor();
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

  await page.getByRole('button', { name: 'Switch to Base' }).click();
  await badge.locator(':scope[data-state="ready"]', { hasText: 'Base' }).waitFor();
  assert.match((await amount.textContent()) ?? '', compactStart(whale('base').totalRewards));

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
