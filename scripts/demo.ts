/**
 * `npm run demo`: builds the extension and opens it in Chromium.
 * - With a display: a Chromium window with the extension, its popup, side panel and settings open
 *   in tabs; it runs until you close the window or press Ctrl+C.
 * - With `--headless` (or no display): writes screenshots of the popup, side panel and settings
 *   to `demo-output/` (or `--out DIR`) and says where.
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumInfo, missingMessage } from '../test/e2e/support/browsers';
import { launchChromium } from '../test/e2e/support/chromium';

const { values } = parseArgs({
  options: {
    headless: { type: 'boolean', default: false },
    out: { type: 'string', default: 'demo-output' },
  },
});

if (!chromiumInfo.path) {
  process.stderr.write(`${missingMessage(chromiumInfo)}\n`);
  process.exit(1);
}

const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const headless = values.headless || !process.env.DISPLAY;
if (!values.headless && headless) {
  process.stdout.write('No display found, so the demo runs headless and writes screenshots.\n');
}

const session = await launchChromium({ headless });
const screens = [
  { file: 'popup.html', name: 'popup', width: 360, height: 320 },
  { file: 'sidepanel.html', name: 'side-panel', width: 400, height: 720 },
  { file: 'options.html', name: 'options', width: 900, height: 600 },
];

if (headless) {
  const out = path.resolve(values.out!);
  await mkdir(out, { recursive: true });
  for (const screen of screens) {
    const page = await session.openPage(screen.file);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.getByTestId('signed-out').waitFor();
    const file = path.join(out, `${screen.name}.png`);
    await page.screenshot({ path: file });
    process.stdout.write(`wrote ${file}\n`);
  }
  await session.close();
} else {
  for (const screen of screens) await session.openPage(screen.file);
  process.stdout.write('Chromium is open with Site Companion loaded. Press Ctrl+C to stop.\n');
  const stop = () => void session.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  session.context.on('close', () => process.exit(0));
}
