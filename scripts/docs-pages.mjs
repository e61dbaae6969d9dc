// Every docs page of the built Storybook in Chromium, the guides (stories/guides/*.mdx) included: each story block
// shows the state of its own story, the same as the story opened alone without its play function (`embed=true`, as
// docs render it). A shared mock service used to make every block show the state of the last story loaded. Needs `npm run build-storybook` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storybookSession } from './storybook-session.mjs';
import { storybookEntries } from './storybook-static.mjs';

// DOCS_FILTER (a regular expression on the docs id) narrows the run while developing.
const filter = new RegExp(process.env.DOCS_FILTER ?? '');
const docs = (await storybookEntries()).docs.filter((entry) => filter.test(entry.id));

const session = storybookSession();

/**
 * Runs in the page: waits until nothing in `selector` is loading (or, for a story that stays loading, until what it
 * shows has not changed for 3 s), then describes what it shows.
 */
async function settledState(selector) {
  const describe = (root) => {
    if (!root?.firstElementChild) return null;
    const texts = (query) => [...root.querySelectorAll(query)].map((element) => element.textContent.trim());
    return {
      states: [...root.querySelectorAll('[data-slot][data-state]')].map(
        (element) => `${element.dataset.slot}:${element.dataset.state}`,
      ),
      alerts: texts('[role="alert"]'),
      amounts: texts('[data-slot="amount"], [data-slot="placeholder"], [data-slot="hint"]'),
    };
  };
  // An alert whose words are still loading (the table's lazy chunk) is not what it will show either.
  const busy = (root) =>
    root.querySelector(
      '[data-state="loading"], [aria-busy="true"], [role="alert"][data-slot="error"]:not(:has([data-slot="error-message"]))',
    ) !== null;
  const deadline = Date.now() + 20_000;
  let last = '';
  let since = Date.now();
  for (;;) {
    const root = document.querySelector(selector);
    const shown = describe(root);
    if (shown && (!busy(root) || Date.now() - since >= 3000 || Date.now() > deadline)) return shown;
    const key = JSON.stringify(shown);
    if (key !== last) {
      last = key;
      since = Date.now();
    }
    if (Date.now() > deadline) return shown;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openPage(url) {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

/** What each docs page's story blocks show, by story id (the primary block and the story's own block both). */
async function docsBlocks(docsId) {
  const { page, close } = await openPage(`${session.server.url}iframe.html?viewMode=docs&id=${docsId}`);
  try {
    await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
    // A guide page may hold no story; a component's docs page holds at least its primary story.
    if (!docsId.startsWith('guides-')) {
      await page.locator('[id^="story--"][id$="-inner"]').first().waitFor({ timeout: 30_000 });
    }
    const ids = await page
      .locator('[id^="story--"][id$="-inner"]')
      .evaluateAll((blocks) => blocks.map((block) => block.id));
    const blocks = [];
    for (const id of ids) {
      const storyId = id
        .replace(/^story--/, '')
        .replace(/-inner$/, '')
        .replace(/--primary$/, '');
      blocks.push({ storyId, shown: await page.evaluate(settledState, `[id="${id}"]`) });
    }
    return blocks;
  } finally {
    await close();
  }
}

async function storyAlone(storyId) {
  const { page, close } = await openPage(`${session.server.url}iframe.html?viewMode=story&embed=true&id=${storyId}`);
  try {
    return await page.evaluate(settledState, '#storybook-root');
  } finally {
    await close();
  }
}

// The longest page opens every story alone too: about 40 s here.
const docsTimeout = { timeout: 240_000 };

for (const entry of docs) {
  test(`${entry.id}: every story block shows its own story's state`, docsTimeout, async () => {
    const blocks = await docsBlocks(entry.id);
    if (!entry.title.startsWith('Guides/')) assert.ok(blocks.length > 0, 'no story blocks on the page');
    const alone = new Map();
    for (const { storyId, shown } of blocks) {
      if (!alone.has(storyId)) alone.set(storyId, await storyAlone(storyId));
      assert.deepEqual(shown, alone.get(storyId), `${storyId} on the docs page differs from the story alone`);
    }
  });
}

// The comparison above would pass if the stories alone were wrong too: these are the states a newcomer must see.
const expected = {
  'connected-userrewardsbadge--docs': {
    'connected-userrewardsbadge--regular': { state: 'rewards-badge:ready', text: '1.53K ION' },
    'connected-userrewardsbadge--whale': { state: 'rewards-badge:ready', text: '98.76B ION' },
    'connected-userrewardsbadge--no-rewards': { state: 'rewards-badge:zero', text: 'No rewards claimed yet' },
    'connected-userrewardsbadge--server-error': {
      state: 'rewards-badge:error',
      alert: 'The service is having trouble.',
    },
  },
  'connected-assetapytable--docs': {
    'connected-assetapytable--latest': { state: 'apy-table:ready' },
    'connected-assetapytable--controlled-chain': { state: 'apy-table:ready' },
    'connected-assetapytable--server-error': { state: 'apy-table:error', alert: 'The service is having trouble.' },
    'connected-assetapytable--unauthorized': {
      state: 'apy-table:error',
      alert: 'This data is not available right now.',
    },
  },
};

for (const [docsId, stories] of Object.entries(expected).filter(([docsId]) => filter.test(docsId))) {
  test(`${docsId}: the error stories show their alert and the others their data`, docsTimeout, async () => {
    const blocks = await docsBlocks(docsId);
    for (const [storyId, want] of Object.entries(stories)) {
      const shown = blocks.find((block) => block.storyId === storyId)?.shown;
      assert.ok(shown, `${storyId} is not on ${docsId}`);
      assert.ok(shown.states.includes(want.state), `${storyId}: ${JSON.stringify(shown)}`);
      if (want.alert)
        assert.ok(
          shown.alerts.some((alert) => alert.includes(want.alert)),
          `${storyId}: ${shown.alerts}`,
        );
      else assert.deepEqual(shown.alerts, [], `${storyId} shows an alert`);
      if (want.text) assert.ok(shown.amounts.includes(want.text), `${storyId}: ${shown.amounts}`);
    }
  });
}
