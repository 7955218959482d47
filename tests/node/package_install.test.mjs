// The package as npm users meet it (issue 30 item 6): its README (written for them, every
// code block run, every link resolvable from the package), the documented linked install
// (`npm install path/to/pkg`) under `vite dev` in Chromium, the declarations in a Node-only
// TypeScript project (no DOM library, no skipLibCheck, each module resolution), and the
// repository root installed by mistake.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createServer } from 'vite';
import { PKG, launchChromium, runPage, scratchProject } from './scratch.mjs';
import { codeBlocks } from './markdown.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(PKG, 'README.md'), 'utf8');
const REPOSITORY = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8')).repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const VITE_CONFIG = '// vite.config.js';

const { dir, packed } = scratchProject('xwing-huge-install-');
const temporary = [dir];
let browser;
const chromium = async () => (browser ??= await launchChromium());
after(async () => {
  await browser?.close();
  for (const d of temporary) rmSync(d, { recursive: true, force: true });
});

/** A scratch project where `target` is installed as the README says: `npm install <folder>` (a link). */
function linkedProject(prefix, target) {
  const project = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-package-lock', '--no-audit', '--no-fund', target], { cwd: project, stdio: 'pipe' });
  return project;
}

test('pkg/README.md is written for npm users: install, both modules, each embedding, no build steps', () => {
  for (const words of ['npm install path/to/xwing-huge/pkg', "from 'xwing-huge'", '`xwing-huge/core`', 'webpack', 'Vite', 'esbuild', '<script type="module">', 'Node']) {
    assert.ok(README.includes(words), `mentions ${words}`);
  }
  for (const builder of ['make ', 'cargo', 'rustup', 'scripts/build.sh']) assert.ok(!README.includes(builder), `no ${builder}: that is the repository's README`);
});

