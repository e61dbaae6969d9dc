// Stories in the display modes the width sweep does not reach: right-to-left pages, Windows high contrast (forced
// colors), a product's own text size and density, and keyboard focus beside the sticky header and market column. Needs `npm run build-storybook` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storybookSession } from './storybook-session.mjs';

const session = storybookSession();

/**
 * Opens a story once its render has finished, at a width, in a forced-colors mode, right to left if asked, with theme
 * tokens set on the page's root as a product's stylesheet would.
 */
async function openStory(id, { width = 1280, forcedColors = 'none', rtl = false, tokens = {} } = {}) {
  const page = await session.browser.newPage({ viewport: { width, height: 800 } });
  await page.emulateMedia({ forcedColors });
  if (rtl) await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.dir = 'rtl')));
  await page.addInitScript((values) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const [name, value] of Object.entries(values)) document.documentElement.style.setProperty(name, value);
    });
  }, tokens);
  await page.goto(`${session.server.url}iframe.html?viewMode=story&id=${id}`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, {
    timeout: 20_000,
  });
  return page;
}

/** Runs in the page: the colours an element shows, its background resolved through transparent ancestors. */
function effectiveLook(element) {
  const { color } = getComputedStyle(element);
  for (let node = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (!/^rgba\(.*, 0\)$/.test(background) && background !== 'transparent') return `${background}|${color}`;
  }
  return `canvas|${color}`;
}

test('right to left: the market column stays pinned at the start edge while the table scrolls', async () => {
  const page = await openStory('components-apytable--default', { width: 700, rtl: true });
  const box = page.locator('.ark-table__scroll').first();
  await page.waitForFunction(() => document.querySelector('[data-scroll-x]') !== null);
  await box.evaluate((element) => {
    element.scrollLeft = -element.scrollWidth;
  });
  const { cell, scroll, align } = await page.evaluate(() => {
    const market = document.querySelector('tbody .ark-market');
    return {
      cell: market.getBoundingClientRect().toJSON(),
      scroll: document.querySelector('.ark-table__scroll').getBoundingClientRect().toJSON(),
      align: getComputedStyle(document.querySelector('.ark-th')).textAlign,
    };
  });
  assert.ok(cell.right <= scroll.right + 0.5, `market cell ends at ${cell.right}, the scroll box at ${scroll.right}`);
  assert.ok(cell.left >= scroll.left - 0.5, `market cell starts at ${cell.left}, the scroll box at ${scroll.left}`);
  assert.equal(align, 'start');
  await page.close();
});

test('forced colors: the selected chain and the pressed "Exact" toggle stand out from the others', async () => {
  const filter = await openStory('components-chainfilter--all-states', { forcedColors: 'active' });
  const segments =
    await filter.evaluate(`[...document.querySelectorAll('.ark-seg__input')].slice(0, 2).map((input) => ({
    checked: input.checked,
    look: (${effectiveLook})(input.nextElementSibling),
  }))`);
  const checked = segments.find((segment) => segment.checked);
  const unchecked = segments.find((segment) => !segment.checked);
  assert.ok(checked && unchecked, 'the story shows a selected and an unselected chain');
  assert.notEqual(checked.look, unchecked.look);
  await filter.close();

  const badge = await openStory('components-rewardsbadge--all-states', { forcedColors: 'active' });
  const looks = await badge.evaluate(`Object.fromEntries([...document.querySelectorAll('.ark-badge__toggle')].map(
    (toggle) => [toggle.getAttribute('aria-pressed'), (${effectiveLook})(toggle)],
  ))`);
  assert.ok(looks.true && looks.false, 'the story shows a pressed and an unpressed toggle');
  assert.notEqual(looks.true, looks.false);
  await badge.close();
});

