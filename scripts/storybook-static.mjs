// Serves a built Storybook (storybook-static/) on 127.0.0.1 for the Chromium checks of the stories.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const storybookDir =
  process.env.STORYBOOK_DIR ?? fileURLToPath(new URL('../storybook-static/', import.meta.url));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Starts a static server for storybook-static on a free port of 127.0.0.1; resolves to its URL and a close function. */
export async function serveStorybook(dir = storybookDir) {
  const server = createServer(async (request, response) => {
    // Chromium asks for it on every page; Storybook ships favicon.svg only.
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(dir) || !(await stat(file)).isFile()) throw new Error('not a file');
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    // A connection Chromium left open must not keep the test process alive.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** The stories and docs pages of the build, from its index.json. */
export async function storybookEntries(dir = storybookDir) {
  let index;
  try {
    index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
  } catch (cause) {
    throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first', { cause });
  }
  const entries = Object.values(index.entries);
  return {
    stories: entries.filter((entry) => entry.type === 'story'),
    docs: entries.filter((entry) => entry.type === 'docs'),
  };
}
