// A scratch npm project under the system's temporary folder with pkg/ installed in
// it the way a user installs it: `npm pack`, then `npm install <tarball>` offline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PKG = fileURLToPath(new URL('../../pkg/', import.meta.url));

const npm = (args, cwd) =>
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

/** `{ dir, packed }`: the project folder and `npm pack --json`'s record of the tarball. */
export function scratchProject(prefix = 'xwing-huge-pack-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const [packed] = JSON.parse(npm(['pack', PKG, '--json', '--pack-destination', dir], dir));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  npm(['install', '--offline', '--no-package-lock', join(dir, packed.filename)], dir);
  return { dir, packed };
}
