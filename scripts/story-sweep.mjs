// Every story of the built Storybook in Chromium at 320, 360, 390 and 1280 px, light and dark: the document is no
// wider than the viewport, no two visible pieces of text overlap, no console errors, axe finds no WCAG 2.2 AA
// violation. One node:test test per story and width, so .ci/run counts them; a summary table ends the output.
// Needs `npm run build-storybook` first. STORY_FILTER (a regular expression on the story id) and STORY_WIDTHS
// (e.g. "360,1280") narrow the run while developing.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { storybookSession } from './storybook-session.mjs';
import { storybookEntries } from './storybook-static.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const axePath = join(root, 'node_modules/axe-core/axe.min.js');
const widths = (process.env.STORY_WIDTHS ?? '320,360,390,1280').split(',').map(Number);
const themes = ['light', 'dark'];
const filter = new RegExp(process.env.STORY_FILTER ?? '');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Requests the mock service fails on purpose (error stories); Chromium logs each as a console error.
const mockOrigin = /^https:\/\/[a-z0-9-]+\.mock\.apy-rewards-kit\.test\//;

const { stories, docs } = await storybookEntries();
const selected = stories.filter((story) => filter.test(story.id));
// The guide pages of the docs site (stories/guides/*.mdx), checked the same way as a story.
const guides = docs.filter((entry) => entry.title.startsWith('Guides/') && filter.test(entry.id));

const session = storybookSession();
/** story id → width → findings, for the closing summary. */
const summary = new Map();

after(() => printSummary());

/** Runs in the page: every finding about layout at the current width, as short sentences. */
function layoutFindings(rootSelector = '#storybook-root') {
  const findings = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth) {
    findings.push(`document is ${doc.scrollWidth}px wide in a ${window.innerWidth}px viewport`);
  }
  const storyRoot = document.querySelector(rootSelector);
  if (!storyRoot) return [...findings, `no ${rootSelector}`];

  // The part of `rect` left visible by every ancestor that clips its overflow (scroll boxes, overflow: hidden).
  const visiblePart = (element, rect) => {
    let { left, top, right, bottom } = rect;
    for (let node = element.parentElement; node && node !== doc; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = node.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
    }
    return right - left > 0.5 && bottom - top > 0.5 ? { left, top, right, bottom } : null;
  };
  const hiddenForSight = (element) => {
    for (let node = element; node && node !== storyRoot; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
      if (style.clipPath.startsWith('inset(50%') || (style.clip !== 'auto' && style.position === 'absolute'))
        return true;
    }
    return !element.checkVisibility();
  };

  const boxes = [];
  const walker = document.createTreeWalker(storyRoot, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.data.trim()) continue;
    const element = text.parentElement;
    if (!element || hiddenForSight(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const shown = visiblePart(element, rect);
      if (shown) boxes.push({ text, shown, label: text.data.trim().slice(0, 30) });
    }
  }
  const overlaps = new Set();
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.text === b.text) continue;
      const width = Math.min(a.shown.right, b.shown.right) - Math.max(a.shown.left, b.shown.left);
      const height = Math.min(a.shown.bottom, b.shown.bottom) - Math.max(a.shown.top, b.shown.top);
      // Glyph boxes of neighbouring lines may touch by a pixel or two; a real collision is larger.
      if (width > 2 && height > 3) overlaps.add(`text "${a.label}" overlaps "${b.label}"`);
    }
  }
  return [...findings, ...overlaps];
}

/** Runs in the page: axe's WCAG 2.2 AA violations inside the story, as short sentences. */
async function axeFindings(options) {
  // The WCAG tags alone (a story), or `{ tags, root }` for another root (a guide page's #storybook-docs).
  const { tags, root = '#storybook-root' } = Array.isArray(options) ? { tags: options } : options;
  const result = await window.axe.run(
    { include: [root] },
    { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
  );
  return result.violations.map(
    (violation) =>
      `axe ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3})` : ''}`,
  );
}

// Two frames let observers of the new size (the virtualizer) render. Headless Chromium on some machines paints no
// frames at all, and an unbounded wait for one would stall the run; the layout is measured all the same, and the
// summary says how often the timer stood in for the frames.
let framelessWaits = 0;
const nextFrames = async (page) => {
  const by = await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve('frames')));
        setTimeout(() => resolve('timer'), 1_000);
      }),
  );
  if (by === 'timer') framelessWaits += 1;
};

// A story that hangs fails on its own instead of stalling every story after it.
const storyTimeout = { timeout: 60_000 };

// The checks themselves can fail: a story page with three known faults added must yield all three findings.
test('the checks find a too-wide document, overlapping text and an axe violation', storyTimeout, async () => {
  const context = await session.browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${session.server.url}iframe.html?viewMode=story&id=${stories[0].id}`);
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
    await page.addScriptTag({ path: axePath });
    await page.evaluate(() => {
      const faults = document.createElement('div');
      faults.innerHTML = `
        <div style="width: 500px">wide</div>
        <div style="position: relative; height: 40px"><span>first words</span>
          <span style="position: absolute; left: 0; top: 0">second words</span></div>
        <p style="color: #ccc; background: #fff">too pale</p>`;
      document.querySelector('#storybook-root').append(faults);
    });
    const found = [...(await page.evaluate(layoutFindings)), ...(await page.evaluate(axeFindings, axeTags))];
    assert.ok(
      found.some((finding) => /document is \d+px wide in a 360px viewport/.test(finding)),
      found.join('\n'),
    );
    assert.ok(found.includes('text "first words" overlaps "second words"'), found.join('\n'));
    assert.ok(
      found.some((finding) => finding.startsWith('axe color-contrast:')),
      found.join('\n'),
    );
  } finally {
    await context.close();
  }
});