test('forced colors: the focus ring on the selected chain and the pressed toggle is the system text colour', async () => {
  const rings = [];
  for (const [story, selector] of [
    ['components-chainfilter--all-states', '.ark-seg__input:checked'],
    ['components-rewardsbadge--all-states', '.ark-badge__toggle[aria-pressed="true"]'],
  ]) {
    const page = await openStory(story, { forcedColors: 'active' });
    await page.locator(selector).first().focus();
    rings.push(
      await page.evaluate((target) => {
        const focused = document.querySelector(target);
        const ringed = focused.matches('input') ? focused.nextElementSibling : focused;
        const probe = document.body.appendChild(document.createElement('i'));
        probe.style.color = 'CanvasText';
        const system = getComputedStyle(probe).color;
        probe.remove();
        return { target, ring: getComputedStyle(ringed).outlineColor, system };
      }, selector),
    );
    await page.close();
  }
  for (const { target, ring, system } of rings) assert.equal(ring, system, target);
});

test("a light part of a dark page keeps the product's type, spacing and radius", async () => {
  const page = await openStory('components-apytable--default', {
    tokens: { '--ark-radius': '0px', '--ark-font-size': '16px', '--ark-density': '0.5' },
  });
  const look = () =>
    page.evaluate(() => {
      const table = getComputedStyle(document.querySelector('.ark-table'));
      const cell = getComputedStyle(document.querySelector('.ark-cell'));
      return `${table.borderTopLeftRadius} ${table.fontSize} ${cell.paddingTop}`;
    });
  const own = await look();
  await page.evaluate(() => document.querySelector('.ark-table').parentElement.setAttribute('data-ark-theme', 'light'));
  assert.equal(await look(), own);
  assert.match(own, /^0px 16px /);
  await page.close();
});

test('stacked layout on a phone: every cell keeps its column header in the accessibility tree', async () => {
  const page = await openStory('examples-dapppage--page', { width: 360 });
  await page.waitForSelector('tbody a');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const roles = nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
  const headers = roles.filter((role) => role === 'columnheader').length;
  const cellsPerRow = await page.evaluate(() => document.querySelector('[data-slot="row"]').children.length);
  assert.ok(cellsPerRow >= 6, `${cellsPerRow} cells in a row`);
  assert.equal(headers, cellsPerRow);
  await page.close();
});

test("the badge's compact amount is described by the exact amount as written, without a space at each line break", async () => {
  const page = await openStory('components-rewardsbadge--all-states');
  const amount = page.locator('[data-slot="amount"][data-view="compact"]').first();
  const described = async () => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    await cdp.detach();
    return nodes.find((node) => /534/.test(node.description?.value ?? ''))?.description.value;
  };
  const closed = await described();
  await amount.focus();
  await page.locator('[role="tooltip"]:not([hidden])').first().waitFor();
  const open = await described();
  assert.equal(closed, '1,534.27 ION');
  assert.equal(open, '1,534.27 ION');
  await page.close();
});

test("the badge's tooltip opens above a badge at the bottom of a phone's screen, in sight", async () => {
  const page = await openStory('components-rewardsbadge--all-states', { width: 360 });
  const amount = page.locator('[data-slot="amount"][data-view="compact"]').last();
  const box = await amount.boundingBox();
  // The badge's amount ends 20 px above the screen's bottom edge, as after a scroll on a phone.
  await page.setViewportSize({ width: 360, height: Math.ceil(box.y + box.height + 20) });
  await amount.focus();
  const tip = page.locator('[role="tooltip"]:not([hidden])');
  await tip.waitFor();
  const shown = await tip.boundingBox();
  const viewport = page.viewportSize();
  assert.equal(await tip.getAttribute('data-side'), 'top');
  assert.ok(
    shown.y >= 0 && shown.y + shown.height <= viewport.height,
    `tooltip at ${shown.y}–${shown.y + shown.height}`,
  );
  assert.ok(shown.y + shown.height <= box.y, 'the tooltip is above the amount, not over it');
  await page.keyboard.press('Escape');
  // With room below again, the next opening is below.
  await page.setViewportSize({ width: 360, height: 800 });
  await amount.evaluate((element) => element.blur());
  await amount.focus();
  assert.equal(await page.locator('[role="tooltip"]:not([hidden])').getAttribute('data-side'), 'bottom');
  await page.close();
});

test('forced colors: loading skeletons keep an outline', async () => {
  const page = await openStory('components-apytable--loading', { forcedColors: 'active' });
  const border = await page.evaluate(() => getComputedStyle(document.querySelector('.ark-skeleton')).borderTopStyle);
  assert.equal(border, 'solid');
  await page.close();
});

