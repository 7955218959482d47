// Every code block of README.md runs as written: the ```js blocks in Node, in a
// scratch project where pkg/ is installed by name (`npm pack`, offline install), so
// `import ... from 'xwing-huge'` takes the package's Node entry; a js block that calls
// `init()` is also bundled by esbuild as README.md says (the wasm copied next to the
// bundle) and run in Chromium; the ```html blocks run in Chromium beside a copy of
// pkg/; the ```sh blocks name only make targets that exist. A block that throws, or
// logs an error, fails its test.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, runPage, scratchProject } from './scratch.mjs';
import { codeBlocks } from './markdown.mjs';

export { codeBlocks };

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const MAKEFILE = readFileSync(new URL('../../Makefile', import.meta.url), 'utf8');

const blocks = codeBlocks(README);
const { dir } = scratchProject('xwing-huge-readme-');
let browser;
const chromium = async () => (browser ??= await launchChromium());
after(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('README.md has js, html and sh blocks, and no block in another language', () => {
  const langs = new Set(blocks.map((b) => b.lang));
  for (const lang of ['js', 'html', 'sh']) assert.ok(langs.has(lang), `a ${lang} block`);
  assert.deepEqual([...langs].filter((l) => !['js', 'html', 'sh'].includes(l)), [], 'only blocks this test can run');
});

for (const [n, { lang, code, line }] of blocks.entries()) {
  if (lang === 'js') {
    test(`README.md:${line} (js) runs in Node with the package installed by name`, () => {
      const file = join(dir, `block${n}.mjs`);
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
      assert.equal(run.status, 0, `exit ${run.status}:\n${run.stderr}`);
      assert.equal(run.stderr, '', 'nothing on stderr');
      assert.ok(run.stdout.trim().length > 0, 'the block shows a result');
    });
    if (/\binit\(\)/.test(code)) {
      test(`README.md:${line} (js) bundled by esbuild runs in Chromium`, async () => {
        const out = join(dir, `bundle${n}`);
        writeFileSync(join(dir, `bundle${n}.js`), `${code}\ndocument.body.dataset.done = 'yes';\n`);
        await build({ entryPoints: [join(dir, `bundle${n}.js`)], bundle: true, format: 'esm', outfile: join(out, 'app.js'), logLevel: 'silent' });
        copyFileSync(join(dir, 'node_modules/xwing-huge/xwing_huge_bg.wasm'), join(out, 'xwing_huge_bg.wasm'));
        writeFileSync(join(out, 'index.html'), '<!doctype html><script type="module" src="./app.js"></script>');
        const { errors, logs } = await runPage(await chromium(), out);
        assert.deepEqual(errors, []);
        assert.ok(logs.length > 0, 'the block shows a result');
      });
    }
  } else if (lang === 'html') {
    test(`README.md:${line} (html) runs in Chromium beside a copy of pkg/`, async () => {
      const site = join(dir, `site${n}`);
      mkdirSync(site, { recursive: true });
      cpSync(join(dir, 'node_modules/xwing-huge'), join(site, 'pkg'), { recursive: true });
      writeFileSync(join(site, 'index.html'), `<!doctype html>\n${code}\n`);
      const { errors, logs } = await runPage(await chromium(), site, { waitFor: 'console' });
      assert.deepEqual(errors, []);
      assert.ok(logs.length > 0, 'the block shows a result');
    });
  } else if (lang === 'sh') {
    test(`README.md:${line} (sh) names make targets that exist`, () => {
      const targets = [...code.matchAll(/^make ([\w-]+)/gm)].map((m) => m[1]);
      assert.ok(targets.length > 0);
      for (const t of targets) assert.match(MAKEFILE, new RegExp(`^${t}:`, 'm'), `make ${t}`);
    });
  }
}
