// Writes brotli (FILE.br) and gzip (FILE.gz) copies of the text and wasm files in a built
// directory, for scripts/serve.mjs to send. Trunk's post_build hook (scripts/post-build.mjs)
// calls `compress`; `node scripts/compress.mjs DIR` does it by hand.
// Node's own zlib does both, so nothing more needs installing.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

// Node's zlib threads: the files are compressed side by side, not one after another.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSED = new Set(['.wasm', '.js', '.css', '.html', '.svg', '.webmanifest', '.json']);

/** Compresses every file of `dir` whose kind is in COMPRESSED; prints each file's sizes. */
export async function compress(dir) {
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    throw new Error(`no directory ${dir} (run make build first)`);
  }
  const names = (await readdir(dir)).filter((name) => COMPRESSED.has(extname(name))).sort();
  const sizes = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const data = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      await writeFile(`${path}.br`, br);
      await writeFile(`${path}.gz`, gzipped);
      return `${name}: ${data.length} bytes, brotli ${br.length}, gzip ${gzipped.length}`;
    }),
  );
  for (const line of sizes) console.log(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compress(process.argv[2] || 'dist').catch((e) => {
    console.error(`compress.mjs: ${e.message}`);
    process.exit(2);
  });
}