/** Runs in the page: the heights of the rows that are laid out (the story's hidden ones left out). */
function rowHeights() {
  return [...document.querySelectorAll('tbody tr')]
    .map((row) => Math.round(row.getBoundingClientRect().height * 10) / 10)
    .filter((height) => height > 0);
}

const productTokens = { '--ark-font-size': '18px', '--ark-density': '0.85' };

test("a product's text size: every text keeps its proportion to --ark-font-size", async () => {
  const page = await openStory('components-apytable--default', { tokens: productTokens });
  const sizes = await page.evaluate(() =>
    Object.fromEntries(
      ['.ark-table__title', '.ark-th', '.ark-cell', '.ark-address', '.ark-reward'].map((selector) => [
        selector,
        Number.parseFloat(getComputedStyle(document.querySelector(selector)).fontSize),
      ]),
    ),
  );
  const scale = 18 / 14;
  const expected = { '.ark-table__title': 16, '.ark-th': 12, '.ark-cell': 14, '.ark-address': 12, '.ark-reward': 12 };
  for (const [selector, defaultSize] of Object.entries(expected)) {
    assert.ok(Math.abs(sizes[selector] - defaultSize * scale) < 0.01, `${selector} is ${sizes[selector]}px`);
  }
  await page.close();
  const badge = await openStory('components-rewardsbadge--all-states', { tokens: productTokens });
  const amount = await badge.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.querySelector('.ark-badge__amount')).fontSize),
  );
  assert.ok(Math.abs(amount - 18 * scale) < 0.01, `the badge amount is ${amount}px`);
  await badge.close();
});

test("the reader's default text size (20 px instead of 16 px) scales every text of the table and the badge", async () => {
  // A page that sets no root size gets the browser's default there, which is what rem follows.
  const tokens = { 'font-size': '20px' };
  const page = await openStory('components-apytable--default', { tokens });
  const sizes = await page.evaluate(() =>
    ['.ark-table__title', '.ark-th', '.ark-cell', '.ark-reward'].map((selector) =>
      Number.parseFloat(getComputedStyle(document.querySelector(selector)).fontSize),
    ),
  );
  assert.deepEqual(sizes, [20, 15, 17.5, 15]);
  await page.close();
  const badge = await openStory('components-rewardsbadge--all-states', { tokens });
  const amount = await badge.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.querySelector('.ark-badge__amount')).fontSize),
  );
  assert.equal(amount, 22.5);
  await badge.close();
});

for (const width of [1280, 360]) {
  test(`a product's text size and density at ${width} px: loading rows are as tall as loaded ones`, async () => {
    const heights = {};
    for (const state of ['loading', 'default']) {
      const page = await openStory(`components-apytable--${state}`, { width, tokens: productTokens });
      heights[state] = await page.evaluate(rowHeights);
      await page.close();
    }
    const loaded = heights.default[0];
    // A loaded table's last row has no bottom border; the skeleton's last row matches that.
    const skeletons = heights.loading.slice(0, -1);
    assert.ok(skeletons.length > 0);
    for (const height of skeletons) assert.ok(Math.abs(height - loaded) <= 0.5, `skeleton ${height}, loaded ${loaded}`);
  });
}

for (const tokens of [{}, productTokens]) {
  test(`the loading badge is as tall as the loaded one (${JSON.stringify(tokens)})`, async () => {
    const heights = {};
    for (const state of ['loading', 'compact']) {
      const page = await openStory(`components-rewardsbadge--${state}`, { tokens });
      heights[state] = await page.evaluate(() => document.querySelector('.ark-badge').getBoundingClientRect().height);
      await page.close();
    }
    assert.ok(Math.abs(heights.loading - heights.compact) <= 0.5, JSON.stringify(heights));
  });
}

/**
 * Runs in the page: the WCAG contrast ratio of a computed `rgb()`/`rgba()` colour, blended over an opaque
 * background, against that background.
 */
