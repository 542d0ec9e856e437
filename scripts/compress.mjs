// Writes brotli (FILE.br) and gzip (FILE.gz) copies of the text and wasm files in a built
// directory, for scripts/serve.mjs to send: `node scripts/compress.mjs dist`.
// Node's own zlib does both, so nothing more needs installing.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSED = new Set(['.wasm', '.js', '.css', '.html', '.svg', '.webmanifest', '.json']);
const dir = process.argv[2] || 'dist';

if (!(await stat(dir).catch(() => null))?.isDirectory()) {
  console.error(`compress.mjs: no directory ${dir} (run make build first)`);
  process.exit(2);
}
for (const name of await readdir(dir)) {
  if (!COMPRESSED.has(extname(name))) continue;
  const path = join(dir, name);
  const data = await readFile(path);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  console.log(`${name}: ${data.length} bytes, brotli ${br.length}, gzip ${gz.length}`);
}
