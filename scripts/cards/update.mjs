// Takes a new upstream release of one vendored source into vendor/ and regenerates the card tables:
//
//   node scripts/cards/update.mjs FOLDER CHECKOUT [--commit SHA] [--date YYYY-MM-DD]
//   npm run cards:update -- xwing-data2 ../xwing-data2
//
// FOLDER is a key of vendor/sources.json (xwing-data2, xwing-data, xws-spec); CHECKOUT a
// checkout of its upstream repository. The files and folders sources.json lists for it are
// replaced by the checkout's, unmodified; its commit and date are read from the checkout's git
// (or given, for a copy without .git) and recorded in sources.json; then build.mjs rewrites
// src/cards/gen/. Review the change as `git diff src/cards/gen/cards.jsonl`: one line per card.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, vendorSources } from './vendor.mjs';
import { write } from './build.mjs';

function usage(message) {
  console.error(`update: ${message}\nusage: node scripts/cards/update.mjs FOLDER CHECKOUT [--commit SHA] [--date YYYY-MM-DD]`);
  process.exit(2);
}

/** The option `--name value`, or `undefined`. */
function option(args, name) {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
}

/** The checkout's HEAD commit and its date, read from git when the checkout is a repository. */
function gitHead(dir) {
  try {
    const [commit, date] = execFileSync('git', ['-C', dir, 'log', '-1', '--format=%H %cs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(' ');
    return { commit, date };
  } catch {
    return {};
  }
}

/** Copies `source.files` from `checkout` over vendor/`folder`, then records the commit. */
export function update(folder, checkout, given = {}) {
  const sources = vendorSources();
  const source = sources[folder];
  if (!source) usage(`${folder} is not in vendor/sources.json (${Object.keys(sources).join(', ')})`);
  const missing = source.files.filter((f) => !existsSync(join(checkout, f)));
  if (missing.length) usage(`${checkout} lacks ${missing.join(', ')}: is it a checkout of ${source.repository}?`);
  const head = { ...gitHead(checkout), ...Object.fromEntries(Object.entries(given).filter(([, v]) => v)) };
  if (!/^[0-9a-f]{40}$/.test(head.commit ?? '')) usage(`no commit: ${checkout} is not a git checkout; give --commit SHA`);
  for (const f of source.files) {
    const to = join(ROOT, 'vendor', folder, f);
    rmSync(to, { recursive: true, force: true });
    cpSync(join(checkout, f), to, { recursive: true });
  }
  sources[folder] = { ...source, commit: head.commit, date: head.date ?? source.date };
  writeFileSync(join(ROOT, 'vendor', 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
  return write(join(ROOT, 'src', 'cards', 'gen'));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const args = process.argv.slice(2);
  const [folder, checkout] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!folder || !checkout) usage('FOLDER and CHECKOUT are required');
  update(folder, resolve(checkout), { commit: option(args, '--commit'), date: option(args, '--date') });
  console.log(`vendor/${folder} now at ${vendorSources()[folder].commit}; src/cards/gen/ regenerated: review git diff src/cards/gen/cards.jsonl`);
}