function contrastOver(color, background) {
  const channels = (text) => text.match(/[\d.]+/g).map(Number);
  const [r, g, b, alpha = 1] = channels(color);
  const base = channels(background);
  const blended = [r, g, b].map((value, index) => value * alpha + base[index] * (1 - alpha));
  const luminance = (rgb) => {
    const [red, green, blue] = rgb.map((value) => {
      const share = value / 255;
      return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(blended), luminance(base)].sort((first, second) => second - first);
  return (light + 0.05) / (dark + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`chain filter, ${theme}: the selected chain's mark stands out from the track at 3:1 or more`, async () => {
    const page = await openStory(`components-chainfilter--all-states&globals=theme:${theme}`);
    const ratio = await page.evaluate(`(() => {
      const contrastOver = ${contrastOver};
      const mark = getComputedStyle(document.querySelector('.ark-seg__input:checked + span')).boxShadow;
      const track = getComputedStyle(document.querySelector('.ark-seg')).backgroundColor;
      return contrastOver(mark.match(/rgba?\\([^)]*\\)/)[0], track);
    })()`);
    assert.ok(ratio >= 3, `contrast ${ratio.toFixed(2)}:1`);
    await page.close();
  });
}

test("a product's spacing and radius reach the toolbar, pager, badge, chain filter, tooltip and skeletons", async () => {
  const tokens = { '--ark-space': '8px', '--ark-radius-sm': '0px' };
  const read = async (id, probes) => {
    const page = await openStory(id, { tokens });
    const values = await page.evaluate(
      (entries) => entries.map(([selector, property]) => getComputedStyle(document.querySelector(selector))[property]),
      probes,
    );
    await page.close();
    return values;
  };
  assert.deepEqual(
    await read('components-apytable--paginated', [
      ['.ark-table__bar', 'paddingTop'],
      ['.ark-pager', 'paddingTop'],
      ['.ark-th', 'paddingTop'],
    ]),
    ['32px', '24px', '20px'],
  );
  assert.deepEqual(await read('components-apytable--loading', [['.ark-skeleton', 'borderTopLeftRadius']]), ['0px']);
  assert.deepEqual(
    await read('components-rewardsbadge--compact', [
      ['.ark-badge', 'paddingTop'],
      ['.ark-badge', 'columnGap'],
    ]),
    ['24px', '24px'],
  );
  assert.deepEqual(
    await read('components-chainfilter--all-states', [
      ['.ark-seg', 'borderTopLeftRadius'],
      ['.ark-seg__input + span', 'borderTopLeftRadius'],
    ]),
    ['0px', '0px'],
  );
});

test('a light table inside a dark page draws light scrollbars and controls (color-scheme)', async () => {
  const page = await openStory('components-apytable--default');
  const scheme = await page.evaluate(() => {
    const outer = document.createElement('div');
    outer.dataset.arkTheme = 'dark';
    const inner = outer.appendChild(document.createElement('div'));
    inner.dataset.arkTheme = 'light';
    document.body.append(outer);
    return getComputedStyle(inner).colorScheme;
  });
  assert.equal(scheme, 'light');
  await page.close();
});

test('virtualized table: a link reached by Shift+Tab is never hidden under the sticky header', async () => {
  const page = await openStory('components-apytable--virtualized-10-k');
  await page.waitForSelector('tbody a');
  const box = page.locator('.ark-table__scroll').first();
  await box.evaluate((element) => {
    element.scrollTop = 3000;
  });
  await page.waitForTimeout(200);
  await page.locator('tbody a').last().focus();
  const hidden = [];
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Shift+Tab');
    const finding = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused?.matches('tbody a')) return null;
      const header = focused.closest('.ark-table__scroll').querySelector('.ark-th').getBoundingClientRect();
      const link = focused.getBoundingClientRect();
      return link.top < header.bottom - 0.5 ? `${focused.textContent} at ${link.top} under ${header.bottom}` : null;
    });
    if (finding) hidden.push(finding);
  }
  assert.deepEqual(hidden, []);
  await page.close();
});

