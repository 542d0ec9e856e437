// Shared helpers for the standalone browser scripts (bench, soak, measure-boards, shot,
// scripts/audit.mjs): serve dist/ on 127.0.0.1 and drive Debian's Chromium with playwright-core
// (which never downloads a browser). The test suite's own helpers are in fixtures.mjs; it uses
// the same Chromium flags (playwright.config.mjs).
import { chromium } from 'playwright-core';
import { start } from '../../scripts/serve.mjs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Serves `dir` on 127.0.0.1 as `make serve` does (scripts/serve.mjs); returns { url, stop }. */
export async function serve(dir) {
  const server = await start(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, stop: () => { server.close(); server.closeAllConnections(); } };
}

/** Chromium with the usual flags, and `extra` ones (the soak test adds --js-flags=--expose-gc). */
export async function launch(extra = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra] });
}
