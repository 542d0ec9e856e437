// The package's TypeScript declarations (index.d.ts, node.d.ts), with the TypeScript pinned in
// the root package.json: the README's examples compile under `tsc --strict`, and what the
// functions return, written out as object literals, has the declared types field for field (a
// literal with a field the types lack, or without one they require, does not compile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PKG = join(ROOT, 'target/js-pkg');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
if (!existsSync(join(PKG, 'index.d.ts'))) throw new Error(`no package in ${PKG}: run make js first`);
if (!existsSync(TSC)) throw new Error(`no TypeScript at ${TSC}: run npm ci`);

const nimlab = await import(join(PKG, 'node.js'));
await nimlab.default();
const { solve, sequence, table, games, compare, quotient, value, searchOutcome, loopyValue, loopySequence } = nimlab;

/** The README's ```ts blocks. */
function readmeExamples() {
  const readme = readFileSync(join(ROOT, 'crates/js/README.md'), 'utf8');
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/** Declarations `const name: Type = <literal>;` of what the functions return. */
function resultLiterals() {
  const lines = ["import type { Solution, Sequence, Table, GameEntry, Comparison, Quotient, ValueReport, OutcomeSearch, Outcomes, LoopyReport, LoopyComparison, LoopySequence } from 'nimlab';"];
  let n = 0;
  const declare = (type, v) => lines.push(`export const r${n++}: ${type} = ${JSON.stringify(v)};`);
  const list = games();
  declare('GameEntry[]', list);
  for (const g of list) declare('Solution', solve(g.example_game, g.example_position));
  // Misère, and the boards the examples do not draw: a graph of vertices, a caption.
  for (const [game, position] of [['nim', '1,1,2'], ['kayles', '7'], ['grundy', '7,5']]) declare('Solution', solve(game, position, true));
  declare('Solution', solve('col', 'a-b-c,c-d;a=L'));
  declare('Solution', solve('king', '150,150'));
  for (const [game, to] of [['kayles', 40], ['grundy', 30], [`subtract:${Array.from({ length: 300 }, (_, i) => i + 1)}`, 400]]) {
    const { values, ...rest } = sequence(game, to);
    lines.push(`export const r${n++}: Sequence = { ...${JSON.stringify(rest)}, values: new ${values.constructor.name}(${JSON.stringify(Array.from(values))}) };`);
  }
  // Every game's table that has one, small (or at its default sizes where size does not apply).
  const tables = list.flatMap((g) => {
    for (const sizes of [{ size: 4 }, undefined]) {
      try {
        return [table(g.id, sizes)];
      } catch {
        // the next sizes, or no table
      }
    }
    return [];
  });
  assert.ok(tables.length >= 10, `${tables.length} tables`);
  for (const t of tables) declare('Table', t);
  declare('Table', table('king', { rows: 5, cols: 7 }));
  declare('Comparison', compare('toads:T.F', 'nim:1'));
  declare('Comparison', compare('domineering:2x2', 'cutcake:1x2'));
  declare('Quotient', quotient('octal:0.07', 20));
  declare('Quotient', quotient('grundy', 12));
  declare('OutcomeSearch', searchOutcome('domineering', '4x4', { allMoves: true }));
  declare('OutcomeSearch', searchOutcome('domineering', '8x8', { side: 'R', nodes: 100 }));
  declare('Outcomes', searchOutcome('domineering', '3x3', { side: 'both' }));
  declare('Outcomes', searchOutcome('domineering', '8x8', { side: 'both', onProgress: () => false }));
  declare('ValueReport', value('{0|{0|-1}}'));
  declare('ValueReport', value('domineering:3x3', { cool: 1 }));
  declare('ValueReport', value('1/2', { overheat: ['1', '1*'] }));
  for (const expr of ['on + off', '{0|pass}', 'a{0|{a|*}}', 'over & 0']) declare('LoopyReport', loopyValue(expr));
  declare('LoopyComparison', loopyValue('over > 0'));
  for (const game of ['windup:1,2/5', 'windup:1,3,4/10']) declare('LoopySequence', loopySequence(game, 100));
  return { text: `${lines.join('\n')}\n`, count: n };
}

/** `tsc --strict --noEmit` on `files` importing 'nimlab' (the package in target/js-pkg) as
 * `resolution` resolves it: nodenext picks node.d.ts, bundler index.d.ts. */
function compile(files, resolution, skipLibCheck) {
  const dir = mkdtempSync(join(tmpdir(), 'nimlab-types-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(PKG, join(dir, 'node_modules/nimlab'), 'dir');
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    const module = resolution === 'nodenext' ? 'nodenext' : 'esnext';
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'es2022', module, moduleResolution: resolution,
        lib: ['es2022', 'dom'], types: [], skipLibCheck,
      },
      include: ['*.ts'],
    }));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const r = spawnSync(process.execPath, [TSC, '-p', dir, '--strict', '--noEmit', '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
    // tsc's errors, by file: "file.ts(line,col): error TS...".
    const errors = {};
    for (const line of `${r.stdout}${r.stderr}`.split('\n')) {
      const m = /^([\w.-]+)\(\d+,\d+\): error /.exec(line);
      if (m) (errors[m[1]] ??= []).push(line);
      else if (/error/.test(line)) (errors['(elsewhere)'] ??= []).push(line);
    }
    return { status: r.status, errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Files the declarations must refuse: a result missing a field, with a field too many, with a
 * wrong value, and a call with a number for a position (the check is only as good as these). */
function refused() {
  const s = solve('nim', '3,4');
  const { grundy, ...withoutGrundy } = s;
  assert.equal(grundy, 7);
  return {
    'refused-missing.ts': `import type { Solution } from 'nimlab'; export const a: Solution = ${JSON.stringify(withoutGrundy)};`,
    'refused-extra.ts': `import type { Solution } from 'nimlab'; export const a: Solution = ${JSON.stringify({ ...s, extra: 1 })};`,
    'refused-wrong.ts': `import type { Solution } from 'nimlab'; export const a: Solution = ${JSON.stringify({ ...s, outcome: 'Q' })};`,
    'refused-call.ts': "import { solve } from 'nimlab'; solve('nim', 345);",
  };
}

test("the README's examples and the functions' results compile under tsc --strict (Node's resolution)", () => {
  const examples = readmeExamples();
  assert.ok(examples.length >= 1, 'the README has a ```ts example');
  const results = resultLiterals();
  assert.ok(results.count > 60, `${results.count} results`);
  const bad = refused();
  const files = { 'results.ts': results.text, ...bad };
  examples.forEach((text, i) => {
    files[`readme${i}.ts`] = text;
  });
  // One tsc run (it takes seconds): errors in the refused files and nowhere else.
  const { status, errors } = compile(files, 'nodenext', false);
  assert.notEqual(status, 0);
  for (const file of Object.keys(bad)) assert.ok(errors[file], `${file} is refused: ${JSON.stringify(errors)}`);
  const others = Object.entries(errors).filter(([file]) => !(file in bad));
  assert.deepStrictEqual(others, [], others.flatMap(([, lines]) => lines).join('\n').slice(0, 4000));
});

test("the README's examples compile as a bundler resolves the package (index.d.ts)", () => {
  const files = {};
  readmeExamples().forEach((text, i) => {
    files[`readme${i}.ts`] = text;
  });
  const { status, errors } = compile(files, 'bundler', true);
  assert.equal(status, 0, JSON.stringify(errors));
});