test('a table scrolling sideways: a header reached by Tab or Shift+Tab is never hidden under the sticky market column, nor its focus ring cut at the far edge', async () => {
  const page = await openStory('components-apytable--forced-layouts', { width: 400 });
  const narrow = page.getByTestId('narrow');
  await narrow.locator('[data-scroll-x]').waitFor();
  await narrow.scrollIntoViewIfNeeded();
  await narrow.locator('[data-slot="scroll"]').focus();
  const hidden = [];
  for (const key of [...Array(6).fill('Tab'), ...Array(5).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const finding = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused?.matches('th:not([data-column="token"]) button')) return null;
      const market = focused.closest('table').querySelector('th[data-column="token"]').getBoundingClientRect();
      const button = focused.getBoundingClientRect();
      if (button.left < market.right - 0.5) return `${focused.textContent} at ${button.left} under ${market.right}`;
      const { outlineWidth, outlineOffset } = getComputedStyle(focused);
      const ringEnd = button.right + Number.parseFloat(outlineWidth) + Number.parseFloat(outlineOffset);
      const box = focused.closest('[data-slot="scroll"]');
      const boxEnd = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
      return ringEnd > boxEnd + 0.5
        ? `${focused.textContent}'s ring ends at ${ringEnd}, past the box at ${boxEnd}`
        : null;
    });
    if (finding) hidden.push(`${key}: ${finding}`);
  }
  assert.deepEqual(hidden, []);
  await page.close();
});

test('large text on a phone: the pager wraps, and "Previous" stays on screen', async () => {
  const page = await openStory('components-apytable--paginated', { width: 320, tokens: { '--ark-font-size': '28px' } });
  await page.getByRole('button', { name: 'Next' }).click();
  const pager = await page.locator('[data-slot="pagination"]').boundingBox();
  for (const name of ['Previous', 'Next']) {
    const button = await page.getByRole('button', { name }).boundingBox();
    assert.ok(button.x >= pager.x - 0.5, `${name} starts at ${button.x}, the pager at ${pager.x}`);
    assert.ok(button.x + button.width <= pager.x + pager.width + 0.5, `${name} ends past the pager`);
  }
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320);
  await page.close();
});

// The element rules of a CSS reset as products load it after the library's stylesheet (Tailwind v3's preflight).
const productReset = `*, ::before, ::after { border-width: 0; border-style: solid; box-sizing: border-box; }
button { font-family: inherit; font-size: 100%; font-weight: inherit; line-height: inherit; color: inherit;
  margin: 0; padding: 0; background-color: transparent; background-image: none; }
table { text-indent: 0; border-color: inherit; border-collapse: collapse; }
h1, h2, h3, p { font-size: inherit; font-weight: inherit; margin: 0; }
img, svg { display: block; vertical-align: middle; }`;

/** Runs in the page: the library's own styles of each part, by selector. */
function partStyles(selectors) {
  const properties = ['borderTopWidth', 'borderRadius', 'paddingTop', 'paddingLeft', 'fontSize', 'fontWeight'];
  const looks = {};
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const style = getComputedStyle(element);
    looks[selector] = [...properties.map((name) => style[name]), style.backgroundColor, style.borderCollapse].join(' ');
  }
  return looks;
}

for (const [story, selectors] of [
  [
    'components-apytable--all-states',
    [
      '.ark-table',
      '.ark-table__title',
      '.ark-th',
      '.ark-cell',
      '.ark-sort',
      '.ark-button',
      '.ark-stale',
      '.ark-table__table',
    ],
  ],
  ['components-rewardsbadge--all-states', ['.ark-badge', '.ark-badge__toggle', '.ark-badge__label', '.ark-button']],
  ['components-chainfilter--all-states', ['.ark-seg', '.ark-seg__item', '.ark-seg__input + span']],
]) {
  test(`${story}: a product's CSS reset loaded after the library leaves its parts styled`, async () => {
    const page = await openStory(story);
    const own = await page.evaluate(partStyles, selectors);
    await page.addStyleTag({ content: productReset });
    const reset = await page.evaluate(partStyles, selectors);
    assert.deepEqual(Object.keys(own).sort(), [...selectors].sort());
    assert.deepEqual(reset, own);
    await page.close();
  });
}

