// Builds the app into dist/ (`make build` runs `node scripts/build.mjs`).
//
// Why a script of our own rather than Trunk: Trunk has to be compiled from source on a fresh
// machine (cargo install, about 12 of the 66 minutes `make test` took there), and we used a
// small part of it: two cargo builds, wasm-bindgen, wasm-opt, hashed names, minifying and
// copying a few files. Those steps are below; the tools they call are installed anyway
// (wasm-bindgen-cli from crates.io, wasm-opt from npm's binaryen, esbuild and
// html-minifier-terser from npm).
//
// index.html says what goes into dist/ with `<link data-build ...>` elements:
//   rel="copy-file" href=F          F copied to dist/ under its own name;
//   rel="css" href=F                F minified to dist/NAME-<hash>.css, linked with its integrity;
//                                    (esbuild minifies the style sheet and the wasm-bindgen glue,
//                                    html-minifier-terser the page and its inline scripts)
//   rel="rust" data-bin=B           the crate's binary B for wasm32, through wasm-bindgen (web
//     data-wasm-opt=L                target) and wasm-opt -OL; data-type="main" is the page's
//     [data-cargo-features=F]        module, hashed (B-<hash>.js, B-<hash>_bg.wasm) and started by
//     [data-type=main|worker]        the script below once the boot screen has been painted;
//                                    "worker" keeps the names B.js and B_bg.wasm, which the app
//                                    loads itself (src/client/transport.rs, WORKER_PATH).
// and `var bootGames = {};` is replaced by the boot screen's texts, printed from the engine's
// catalogue by crates/boot. Links are relative (./), so dist/ can be served from any folder.
//
// Usage: node scripts/build.mjs [--no-minify]   (always a release build, into dist/)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const STAGE = join(ROOT, '.dist-stage');
const MINIFY = !process.argv.includes('--no-minify');
const WASM_TARGET = 'wasm32-unknown-unknown';
const BIN = join(ROOT, 'node_modules', '.bin');
const tool = (name) => (existsSync(join(BIN, name)) ? join(BIN, name) : name);

// The page's module: the app's wasm is fetched once the boot screen (index.html's header and
// introduction) has been painted, rather than preloaded while the page is parsed: on a slow
// connection a preload took bandwidth from the style sheet the first paint waits for, and
// Lighthouse's simulation counted the wasm in the largest contentful paint of every page. The
// event keeps the name Trunk gave it, for anything listening.
const startScript = (js, wasm) => `<script type="module">
requestAnimationFrame(() => setTimeout(async () => {
  const bindings = await import('./${js}');
  const wasm = await bindings.default({ module_or_path: './${wasm}' });
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
}, 0));
</script>`;

const started = Date.now();
const step = (what, t0) => console.log(`[build] ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

/** Runs a command; resolves with its stdout when asked to capture it, rejects on failure. */
function run(cmd, args, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let out = '';
    if (capture) child.stdout.on('data', (d) => (out += d));
    child.on('error', (e) => reject(new Error(`${cmd}: ${e.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** `cargo build` of some binaries; returns each binary's artifact path (from cargo's messages). */
async function cargoBuild(args) {
  const out = await run('cargo', ['build', '--locked', '--message-format=json-render-diagnostics', ...args], {
    capture: true,
  });
  const files = {};
  for (const line of out.split('\n')) {
    if (!line.startsWith('{')) continue;
    const msg = JSON.parse(line);
    if (msg.reason === 'compiler-artifact' && msg.target.kind.includes('bin')) {
      files[msg.target.name] = msg.filenames.find((f) => f.endsWith('.wasm')) ?? msg.executable;
    }
  }
  return files;
}

const hash16 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

/** The attributes of one `<link ...>` element. */
function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) attrs[m[1]] = m[2] ?? '';
  return attrs;
}

let versions = null;
/** The versions of wasm-bindgen and wasm-opt, so a cached output is never a different tool's. */
function toolVersions() {
  versions ??= Promise.all(
    ['wasm-bindgen', 'wasm-opt'].map((t) => run(tool(t), ['--version'], { capture: true })),
  ).then((v) => v.join(' '));
  return versions;
}

