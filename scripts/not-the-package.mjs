// What the repository's root says when it is installed or imported as if it were the package
// (`npm install path/to/xwing-huge` instead of `path/to/xwing-huge/pkg`): the package is the
// built pkg/ folder. The root package.json points its entry here and runs this after an install.
//   node scripts/not-the-package.mjs --installed   prints the advice, only when the root was
//                                                  installed into another project
//   import 'xwing-huge'                            throws the advice
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The advice, with the path to this checkout's package folder. */
export const ADVICE = `This is the xwing-huge repository (its sources, build and tests), not the package.
Install the package, its pkg/ folder, instead:
  npm uninstall xwing-huge
  npm install ${resolve(ROOT, 'pkg')}`;

const installed = process.argv.includes('--installed');
if (installed) {
  // `npm install`/`npm ci` run in the repository itself (INIT_CWD is the root): nothing to say.
  const from = process.env.INIT_CWD ? resolve(process.env.INIT_CWD) : ROOT;
  if (from !== ROOT) console.warn(`\n${ADVICE}\n`);
} else if (process.argv[1] !== fileURLToPath(import.meta.url)) {
  throw new Error(ADVICE);
}