test("a product's data-slot rules loaded after the kit restyle the chain filter's labels and the alert's text", async () => {
  const looks = {};
  for (const [story, selector] of [
    ['components-chainfilter--all-states', '[data-slot="option-label"]'],
    ['components-apytable--all-states', '[data-slot="error-message"]'],
  ]) {
    const page = await openStory(story);
    await page.addStyleTag({ content: `${selector} { padding-left: 23px; margin-top: 7px; }` });
    looks[selector] = await page.evaluate((target) => {
      const style = getComputedStyle(document.querySelector(target));
      return `${style.paddingLeft} ${style.marginTop}`;
    }, selector);
    await page.close();
  }
  assert.deepEqual(looks, {
    '[data-slot="option-label"]': '23px 7px',
    '[data-slot="error-message"]': '23px 7px',
  });
});

/** Runs in the page: the longest run of pixels of `rgb` (±24 a channel) in any row of a PNG (base64). */
async function longestColourRun([png, rgb]) {
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let longest = 0;
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const near = [0, 1, 2].every((channel) => Math.abs(data[at + channel] - rgb[channel]) <= 24);
      run = near ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

for (const story of ['components-apytable--default', 'components-apytable--virtualized-10-k']) {
  test(`${story}: the scroll region's focus ring shows above the sticky header row`, async () => {
    const page = await openStory(story, { width: 800 });
    await page.waitForSelector('tbody a');
    const region = page.locator('.ark-table__scroll').first();
    await region.focus();
    // Focus scrolls a region taller than the viewport to its top; the card's edge above it is what is looked at.
    await page.evaluate(() => scrollTo(0, 0));
    const { left, width, headerBottom, rgb } = await region.evaluate((element) => {
      const probe = element.appendChild(document.createElement('i'));
      probe.style.color = 'var(--ark-color-focus)';
      const colour = getComputedStyle(probe).color.match(/\d+/g).map(Number);
      probe.remove();
      const box = element.getBoundingClientRect();
      const header = element.querySelector('.ark-th').getBoundingClientRect();
      return { left: box.left, width: box.width, headerBottom: header.bottom, rgb: colour };
    });
    assert.ok(await region.evaluate((element) => element.matches(':focus-visible')));
    // Everything above the first body row: the card's edge and title, the region's own edge and the header row.
    const clip = { x: Math.max(0, left - 8), y: 0, width: width + 16, height: headerBottom };
    const shot = (await page.screenshot({ clip })).toString('base64');
    const run = await page.evaluate(longestColourRun, [shot, rgb]);
    assert.ok(run >= width * 0.8, `the longest run of the focus colour above the first row is ${run} px of ${width}`);
    await page.close();
  });
}

test('virtualized table: End and Page Down scroll away from the focused link without dropping the focus', async () => {
  const page = await openStory('components-apytable--virtualized-10-k');
  await page.waitForSelector('tbody a');
  await page.locator('tbody a').nth(3).focus();
  const focused = await page.evaluate(() => document.activeElement.textContent);
  for (const key of ['PageDown', 'PageDown', 'End']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
    const now = await page.evaluate(() =>
      document.activeElement.matches('tbody a') ? document.activeElement.textContent : document.activeElement.tagName,
    );
    assert.equal(now, focused, `after ${key}`);
  }
  await page.close();
});

test("a product element's own data-layout around the table changes nothing in it", async () => {
  const page = await openStory('components-apytable--default');
  await page.waitForSelector('tbody [data-slot="cell"]');
  const look = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-slot="scroll"]');
      return {
        stack: box.hasAttribute('data-stack'),
        overflowX: getComputedStyle(box).overflowX,
        row: getComputedStyle(document.querySelector('tbody [data-slot="cell"]').closest('tr')).display,
      };
    });
  const alone = await look();
  for (const layout of ['stacked', 'auto']) {
    await page.evaluate(
      (value) => document.querySelector('#storybook-root').setAttribute('data-layout', value),
      layout,
    );
    // A resize has the box measure itself again, as a product's own layout change would.
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(100);
    assert.deepEqual(await look(), alone, layout);
  }
  await page.close();
});

