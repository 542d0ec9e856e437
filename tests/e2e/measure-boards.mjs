// Measures what a class met on the boards (overlapping targets, focus after a move, projector
// sizes, overflow, contrast of the hint star); prints one line per figure. Not a test: run it
// before and after a change to the board renderer (`node tests/e2e/measure-boards.mjs`).
import { serve, launch } from './lib.mjs';

const server = await serve('dist');
const browser = await launch();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const BIG = { width: 1920, height: 1080 };

async function page(viewport, hash) {
  const context = await browser.newContext({ viewport });
  const p = await context.newPage();
  await p.goto(server.url + hash);
  return p;
}
const ready = (p) => p.waitForSelector('[data-testid=status]:not([data-outcome=pending])');
const out = (k, v) => console.log(`${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);

// Chocolate at 390 px: how much of the line between columns 2 and 3 breaks vertically, and
// what tapping the middle of a square does.
{
  const p = await page(PHONE, '#/play/chocolate/2x7,7x7');
  await ready(p);
  out('chocolate 390: line 2|3 of piece 2', await p.evaluate(() => {
    const bar = document.querySelectorAll('.bar')[1];
    const sq = [...bar.querySelectorAll('.sq')];
    // squares are in row order: the first row's columns 2 and 3
    const a = sq[1].getBoundingClientRect(), b = sq[2].getBoundingClientRect();
    const x = (a.right + b.left) / 2;
    const top = bar.getBoundingClientRect().top, bottom = bar.getBoundingClientRect().bottom;
    const counts = {};
    for (let y = Math.ceil(top); y < bottom; y++) {
      const t = document.elementFromPoint(x, y)?.closest('[data-move]');
      const k = t ? t.dataset.move : 'none';
      counts[k] = (counts[k] || 0) + 1;
    }
    return { length: Math.round(bottom - top), counts };
  }));
  out('chocolate 390: tapping the middle of square (4,4) of piece 2', await p.evaluate(() => {
    const bar = document.querySelectorAll('.bar')[1];
    const s = bar.querySelectorAll('.sq')[3 * 7 + 3].getBoundingClientRect();
    const t = document.elementFromPoint(s.x + s.width / 2, s.y + s.height / 2);
    return t.closest('[data-move]')?.dataset.move ?? `no move (${t.className})`;
  }));
  await p.context().close();
}

// Keyboard on Nim: Tab stops in the board; where focus is after Enter plays a move.
{
  const p = await page(DESKTOP, '#/play/nim/3,4,5');
  await ready(p);
  out('nim: Tab stops in the board', await p.evaluate(() => [...document.querySelectorAll('.board [data-move]')]
    .filter((e) => e.tabIndex >= 0 && !e.disabled).length + (document.querySelector('.board').tabIndex >= 0 ? 1 : 0)));
  await p.locator('.board [data-move]').first().focus();
  await p.keyboard.press('Enter');
  await p.waitForURL((u) => !u.hash.endsWith('3,4,5'));
  await ready(p);
  await p.locator('.board [data-move]').first().waitFor();
  out('nim: focus after Enter', await p.evaluate(() => {
    const a = document.activeElement;
    return a ? `${a.tagName.toLowerCase()}${a.closest('.board') ? ' inside the board' : ' outside the board'}` : 'none';
  }));
  let tabs = 0;
  for (; tabs < 60; tabs++) {
    if (await p.evaluate(() => !!document.activeElement?.closest('.board'))) break;
    await p.keyboard.press('Tab');
  }
  out('nim: Tabs back to the board after the move', tabs);
  await p.context().close();
}

// Projector sizes.
async function sizes(viewport, hash, sel) {
  const p = await page(viewport, hash);
  await ready(p);
  const r = await p.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) return null;
    const b = e.getBoundingClientRect();
    return `${Math.round(b.width)}x${Math.round(b.height)}`;
  }, sel);
  await p.context().close();
  return r;
}
for (const [what, hash, sel] of [
  ['nim counter', '#/play/nim/3,4,5', '.board [data-move]'],
  ['checkbox', '#/play/nim/3,4,5', 'input[type=checkbox]'],
  ['chomp square', '#/play/chomp/5,4,2', '.board [data-move]'],
  ['kayles pin', '#/play/kayles/10', '.board .pin'],
  ['chocolate line', '#/play/chocolate/2x7,7x7', '.board [data-move]'],
  ['button', '#/play/nim/3,4,5', '.controls button'],
  ['select', '#/play/nim/3,4,5', 'select'],
]) {
  out(`${what} normal/projector at 1280`, `${await sizes(DESKTOP, hash, sel)} -> ${await sizes(DESKTOP, hash + '?projector=1', sel)}`);
}

// Kayles's row at 1920x1080 in projector mode: how much of its box it fills.
{
  const p = await page(BIG, '#/play/kayles/10?projector=1');
  await ready(p);
  out('kayles 10 projector 1920: row width / board box', await p.evaluate(() => {
    // from the first pin's left to the last pin's right
    const pins = [...document.querySelectorAll('.board .pin')].map((e) => e.getBoundingClientRect());
    const w = Math.max(...pins.map((r) => r.right)) - Math.min(...pins.map((r) => r.left));
    const b = document.querySelector('.board').getBoundingClientRect();
    return `${Math.round(w)} / ${Math.round(b.width)} (${Math.round(100 * w / b.width)}%), pins ${Math.round(pins[0].width)}x${Math.round(pins[0].height)}, lines ${new Set(pins.map((r) => Math.round(r.top))).size}`;
  }));
  await p.context().close();
}

// The 30-column chocolate table in projector mode: the last column reachable.
for (const viewport of [DESKTOP, PHONE]) {
  const p = await page(viewport, '#/table/chocolate?size=30&projector=1');
  await p.getByTestId('heatmap').first().waitFor({ timeout: 30000 });
  out(`table chocolate 30 projector ${viewport.width}`, await p.evaluate(() => {
    const t = document.querySelector('table.heatmap');
    // the header row, with the table's box scrolled to its right end and into view
    const wrap = t.closest('.table-wrap');
    wrap.scrollIntoView();
    wrap.scrollLeft = wrap.scrollWidth;
    const heads = [...t.querySelector('tr').children];
    // the last header cell inside the viewport and inside every clipping ancestor
    let visible = 0;
    for (const h of heads) {
      const r = h.getBoundingClientRect();
      let clip = { left: 0, right: document.documentElement.clientWidth };
      for (let a = h.parentElement; a; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX !== 'visible') { const ar = a.getBoundingClientRect(); clip = { left: Math.max(clip.left, ar.left), right: Math.min(clip.right, ar.right) }; }
      }
      const inView = r.top >= 0 && r.bottom <= innerHeight && r.bottom <= wrap.getBoundingClientRect().bottom;
      if (inView && r.right <= clip.right + 1 && r.left >= clip.left - 1) visible = h.textContent.trim();
    }
    const scrollers = [];
    for (let a = t.parentElement; a; a = a.parentElement) if (a.scrollWidth > a.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) scrollers.push(a.className || a.tagName);
    // whether the box's own scroll bar (its bottom edge) is on screen
    const barOnScreen = wrap.getBoundingClientRect().bottom <= innerHeight;
    return { lastVisibleHeader: visible, barOnScreen, pageWidth: document.documentElement.scrollWidth, scrollBoxes: scrollers };
  }));
  await p.context().close();
}

// Page width in projector mode at phone width.
for (const hash of ['#/play/nim/3,4,5?projector=1', '#/play/chocolate/2x7,7x7?projector=1', '#/play/kayles/10?projector=1', '#/?projector=1']) {
  const p = await page(PHONE, hash);
  await p.waitForSelector('main *');
  if (hash.includes('play')) await ready(p);
  out(`page width 390 ${hash}`, await p.evaluate(() => document.documentElement.scrollWidth));
  await p.context().close();
}

// Kayles 12 on a phone: rows of pins.
{
  const p = await page(PHONE, '#/play/kayles/12');
  await ready(p);
  out('kayles 12 at 390: rows of pins', await p.evaluate(() => new Set([...document.querySelectorAll('.board .pin')].map((e) => Math.round(e.getBoundingClientRect().top))).size));
  await p.context().close();
}

// Chomp's hint star: its colour on the move's background.
{
  const p = await page(DESKTOP, '#/play/chomp/5,4,2');
  await ready(p);
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.locator('.move.hint').waitFor();
  out('chomp hint star colour on background', await p.evaluate(() => {
    const e = document.querySelector('.move.hint');
    const s = getComputedStyle(e, '::after');
    const lum = (c) => { const v = c.match(/[\d.]+/g).slice(0, 3).map(Number).map((x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; }); return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
    const fg = s.color; const bg = s.backgroundColor !== 'rgba(0, 0, 0, 0)' ? s.backgroundColor : getComputedStyle(e).backgroundColor;
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    return `${fg} on ${bg}: ${((a + 0.05) / (b + 0.05)).toFixed(2)}:1`;
  }));
  await p.context().close();
}

await browser.close();
server.stop();
