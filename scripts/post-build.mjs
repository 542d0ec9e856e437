// Trunk's post_build hook (Trunk.toml): finishes the staging directory Trunk is about to turn
// into dist/ ($TRUNK_STAGING_DIR), in order:
// 1. `var bootGames = {};` in index.html becomes the boot screen's texts (each game's name, rule
//    and kind of value sequence page, and the first texts of the calculator, compare and
//    sequence pages from src/boot_texts.rs), printed by crates/boot from the engine's
//    catalogue, so a link shows its page while the wasm loads and a new game needs nothing
//    in index.html;
// 2. release builds: the wasm-bindgen glue (each NAME.js beside a NAME_bg.wasm) minified by
//    esbuild, since Trunk's minifier fails on it and leaves it whole (the app's 52 kB, 23 kB
//    minified), and the page minified again by html-minifier-terser, which minifies the boot
//    texts and the module script that Trunk's minifier leaves as they are (and takes out the
//    optional closing tags it keeps);
// 3. release builds: brotli and gzip copies of the text and wasm files (compress.mjs), which
//    scripts/serve.mjs sends. `trunk serve` sends the files as they are, so debug builds skip it.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress } from './compress.mjs';

const STAGE = process.env.TRUNK_STAGING_DIR;
const RELEASE = process.env.TRUNK_PROFILE === 'release';

/** Runs a command; resolves with its stdout, rejects with its name and status on failure. */
function capture(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', (e) => reject(new Error(`${cmd}: ${e.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function bootTexts() {
  // Profile `tool`: a small native program that only reads the catalogue, compiled quickly.
  const boot = (
    await capture('cargo', ['run', '--quiet', '--locked', '--offline', '--profile', 'tool', '-p', 'nimlab-boot'])
  ).trim();
  const page = join(STAGE, 'index.html');
  const html = await readFile(page, 'utf8');
  // Trunk's minifier may have taken the spaces out of the placeholder.
  const placeholder = /var bootGames ?= ?\{\};?/g;
  const found = html.match(placeholder)?.length ?? 0;
  if (found !== 1) throw new Error(`index.html must hold "var bootGames = {};" once (found ${found} times)`);
  await writeFile(page, html.replace(placeholder, () => boot));
}

async function minify() {
  const esbuild = await import('esbuild');
  for (const wasm of (await readdir(STAGE)).filter((n) => n.endsWith('_bg.wasm'))) {
    const name = wasm.replace(/_bg\.wasm$/, '');
    const bin = name.replace(/-[0-9a-f]+$/, '');
    const js = join(STAGE, `${name}.js`);
    // The glue's fallback URL (when its init function is given no path) is the name
    // wasm-bindgen wrote, unhashed: it is pointed at the hashed file.
    const code = (await readFile(js, 'utf8')).replaceAll(`'${bin}_bg.wasm'`, `'${wasm}'`);
    const min = (await esbuild.transform(code, { loader: 'js', format: 'esm', minify: true })).code;
    await writeFile(js, min);
  }
  const { minify: minifyHtml } = await import('html-minifier-terser');
  const page = join(STAGE, 'index.html');
  const html = await minifyHtml(await readFile(page, 'utf8'), {
    collapseWhitespace: true,
    removeComments: true,
    removeAttributeQuotes: true,
    collapseBooleanAttributes: true,
    removeOptionalTags: true,
    useShortDoctype: true,
    minifyJS: true,
  });
  await writeFile(page, html);
}

try {
  if (!STAGE) throw new Error('TRUNK_STAGING_DIR is not set: this is a Trunk hook (trunk build, Trunk.toml)');
  await bootTexts();
  if (RELEASE) {
    await minify();
    await compress(STAGE);
  }
} catch (e) {
  console.error(`post-build.mjs: ${e.message}`);
  process.exit(1);
}
