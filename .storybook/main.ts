import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import type { PluginOption } from 'vite';

// vite-plugin-dts names its plugin 'vite:dts' up to v4; v5 re-exports unplugin-dts ('unplugin-dts').
const dtsPluginName = /^(vite:dts|unplugin-dts)/;

/** The plugins merged in from vite.config.ts, less the declaration plugin: Storybook must not emit `.d.ts` files. */
async function withoutDts(plugins: PluginOption[] | undefined): Promise<PluginOption[]> {
  const resolved = await Promise.all(plugins ?? []);
  const kept: PluginOption[] = [];
  for (const plugin of resolved) {
    if (Array.isArray(plugin)) kept.push(await withoutDts(plugin));
    else if (!(plugin && 'name' in plugin && dtsPluginName.test(plugin.name))) kept.push(plugin);
  }
  return kept;
}

const config: StorybookConfig = {
  // The guides (stories/guides/*.mdx) are the docs site; the stories are its live examples.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [
    // GitHub's tables and strikethrough in the guides, as the README had them.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
  ],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The TypeScript checker reads the props as declared (`boolean`, the literal unions) and their defaults from the
  // destructuring; the default parser showed every optional prop as `union` with no default. Props spread to the
  // root element (React's DOM attributes) are left out of the tables.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  viteFinal: async (viteConfig) => ({ ...viteConfig, plugins: await withoutDts(viteConfig.plugins) }),
};

export default config;
