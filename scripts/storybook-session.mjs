// One static server of the built Storybook and one Chromium for a node:test file: started before its tests, closed
// after them.
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveStorybook } from './storybook-static.mjs';

/** Registers the file's hooks; `browser` and `server` are set by the time its tests run. */
export function storybookSession() {
  const session = {
    /** @type {import('playwright-core').Browser} */
    browser: undefined,
    /** @type {Awaited<ReturnType<typeof serveStorybook>>} */
    server: undefined,
  };
  before(
    async () => {
      session.server = await serveStorybook();
      session.browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
    },
    { timeout: 60_000 },
  );
  after(
    async () => {
      await session.browser?.close();
      await session.server?.close();
    },
    { timeout: 30_000 },
  );
  return session;
}
