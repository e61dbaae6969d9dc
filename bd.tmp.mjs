import * as esbuild from 'esbuild';
import zlib from 'node:zlib';
import fs from 'node:fs';
const names = process.argv[2];
const entry = `export ${names} from './dist/index.js';`;
const lazy = /[\\/](schemas|VirtualRows|httpFailure)\.js$/;
const r = await esbuild.build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
  bundle: true, minify: true, format: 'esm', write: false, metafile: true, logLevel: 'silent',
  external: ['react', 'react-dom', '@tanstack/react-query', 'viem', 'react/jsx-runtime'],
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [{ name: 'l', setup(b) { b.onResolve({ filter: lazy }, (a) => a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined); } }],
});
const out = Object.values(r.metafile.outputs)[0];
const code = r.outputFiles[0].contents;
fs.writeFileSync('/tmp/perfkit/bd.min.js', code);
console.log('total min', code.length, 'gzip', zlib.gzipSync(code, { level: 9 }).length);
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k]).sort((a, b) => b[0] - a[0]);
for (const [b, k] of rows) console.log(String(b).padStart(7), k);
