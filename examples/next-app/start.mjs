// `npm start`: `next start` on PORT; with MOCK=1 the library's mock server runs in this process first and the app
// reads both services from it (no internet).
import { spawn } from 'node:child_process';

const env = { ...process.env };
let mock;
if (process.env.MOCK === '1') {
  const { startMockServer } = await import('apy-rewards-kit/testing');
  mock = await startMockServer();
  Object.assign(env, { APY_URL: mock.apyUrl, ANON_KEY: mock.anonKey, REWARDS_API_ORIGIN: mock.rewardsUrl });
  console.log(`mock service on ${mock.url}`);
}
const next = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', env.PORT ?? '3000'],
  {
    env,
    stdio: 'inherit',
  },
);
const stop = () => next.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
next.on('exit', async (code) => {
  await mock?.close();
  process.exit(code ?? 0);
});
