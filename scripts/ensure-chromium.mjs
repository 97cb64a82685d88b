// Makes sure a Chromium for Playwright exists. Playwright cannot download its own browser on
// these machines, so we use Debian's package and install it with apt-get where it is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const onDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (!onDebian) {
  console.error(
    `Chromium not found at ${path}. Install Chromium and set CHROMIUM_PATH to its binary, ` +
      'e.g. CHROMIUM_PATH=/usr/bin/chromium-browser npm test.',
  );
  process.exit(1);
}
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`Chromium is missing: installing Debian's package (${sudo}apt-get install chromium)…`);
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
