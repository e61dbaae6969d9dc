// `npm run example:next` / `npm run example:vite`: packs the library, installs it into the example as a user would
// (from the tarball, no lockfile), builds the example and serves it on the built-in mock service at PORT.
//   node scripts/example.mjs <next|vite> [--build-only] [--reuse-pack] [--clean]
//   --build-only  stop after the build (CI serves and tests it itself: scripts/e2e.sh, scripts/e2e-next.sh)
//   --reuse-pack  use the .pack/apy-rewards-kit.tgz already made (by scripts/check-package.sh) instead of packing
//   --clean       reinstall the example from scratch (removes its node_modules and build output first)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const tarball = join(root, '.pack/apy-rewards-kit.tgz');
const examples = {
  next: {
    dir: 'examples/next-app',
    outputs: ['.next'],
    build: ['npm', ['run', '--silent', 'build']],
    // start.mjs runs the mock server in its own process when MOCK=1 and hands its URLs to `next start`.
    start: (port) => ['node', ['start.mjs'], { MOCK: '1', PORT: String(port) }],
    defaultPort: 3000,
  },
  vite: {
    dir: 'examples/vite-dapp',
    outputs: ['dist'],
    // The mock runs in a Service Worker; a production build includes it only when asked (see the example's README).
    build: ['node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { VITE_MOCK: '1' }],
    start: (port) => [
      'node_modules/.bin/vite',
      ['preview', '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
    ],
    defaultPort: 4173,
  },
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'build-only': { type: 'boolean', default: false },
    'reuse-pack': { type: 'boolean', default: false },
    clean: { type: 'boolean', default: false },
  },
});
const example = examples[positionals[0]];
if (!example || positionals.length !== 1) {
  console.error('usage: node scripts/example.mjs <next|vite> [--build-only] [--reuse-pack] [--clean]');
  process.exit(2);
}
const app = join(root, example.dir);
const port = Number(process.env.PORT ?? example.defaultPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (1-65535), got "${process.env.PORT}"`);
  process.exit(2);
}
const quietEnv = { NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };

/** Runs a command to its end with inherited output; any failure ends this script with the command's exit code. */
function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...quietEnv, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
      process.exit(code || 1);
    });
  });
}

const step = (text) => console.log(`\n::: ${text}`);

if (values['reuse-pack']) {
  if (!existsSync(tarball)) {
    console.error('.pack/apy-rewards-kit.tgz is missing: run npm run build && bash scripts/check-package.sh first');
    process.exit(1);
  }
} else {
  step('build and pack the library');
  await run('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn']);
  rmSync(join(root, '.pack'), { recursive: true, force: true });
  mkdirSync(join(root, '.pack'));
  await run('npm', ['pack', '--silent', '--pack-destination', '.pack']);
  const [packed] = readdirSync(join(root, '.pack')).filter((name) => name.endsWith('.tgz'));
  renameSync(join(root, '.pack', packed), tarball);
}

step(`install ${example.dir} from the tarball`);
if (values.clean) {
  for (const path of ['node_modules', ...example.outputs]) rmSync(join(app, path), { recursive: true, force: true });
} else {
  // npm keeps an installed file: dependency whose tarball changed; removing it makes the install unpack the new one.
  rmSync(join(app, 'node_modules/apy-rewards-kit'), { recursive: true, force: true });
  rmSync(join(app, 'node_modules/.package-lock.json'), { force: true });
}
// No lockfile: the example always takes the tarball just packed, and Next sees no second workspace root.
await run('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
  cwd: app,
});

step(`build ${example.dir}`);
const [buildCommand, buildArgs, buildEnv] = example.build;
await run(buildCommand, buildArgs, { cwd: app, env: buildEnv });
if (values['build-only']) process.exit(0);

step(`start ${example.dir} on the mock service`);
const [startCommand, startArgs, startEnv] = example.start(port);
const server = spawn(startCommand, startArgs, {
  cwd: app,
  env: { ...process.env, ...quietEnv, ...startEnv },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));

const url = `http://127.0.0.1:${port}/`;
const deadline = Date.now() + 60_000;
while (server.exitCode === null) {
  try {
    if ((await fetch(url)).ok) {
      console.log(`\n${example.dir} is running on the mock service: ${url}  (Ctrl+C stops it)\n`);
      break;
    }
  } catch {}
  if (Date.now() > deadline) {
    console.error(`${example.dir} did not answer on ${url} within 60 s`);
    stop();
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