/** wasm-bindgen (web target) then wasm-opt; returns the names written to the stage. */
async function bindgen(link, wasmFile) {
  const t0 = Date.now();
  const bin = link['data-bin'];
  const out = join(STAGE, `.${bin}`);
  const wasmPath = join(out, `${bin}_bg.wasm`);
  // wasm-bindgen and wasm-opt take 45 s or more for each binary; when cargo left the binary as
  // it was, the last run's output is used again (kept beside cargo's, keyed by the input, the
  // level and the tools' versions).
  const level = link['data-wasm-opt'] || '3';
  const key = hash16(await readFile(wasmFile), level, await toolVersions());
  const cached = join(dirname(wasmFile), 'bindgen-cache', `${bin}-${key}`);
  const reused = existsSync(join(cached, `${bin}_bg.wasm`));
  if (reused) {
    await mkdir(out, { recursive: true });
    for (const f of [`${bin}.js`, `${bin}_bg.wasm`]) await copyFile(join(cached, f), join(out, f));
  } else {
    await run(tool('wasm-bindgen'), ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', bin, wasmFile]);
    await run(tool('wasm-opt'), [`-O${level}`, wasmPath, '-o', wasmPath]);
    // One entry per binary: the previous one goes.
    const cache = dirname(cached);
    await mkdir(cache, { recursive: true });
    for (const old of await readdir(cache)) if (old.startsWith(`${bin}-`)) await rm(join(cache, old), { recursive: true });
    await mkdir(cached);
    for (const f of [`${bin}.js`, `${bin}_bg.wasm`]) await copyFile(join(out, f), join(cached, f));
  }
  let js = await readFile(join(out, `${bin}.js`), 'utf8');
  const wasm = await readFile(wasmPath);
  let name = bin;
  if (link['data-type'] !== 'worker') {
    name = `${bin}-${hash16(wasm, js)}`;
    // The module's own fallback URL, used when no path is passed to its init function.
    js = js.replaceAll(`'${bin}_bg.wasm'`, `'${name}_bg.wasm'`);
  }
  // wasm-bindgen's glue, 52 kB for the app: a third of that minified (brotli 7.7 kB to 6.0 kB).
  if (esbuild) js = (await esbuild.transform(js, { loader: 'js', format: 'esm', minify: true })).code;
  await writeFile(join(STAGE, `${name}.js`), js);
  await writeFile(join(STAGE, `${name}_bg.wasm`), wasm);
  await rm(out, { recursive: true });
  const how = reused ? 'reused from the last build' : 'ran';
  step(`wasm-bindgen and wasm-opt -O${level} for ${bin} (${wasm.length} bytes, ${how})`, t0);
  return { js: `${name}.js`, wasm: `${name}_bg.wasm` };
}

const esbuild = MINIFY ? await import('esbuild') : null;
const htmlMinifier = MINIFY ? await import('html-minifier-terser') : null;

async function main() {
  await rm(STAGE, { recursive: true, force: true });
  await mkdir(STAGE, { recursive: true });
  let html = await readFile(join(ROOT, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<link data-build\b[^>]*>/g)].map((m) => ({ tag: m[0], ...attributes(m[0]) }));
  const replacement = new Map();

  // The wasm binaries, one cargo build per set of features: cargo builds one crate with one
  // set of features per run, and the worker's `solve` must stay out of the app's wasm. Each
  // binary's wasm-bindgen and wasm-opt run while cargo builds the next one.
  const rust = tags.filter((t) => t.rel === 'rust');
  const byFeatures = new Map();
  for (const t of rust) {
    const f = t['data-cargo-features'] ?? '';
    byFeatures.set(f, [...(byFeatures.get(f) ?? []), t]);
  }
  const pending = [];
  for (const [features, links] of byFeatures) {
    const t0 = Date.now();
    const args = ['--release', '--target', WASM_TARGET, '-p', 'nimlab-app'];
    for (const l of links) args.push('--bin', l['data-bin']);
    if (features) args.push('--features', features);
    const files = await cargoBuild(args);
    step(`cargo build ${args.join(' ')}`, t0);
    for (const l of links) {
      const file = files[l['data-bin']];
      if (!file) throw new Error(`cargo built no wasm for the binary ${l['data-bin']}`);
      const done = bindgen(l, file).then((names) =>
        replacement.set(l.tag, l['data-type'] === 'worker' ? '' : startScript(names.js, names.wasm)),
      );
      // A failure is reported by Promise.all below, not as an unhandled rejection meanwhile.
      done.catch(() => {});
      pending.push(done);
    }
  }

  // The boot screen's texts, from the engine's catalogue (a small native program).
  const t0 = Date.now();
  const boot = (await run('cargo', ['run', '--quiet', '--locked', '--profile', 'tool', '-p', 'nimlab-boot'], { capture: true })).trim();
  step('boot texts (crates/boot)', t0);
  const placeholder = 'var bootGames = {};';
  if (html.split(placeholder).length !== 2) throw new Error(`index.html must hold "${placeholder}" once`);
  html = html.replace(placeholder, () => boot);

  for (const t of tags) {
    if (t.rel === 'copy-file') {
      await copyFile(join(ROOT, t.href), join(STAGE, basename(t.href)));
      replacement.set(t.tag, '');
    } else if (t.rel === 'css') {
      let css = await readFile(join(ROOT, t.href), 'utf8');
      if (esbuild) css = (await esbuild.transform(css, { loader: 'css', minify: true })).code;
      const name = `${basename(t.href, extname(t.href))}-${hash16(css)}.css`;
      await writeFile(join(STAGE, name), css);
      const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
      replacement.set(t.tag, `<link rel="stylesheet" href="./${name}" integrity="${integrity}" />`);
    } else if (t.rel !== 'rust') {
      throw new Error(`index.html: unknown <link data-build rel="${t.rel}">`);
    }
  }
  await Promise.all(pending);

  for (const t of tags) html = html.replace(t.tag, () => replacement.get(t.tag));
  // The lines the removed links stood on.
  html = html.replace(/\n[ \t]*(?=\n)/g, '');
  if (htmlMinifier) {
    html = await htmlMinifier.minify(html, {
      collapseWhitespace: true,
      removeComments: true,
      removeAttributeQuotes: true,
      collapseBooleanAttributes: true,
      removeOptionalTags: true,
      useShortDoctype: true,
      minifyJS: true,
    });
  }
  await writeFile(join(STAGE, 'index.html'), html);

  // dist/ is replaced whole, so no file of an earlier build stays behind.
  await rm(DIST, { recursive: true, force: true });
  await rename(STAGE, DIST);
  step('build', started);
}

main().catch(async (e) => {
  console.error(`build.mjs: ${e.message}`);
  await rm(STAGE, { recursive: true, force: true });
  process.exit(1);
});