test('every link of pkg/README.md resolves from the package: a packed file or the repository', () => {
  const files = packed.files.map((f) => f.path);
  const links = [...README.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  assert.ok(links.length > 0);
  for (const link of links) {
    if (link.startsWith('#')) {
      const heading = link.slice(1);
      const slugs = [...README.matchAll(/^#+ (.*)$/gm)].map((m) => m[1].toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-'));
      assert.ok(slugs.includes(heading), `${link}: a heading of the README`);
    } else if (/^https?:/.test(link)) {
      const prefix = `${REPOSITORY}/blob/main/`;
      assert.ok(link.startsWith(prefix), `${link}: into the repository (${REPOSITORY})`);
      const path = link.slice(prefix.length).split('#')[0];
      assert.ok(existsSync(join(ROOT, path)), `${link}: ${path} exists in the repository`);
    } else {
      assert.ok(files.includes(link.split('#')[0]), `${link}: shipped in the package (${files})`);
    }
  }
});

const blocks = codeBlocks(README);
for (const [n, { lang, code, line }] of blocks.entries()) {
  if (lang === 'js' && !code.startsWith(VITE_CONFIG)) {
    test(`pkg/README.md:${line} (js) runs in Node with the package installed by name`, () => {
      const file = join(dir, `readme${n}.mjs`);
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
      assert.equal(run.status, 0, `exit ${run.status}:\n${run.stderr}`);
      assert.equal(run.stderr, '');
      assert.ok(run.stdout.trim().length > 0, 'the block shows a result');
    });
  } else if (lang === 'html') {
    test(`pkg/README.md:${line} (html) runs in Chromium with the package in node_modules`, async () => {
      const site = join(dir, `site${n}`);
      mkdirSync(join(site, 'node_modules'), { recursive: true });
      cpSync(join(dir, 'node_modules/xwing-huge'), join(site, 'node_modules/xwing-huge'), { recursive: true });
      writeFileSync(join(site, 'index.html'), `<!doctype html>\n${code}\n`);
      const { errors, logs } = await runPage(await chromium(), site, { waitFor: 'console' });
      assert.deepEqual(errors, []);
      assert.ok(logs.length > 0, 'the block shows a result');
    });
  }
}

/** Serves `project` with `vite dev` and opens it in Chromium: `{ body, wasm }` (each .wasm response's status). */
async function viteDev(project, configFile) {
  const server = await createServer({ root: project, configFile, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const page = await (await chromium()).newPage();
  const wasm = [];
  page.on('response', (r) => r.url().endsWith('.wasm') && wasm.push(r.status()));
  try {
    await page.goto(server.resolvedUrls.local[0]);
    const done = await page.waitForSelector('body[data-done]', { state: 'attached', timeout: 30000 }).then(() => true, () => false);
    return { body: done ? JSON.parse(await page.evaluate(() => document.body.dataset.done)) : null, wasm };
  } finally {
    await page.close();
    await server.close();
  }
}

test('installed as documented (a link), the package runs under `vite dev` in Chromium with the README\'s config', async () => {
  const project = linkedProject('xwing-huge-vite-dev-', PKG);
  symlinkSync(join(ROOT, 'node_modules', 'vite'), join(project, 'node_modules', 'vite'));
  writeFileSync(join(project, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  writeFileSync(join(project, 'main.js'), `
    import init, { shipInfo } from 'xwing-huge';
    import initCore, { placeMove } from 'xwing-huge/core';
    await init();
    await initCore();
    const ship = { id: 'g', ship: 'gr75', pose: { x: 900, y: 600, heading: 0 } };
    document.body.dataset.done = JSON.stringify({ base: shipInfo({ ship: 'cr90' }).base, pose: placeMove({ ship, maneuver: { speed: 2, bearing: 'straight' } }).pose });
  `);
  const config = blocks.find((b) => b.lang === 'js' && b.code.startsWith(VITE_CONFIG));
  assert.ok(config, 'the README gives a vite.config.js');
  writeFileSync(join(project, 'vite.config.js'), config.code);
  // Vite runs from the project's folder (the config's paths are relative to it).
  const cwd = process.cwd();
  process.chdir(project);
  let dev;
  try {
    dev = await viteDev(project, join(project, 'vite.config.js'));
  } finally {
    process.chdir(cwd);
  }
  const { body, wasm } = dev;
  assert.deepEqual(body, { base: { width: 80, length: 221 }, pose: { x: 900, y: 520, heading: 0 } }, 'both modules loaded and answered');
  assert.deepEqual(wasm, [200, 200], 'both wasm files served');
  // Why the README's line: without it Vite refuses the linked package's wasm.
  const bare = await viteDev(project, false);
  assert.equal(bare.body, null);
  assert.ok(bare.wasm.includes(403), `the wasm refused without it (${bare.wasm})`);
});

/** Diagnostics of a Node-only project (ES2022 library, no DOM) importing both modules. */
function nodeOnly(project, moduleResolution, types) {
  const module = moduleResolution === 'node16' ? ts.ModuleKind.Node16 : ts.ModuleKind.ESNext;
  const resolution = { node16: ts.ModuleResolutionKind.Node16, bundler: ts.ModuleResolutionKind.Bundler, node: ts.ModuleResolutionKind.Node10 }[moduleResolution];
  const file = join(project, 'use.ts');
  writeFileSync(file, `
    import init, { initSync, shipInfo, XwingRulesError } from 'xwing-huge';
    import { placeMove, Workspace } from 'xwing-huge/core';
    const base: { width: number; length: number } = shipInfo({ ship: 'cr90' }).base;
    const pose = placeMove({ ship: { id: 'g', ship: 'gr75', pose: { x: 0, y: 0, heading: 0 } }, maneuver: { speed: 2, bearing: 'straight' } }).pose;
    const bytes = new Uint8Array(8);
    export const used = [init, initSync, bytes, base, pose, Workspace, XwingRulesError];
  `);
  const options = {
    strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, module, moduleResolution: resolution,
    lib: ['lib.es2022.d.ts'], types, typeRoots: [join(ROOT, 'node_modules', '@types')],
  };
  const program = ts.createProgram([file], options);
  const loaded = program.getSourceFiles().map((f) => f.fileName).filter((f) => f.endsWith('xwing_huge.d.ts'));
  return { loaded, errors: ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')) };
}

test('the declarations compile in a Node-only TypeScript project: no DOM, no skipLibCheck, node16, bundler and node (node10)', () => {
  const project = mkdtempSync(join(tmpdir(), 'xwing-huge-tsc-'));
  temporary.push(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(join(dir, 'node_modules', 'xwing-huge'), join(project, 'node_modules', 'xwing-huge'));
  for (const [resolution, types] of [['node16', ['node']], ['node16', []], ['bundler', []], ['node', []]]) {
    const { loaded, errors } = nodeOnly(project, resolution, types);
    assert.deepEqual(errors, [], `${resolution}, types ${JSON.stringify(types)}`);
    assert.equal(loaded.length, 2, `${resolution}: both modules' declarations found (${loaded})`);
  }
});

test('the repository root installed by mistake says to install pkg/ instead', () => {
  const project = linkedProject('xwing-huge-root-', ROOT);
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('xwing-huge')"], { cwd: project, encoding: 'utf8' });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /This is the xwing-huge repository \(its sources, build and tests\), not the package\./);
  assert.ok(run.stderr.includes(`npm install ${join(ROOT, 'pkg')}`), run.stderr);
});
