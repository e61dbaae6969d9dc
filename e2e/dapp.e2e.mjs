// End-to-end test of examples/vite-dapp (built on the packed tarball) in Debian's Chromium, on the mock service.
// Run through scripts/e2e.sh, which builds and serves the example and sets E2E_BASE_URL.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseUrl = process.env.E2E_BASE_URL;
const screenshotDir = join(root, 'e2e/screenshots');
const axePath = join(root, 'node_modules/axe-core/axe.min.js');

// The fixtures of the package as installed in the example, so the test checks what a user gets.
const requireFromApp = createRequire(join(root, 'examples/vite-dapp/package.json'));
const { sampleUsers } = await import(pathToFileURL(requireFromApp.resolve('apy-rewards-kit/testing')).href);

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  assert.ok(baseUrl, 'E2E_BASE_URL is not set: run this test through scripts/e2e.sh');
  await mkdir(screenshotDir, { recursive: true });
  // launch() gives every run a fresh temporary profile (user-data-dir), removed on close.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
});

after(async () => {
  await browser?.close();
});

/**
 * Opens `path` in a fresh context and page: one page per navigation, since a reused tab races the MSW worker's
 * unregistering. Closes the context when the test ends and fails on any uncaught page error.
 */
async function open(t, path = '/', { bypassCSP = false, prepare = async (_context) => {} } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    bypassCSP,
  });
  await prepare(context);
  const page = await context.newPage();
  const pageErrors = [];
  const cspViolations = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // Both the DOM event and Chromium's console report, so a violation is counted however it surfaces.
  await page.exposeFunction('reportCspViolation', (text) => cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  page.cspViolations = cspViolations;
  t.after(async () => {
    await context.close();
    assert.deepEqual(
      pageErrors.map((error) => error.message),
      [],
      'uncaught errors in the page',
    );
    if (!page.expectsCspViolation) assert.deepEqual(cspViolations, [], 'CSP violations');
  });
  await page.goto(new URL(path, baseUrl).href);
  // Set once the data source is up (for the mock: once the MSW worker is active).
  await page.locator('html[data-source]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('html').getAttribute('data-source'), 'mock');
  return page;
}

const tableOf = (page) => page.locator('[data-slot="apy-table"]');

/** Waits until the table is ready and not fetching, with at least one row. */
async function waitForReady(page) {
  await page.locator('[data-slot="apy-table"][data-state="ready"]:not(:has([aria-busy]))').waitFor({ timeout: 20_000 });
  await tableOf(page).locator('[data-slot="row"]').first().waitFor();
}

const chainsOfRows = (page) =>
  tableOf(page)
    .locator('[data-slot="row"] [data-slot="chain"]')
    .evaluateAll((cells) => cells.map((c) => c.dataset.chain));

const rowTexts = (page) =>
  tableOf(page)
    .locator('[data-slot="row"]')
    .evaluateAll((rows) => rows.map((row) => row.textContent));

const shoot = (page, name) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/**
 * Runs axe-core (from the root's node_modules) on the whole page. Returns the violations, plus the contrast checks
 * axe could not decide (text over gradients or images), so every text's contrast is actually verified.
 */
async function axeProblems(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await window.axe.run(document);
    const undecided = result.incomplete.filter((rule) => rule.id === 'color-contrast');
    return [...result.violations, ...undecided].map((rule) => ({
      id: rule.id,
      impact: rule.impact,
      nodes: rule.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

test('the APY table loads the current APY of every market of every chain in the data', {
  timeout: 60_000,
}, async (t) => {
  const page = await open(t);
  await waitForReady(page);
  const table = tableOf(page);
  await assert.doesNotReject(table.getByText('Current APYs').waitFor());
  const chains = await chainsOfRows(page);
  assert.ok(chains.length >= 10, `expected a row per market, got ${chains.length}`);
  // Mode and Base, and the mock's OP Mainnet markets (an id without a style slug of its own).
  assert.deepEqual([...new Set(chains)].sort(), ['base', 'chain-10', 'mode']);
  assert.equal(await table.locator('[data-slot="stale"]').count(), 0, 'the mock data is current, nothing is stale');
  await shoot(page, '01-latest');
});

test('choosing Mode in the chain filter leaves only Mode rows', { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await waitForReady(page);
  const before = await chainsOfRows(page);
  await tableOf(page).getByRole('radio', { name: 'Mode', exact: true }).check();
  await page.waitForFunction(() => {
    const table = document.querySelector('[data-slot="apy-table"]');
    const cells = [...document.querySelectorAll('[data-slot="row"] [data-slot="chain"]')];
    return (
      table?.getAttribute('data-state') === 'ready' &&
      !table.querySelector('[aria-busy]') &&
      cells.length > 0 &&
      cells.every((cell) => cell.getAttribute('data-chain') === 'mode')
    );
  });
  const after = await chainsOfRows(page);
  assert.ok(after.every((chain) => chain === 'mode'));
  assert.equal(after.length, before.filter((chain) => chain === 'mode').length);
  await shoot(page, '02-mode-only');
});

test('the history view pages through snapshots', { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await waitForReady(page);
  await page.getByRole('radio', { name: 'History' }).check();
  const table = tableOf(page);
  await table.getByText('APY history').waitFor();
  await waitForReady(page);
  const pageInfo = table.locator('[data-slot="page-info"]');
  assert.match(await pageInfo.textContent(), /^Page 1 of \d+$/);
  const first = await rowTexts(page);
  assert.equal(first.length, 10);

  await table.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(() =>
    /^Page 2 of/.test(document.querySelector('[data-slot="page-info"]')?.textContent ?? ''),
  );
  await waitForReady(page);
  const second = await rowTexts(page);
  assert.equal(second.length, 10);
  assert.equal(second.filter((row) => first.includes(row)).length, 0, 'page 2 shares no row with page 1');
  await shoot(page, '03-history-page-2');

  await table.getByRole('button', { name: 'Previous' }).click();
  await page.waitForFunction(() =>
    /^Page 1 of/.test(document.querySelector('[data-slot="page-info"]')?.textContent ?? ''),
  );
  await waitForReady(page);
  assert.deepEqual(await rowTexts(page), first);
});

test('a typed wallet address shows its ION rewards on each chain and in total', { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await waitForReady(page);
  await page.getByLabel('Wallet address').fill(sampleUsers.regular);
  const mode = page.getByRole('group', { name: 'ION rewards earned on Mode' });
  const base = page.getByRole('group', { name: 'ION rewards earned on Base' });
  await mode.getByText('1.53K ION', { exact: true }).waitFor();
  await base.getByText('87.5 ION', { exact: true }).waitFor();
  // Each badge's status region says what it settled on, for screen readers.
  assert.equal(await mode.getByRole('status').textContent(), 'ION rewards earned on Mode: 1.53K ION');
  assert.equal(await base.getByRole('status').textContent(), 'ION rewards earned on Base: 87.5 ION');
  assert.equal(await mode.getAttribute('data-state'), 'ready');
  // 1534.27 + 87.5, summed exactly in wei by useUserRewardsAllChains.
  await page.getByTestId('rewards-total').getByText('1,621.77 ION earned on Mode and Base').waitFor();
  await shoot(page, '04-wallet-rewards');

  await page.getByLabel('Wallet address').fill('0x1234');
  await page.getByText('Enter a valid wallet address').first().waitFor();
  assert.equal(await page.getByTestId('rewards-total').count(), 0);
});

test('the page has no axe violations, with rewards shown and in the history view', { timeout: 90_000 }, async (t) => {
  // axe-core is injected as an inline script, which the page's CSP rightly refuses.
  const page = await open(t, '/', { bypassCSP: true });
  await waitForReady(page);
  await page.getByLabel('Wallet address').fill(sampleUsers.regular);
  await page.getByTestId('rewards-total').getByText('ION earned').waitFor();
  assert.deepEqual(await axeProblems(page), []);

  await page.getByRole('radio', { name: 'History' }).check();
  await tableOf(page).getByText('APY history').waitFor();
  await waitForReady(page);
  assert.deepEqual(await axeProblems(page), []);
});

test('a server error shows the error state and "Try again" recovers', { timeout: 90_000 }, async (t) => {
  // ?fault=apy500: the APY service answers 500 to both first reads (newest batch, window) and each of their retries.
  // axe-core is injected as an inline script, which the page's CSP rightly refuses.
  const page = await open(t, '/?fault=apy500', { bypassCSP: true });
  const table = tableOf(page);
  await page.locator('[data-slot="apy-table"][data-state="error"]').waitFor({ timeout: 30_000 });
  const alert = table.getByRole('alert');
  await alert.getByText('Couldn’t load market APYs').waitFor();
  // An end-user sentence for a 5xx, not the server's text or status (its words load with the first error).
  await alert.getByText('The service is having trouble.').waitFor();
  assert.match(await alert.textContent(), /The service is having trouble\./);
  const attempts = await page.evaluate(() => window.__mock?.requests.filter((r) => r.service === 'apy').length);
  assert.equal(attempts, 5, 'the newest batch once, then the window: one request and three retries');
  await shoot(page, '05-error');
  assert.deepEqual(await axeProblems(page), []);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await waitForReady(page);
  assert.equal(await table.getByRole('alert').count(), 0);
  assert.ok((await chainsOfRows(page)).length >= 10);
  await shoot(page, '06-recovered');
});

test('offline, the alert whose chunk cannot load keeps the page', { timeout: 90_000 }, async (t) => {
  const refused = [];
  const page = await open(t, '/?fault=apy500', {
    bypassCSP: true,
    prepare: (context) =>
      context.route(/\/ErrorAlert[^/]*\.js(\?|$)/, (route) => {
        refused.push(route.request().url());
        return route.abort('internetdisconnected');
      }),
  });
  const table = tableOf(page);
  await page.locator('[data-slot="apy-table"][data-state="error"]').waitFor({ timeout: 30_000 });
  const alert = table.getByRole('alert');
  await alert.getByText('Couldn’t load market APYs').waitFor();
  await page.waitForTimeout(300);
  assert.ok(refused.length > 0, 'the alert’s chunk was requested and refused');
  assert.equal(await alert.locator('[aria-hidden="true"]').count(), 0, 'the title is read out');
  await page.getByLabel('Wallet address').waitFor();
  await shoot(page, '07-error-alert-offline');
  assert.deepEqual(await axeProblems(page), []);
  // open() asserts that no error reached the page (an uncaught one would have unmounted it).
});

test('vite preview sends a strict CSP: no inline script, no eval', async () => {
  const policy = (await fetch(baseUrl)).headers.get('content-security-policy') ?? '';
  assert.match(policy, /script-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
});

test('a rewards answer that fails the quick check loads zod, with no CSP violation', { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await waitForReady(page);
  await page.evaluate(() => window.__mock.setFaults({ rewards: { kind: 'wrongType' } }));
  await page.getByLabel('Wallet address').fill(sampleUsers.regular);
  const mode = page.getByRole('group', { name: 'ION rewards earned on Mode' });
  await mode.locator(':scope[data-state="error"]').waitFor();
  // open() asserts zero CSP violations when the test ends.
});

test('the CSP violation counter sees an injected inline script', { timeout: 60_000 }, async (t) => {
  const page = await open(t, '/', {
    prepare: (context) =>
      context.route(baseUrl, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>');
        await route.fulfill({ response, body: html });
      }),
  });
  page.expectsCspViolation = true;
  assert.equal(await page.evaluate(() => window.injectedRan === true), false);
  for (let tries = 0; page.cspViolations.length === 0 && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(page.cspViolations.length > 0, 'a blocked inline script was not counted');
});
