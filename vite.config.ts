import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { stylesheetParts } from './scripts/stylesheets.mjs';

const external = /^(react|react-dom|@tanstack\/react-query|@tanstack\/react-virtual|viem|zod|msw)(\/|$)|^node:/;

/** Node's ESM resolution needs explicit extensions in the emitted declarations too. */
function withJsExtensions(declarations: string): string {
  return declarations.replace(/(from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+?)(?<!\.js|\.css)\2/g, '$1$2$3.js$2');
}

/** Modules of react/ and components/ that hold only plain values, importable as they are by Server Components. */
const serverSafeModules = /[\\/]components[\\/]ApyTable[\\/]tableDefaults\./;

/**
 * `"use client"` on the modules that hold hooks or components, so RSC frameworks accept them. A banner, which the
 * bundler counts in the source maps: a line added by hand shifted every mapping of those modules by one.
 */
function clientDirective(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  return /[\\/]src[\\/](react|components)[\\/]/.test(id) && !serverSafeModules.test(id) ? '"use client";' : '';
}

/**
 * Types for `import 'apy-rewards-kit/styles.css'`: TypeScript 6 checks side-effect imports, and a project without an
 * ambient `*.css` declaration (Vite's and Next's types bring one) would fail to find the module.
 */
function stylesDeclarationPlugin(): Plugin {
  return {
    name: 'apy-rewards-kit:styles-declaration',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css.d.ts', source: 'export {};\n' });
    },
  };
}

/** `styles/<part>.css` beside `styles.css`: each part's source files joined, as Vite joins them all into styles.css. */
function stylesheetPartsPlugin(): Plugin {
  return {
    name: 'apy-rewards-kit:stylesheet-parts',
    generateBundle() {
      for (const [part, files] of Object.entries(stylesheetParts)) {
        const source = files.map((file) => readFileSync(resolve(import.meta.dirname, file), 'utf8')).join('\n');
        this.emitFile({ type: 'asset', fileName: `styles/${part}.css`, source });
        this.emitFile({ type: 'asset', fileName: `styles/${part}.css.d.ts`, source: 'export {};\n' });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      include: ['src'],
      exclude: ['**/*.stories.*', 'test', 'stories'],
      beforeWriteFile: (filePath, content) => ({ filePath, content: withJsExtensions(content) }),
    }),
    stylesDeclarationPlugin(),
    stylesheetPartsPlugin(),
  ],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: {
        index: resolve(import.meta.dirname, 'src/index.ts'),
        'testing/index': resolve(import.meta.dirname, 'src/testing/index.ts'),
        'server/index': resolve(import.meta.dirname, 'src/server/index.ts'),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id) => external.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: clientDirective,
      },
    },
  },
});
