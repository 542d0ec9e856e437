// Serves a built dist/ directory on 127.0.0.1: `node scripts/serve.mjs DIR PORT`.
// Sends the precompressed copies (FILE.br, FILE.gz from scripts/compress.mjs) when the
// browser accepts them, with the file's own Content-Type (application/wasm for wasm) and
// Content-Encoding. Files with a content hash in their name are cached for a year; the rest
// (index.html, the service worker, the worker's unhashed files) are revalidated every time.
import { createServer } from 'node:http';
import { stat, readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Trunk names hashed assets NAME-<hash>.EXT (and NAME-<hash>_bg.wasm): a 64-bit hash in hex
 *  without leading zeros, so up to 16 digits (fewer than 8 once in 2^32 builds). */
export const HASHED = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Which file answers `urlPath` under `root`, or null (also for paths leaving the root). */
async function resolveFile(root, urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (rel.endsWith('/')) rel += 'index.html';
  const path = normalize(join(root, rel));
  if (path !== root && !path.startsWith(root + sep)) return null;
  return (await isFile(path)) ? path : null;
}

/** Starts the server; resolves to the http.Server once it listens. */
export function start(dir, port, host = '127.0.0.1') {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = await resolveFile(root, req.url);
    if (!path) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] || '');
    let body = path;
    let encoding = null;
    for (const [name, ext] of [['br', '.br'], ['gzip', '.gz']]) {
      if (new RegExp(`\\b${name}\\b`).test(accepts) && (await isFile(path + ext))) {
        body = path + ext;
        encoding = name;
        break;
      }
    }
    const headers = {
      'Content-Type': TYPES[extname(path)] || 'application/octet-stream',
      'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    const data = await readFile(body);
    headers['Content-Length'] = data.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) {
    console.error(`serve.mjs: the port must be a number from 0 to 65535, not "${port}"`);
    process.exit(2);
  }
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`serve.mjs: no directory ${dir} to serve (run make build first)`);
    process.exit(2);
  }
  await start(dir, portNumber);
}
