import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The expected text is English ("4 min. ago", "5.30%") and in UTC ("12:00 AM"): test processes, forked with this
// environment, format in en-US and UTC whatever the developer's own locale and zone. Set before they start: Intl reads
// them once per process. Tests of other zones set their own.
process.env.LC_ALL = 'en_US.UTF-8';
process.env.LANG = 'en_US.UTF-8';
process.env.TZ = 'UTC';

const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
});

const browser = {
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser,
        },
      },
    ],
  },
});
