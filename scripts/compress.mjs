// Writes brotli (FILE.br) and gzip (FILE.gz) copies of the text and wasm files in a built
// directory, for scripts/serve.mjs to send. Trunk's post_build hook (scripts/post-build.mjs)
// calls `compress`; `node scripts/compress.mjs DIR` does it by hand.
// Node's own zlib does both, so nothing more needs installing.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSED = new Set(['.wasm', '.js', '.css', '.html', '.svg', '.webmanifest', '.json']);

/** Compresses every file of `dir` whose kind is in COMPRESSED; prints each file's sizes. */
export async function compress(dir) {
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    throw new Error(`no directory ${dir} (run make build first)`);
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
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compress(process.argv[2] || 'dist').catch((e) => {
    console.error(`compress.mjs: ${e.message}`);
    process.exit(2);
  });
}