/**
 * One entry of the index (a story or a guide page) at every width and theme: layout and axe findings, plus any console
 * or page error since the previous width. `ready` waits until the page shows what it is checked for; `root` narrows
 * the checks (a docs page, not Storybook's frame around it).
 */
function sweep(id, viewMode, ready, root) {
  describe(id, () => {
    let context;
    let page;
    let consoleErrors = [];

    before(async () => {
      context = await session.browser.newContext({
        viewport: { width: widths[0], height: 800 },
        reducedMotion: 'reduce',
      });
      page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource') && mockOrigin.test(message.location().url)) return;
        consoleErrors.push(`console error: ${message.text().split('\n')[0].slice(0, 160)}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message.split('\n')[0]}`));
      await page.goto(`${session.server.url}iframe.html?viewMode=${viewMode}&id=${id}`);
      consoleErrors.push(...(await ready(page)));
      await page.addScriptTag({ path: axePath });
    }, storyTimeout);

    after(async () => {
      await context?.close();
    }, storyTimeout);

    for (const width of widths) {
      test(`${width}px`, storyTimeout, async () => {
        const findings = [];
        for (const theme of themes) {
          await page.evaluate((name) => document.documentElement.setAttribute('data-ark-theme', name), theme);
          await page.setViewportSize({ width, height: 800 });
          await nextFrames(page);
          const found = [
            ...(await page.evaluate(layoutFindings, root)),
            ...(await page.evaluate(axeFindings, root ? { tags: axeTags, root } : axeTags)),
          ];
          findings.push(...found.map((finding) => `${theme}: ${finding}`));
        }
        findings.push(...consoleErrors);
        consoleErrors = [];
        if (!summary.has(id)) summary.set(id, new Map());
        summary.get(id).set(width, findings);
        assert.deepEqual(findings, [], `${id} at ${width}px:\n  ${findings.join('\n  ')}`);
      });
    }
  });
}

/** A story is ready when it has rendered, its play function has run and the addons' checks after it are done. */
async function storyReady(page) {
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, {
    timeout: 30_000,
  });
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    return [`the story failed: ${(await page.locator('#error-message').textContent())?.trim()}`];
  }
  return [];
}

/** A guide page is ready when its title shows and its live stories have settled (their loading states are stories). */
async function guideReady(page) {
  await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('#storybook-docs [aria-busy="true"]'), null, {
    timeout: 20_000,
  });
  return [];
}

for (const story of selected) sweep(story.id, 'story', storyReady, undefined);
for (const guide of guides) sweep(guide.id, 'docs', guideReady, '#storybook-docs');

function printSummary() {
  const lines = ['', 'story sweep summary (finding kinds per width; "ok" = none):'];
  for (const [id, byWidth] of summary) {
    const cells = widths.map((width) => {
      const findings = byWidth.get(width);
      if (!findings) return `${width}: not run`;
      if (findings.length === 0) return `${width}: ok`;
      const kinds = new Set(
        findings.map((finding) =>
          /document is/.test(finding)
            ? 'wider'
            : /overlaps/.test(finding)
              ? 'overlap'
              : /^.*axe (\S+):/.test(finding)
                ? `axe:${finding.match(/axe (\S+):/)[1]}`
                : 'console',
        ),
      );
      return `${width}: ${[...kinds].join('+')}`;
    });
    lines.push(`${id}  ${cells.join('  ')}`);
  }
  if (framelessWaits > 0)
    lines.push(`${framelessWaits} waits for two frames ended on the 1 s timer: no frames painted`);
  console.log(lines.join('\n'));
}