test('virtualized table: Tab and Shift+Tab from a focused link scrolled out of view reach the next and previous rows', async () => {
  const page = await openStory('components-apytable--virtualized-10-k');
  await page.waitForSelector('tbody a');
  await page.locator('tbody a').nth(3).focus();
  const rowOfFocus = () =>
    page.evaluate(() => Number(document.activeElement.closest('tr')?.getAttribute('aria-rowindex') ?? Number.NaN));
  const scrollAway = async () => {
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(150);
    }
  };
  const start = await rowOfFocus();
  await scrollAway();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(150);
  assert.equal(await rowOfFocus(), start + 1, 'Tab');
  await scrollAway();
  await page.keyboard.press('Shift+Tab');
  await page.waitForTimeout(150);
  assert.equal(await rowOfFocus(), start, 'Shift+Tab');
  await page.close();
});

/** Runs in the page (added as a script): the x of the first occurrence of `char` in `element`'s text, as laid out. */
function charLeft(element, char) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = node.data.indexOf(char);
    if (index < 0) continue;
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect().left;
  }
  return Number.NaN;
}

test('right to left with English text: amounts, times, reward lines and messages keep their own order', async () => {
  const badge = await openStory('components-rewardsbadge--all-states', { width: 360, rtl: true });
  await badge.addScriptTag({ content: charLeft.toString() });
  const badgeOrder = await badge.evaluate(() => {
    const zero = [...document.querySelectorAll('[data-slot="amount"]')].find((item) => item.textContent === '0 ION');
    const error = document.querySelector('[data-slot="error-message"]');
    return {
      amount: charLeft(zero, '0') < charLeft(zero, 'I'),
      sentence: charLeft(error, 'T') < charLeft(error, '.'),
    };
  });
  assert.deepEqual(badgeOrder, { amount: true, sentence: true });
  await badge.close();

  const table = await openStory('components-apytable--default', { width: 1280, rtl: true });
  await table.addScriptTag({ content: charLeft.toString() });
  const tableOrder = await table.evaluate(() => {
    const time = document.querySelector('tbody [data-slot="updated"]');
    const reward = document.querySelector('tbody [data-slot="reward"]');
    return {
      time: charLeft(time, time.textContent.match(/\d/)[0]) < charLeft(time, 'm'),
      reward: charLeft(reward, '+') < charLeft(reward, 'r'),
    };
  });
  assert.deepEqual(tableOrder, { time: true, reward: true });
  await table.close();
});

for (const [width, rtl] of [
  [720, false],
  [720, true],
  [1280, false],
]) {
  test(`token logos at ${width} px${rtl ? ', right to left' : ''}: the logo, symbol and address stay inside the market cell (720 px: a 1440 px window at 200% zoom)`, async () => {
    const page = await openStory('components-apytable--token-logos', { width, rtl });
    const escaped = await page.evaluate(() =>
      [...document.querySelectorAll('tbody .ark-market')].flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        return [
          ...cell.querySelectorAll('[data-slot="token-icon"], [data-slot="token-symbol"], [data-slot="explorer-link"]'),
        ]
          .map((part) => part.getBoundingClientRect())
          .filter((part) => part.left < box.left - 0.5 || part.right > box.right + 0.5)
          .map(
            (part) =>
              `${part.left.toFixed(1)}–${part.right.toFixed(1)} in ${box.left.toFixed(1)}–${box.right.toFixed(1)}`,
          );
      }),
    );
    assert.deepEqual(escaped, []);
    await page.close();
  });
}

test('token logos in a narrow card: a long label wraps clear of the logo', async () => {
  const page = await openStory('components-apytable--token-logos', { width: 240 });
  const { iconEnd, lineStarts } = await page.evaluate(() => {
    const symbol = document.querySelector('tbody [data-slot="token-symbol"]');
    symbol.textContent = 'Wrapped liquid staked Ether on Mode';
    const range = document.createRange();
    range.selectNodeContents(symbol);
    return {
      iconEnd: document.querySelector('tbody [data-slot="token-icon"]').getBoundingClientRect().right,
      lineStarts: [...range.getClientRects()].map((line) => line.left),
    };
  });
  assert.ok(lineStarts.length > 1, 'the label did not wrap');
  for (const start of lineStarts)
    assert.ok(start >= iconEnd, `a line starts at ${start}, under the logo that ends at ${iconEnd}`);
  await page.close();
});
