/**
 * The extension's own figures: the popup's and the side panel's up-front JavaScript (gzipped,
 * production build, rebuilt first), the side panel's editor code, and its time to an interactive
 * editor — from navigation start until the editor holds the page's markup (its plain text box, which
 * CodeMirror takes over once its code has loaded) — in real Chromium against the emulator, median
 * of several openings. The same harness opens a blank extension page (no
 * script) as often, and the goal is the ratio of the two medians: a machine's speed cancels out.
 * It also opens the blank page's twin whose paragraph a one-line module script puts there: how
 * far above the blank page any page whose content comes from its code starts, on this machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumDriver } from '../test/e2e/support/driver';
import { startStack } from '../test/e2e/support/stack';
import type { Benchmark, Figure } from './figure';

const PROD = path.resolve('.output/chrome-mv3');
const DEMO = path.resolve('.output/chrome-mv3-demo');
const OPENINGS = 15;
/** The blank page: written into the demo build only (never shipped), with no script at all. */
const BLANK = 'bench-blank.html';
/**
 * The same paragraph put there by the page's one script, a module of one line: the least any page
 * whose content comes from its code can take (demo build only, never shipped).
 */
const SCRIPTED = 'bench-scripted.html';
const SCRIPTED_JS = 'bench-scripted.js';
const RATIO_GOAL = 1.5;
/**
 * The pages' first load, gzipped: what the popup and the side panel measured before every feature
 * contributed itself (17.9 and 29.5 KB), with a little room; a feature's tab, messages and
 * settings section must not add to it.
 */
const POPUP_GOAL_KB = 18.3;
const PANEL_GOAL_KB = 30.3;

/** Every script the page loads up front: module scripts and module preloads. */
function scriptsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ];
  return found.map((m) => m[1]!.replace(/^\//, ''));
}

const gzippedKbOf = (files: string[]) =>
  files.reduce(
    (n, file) => n + gzipSync(readFileSync(path.join(PROD, file)), { level: 9 }).length,
    0,
  ) / 1024;

function gzippedKb(page: string): number {
  return gzippedKbOf(scriptsOf(readFileSync(path.join(PROD, page), 'utf8')));
}

/**
 * The editor's chunk (CodeMirror), gzipped: not up front (the panel's code imports it as it
 * starts, and the markup shows in a plain text box until it has loaded).
 */
function editorKb(): number {
  const chunks = readdirSync(path.join(PROD, 'chunks'));
  return gzippedKbOf(
    chunks.filter((f) => /^create-json-editor-.+\.js$/.test(f)).map((f) => `chunks/${f}`),
  );
}

/** What the editor shows once it holds the page's markup (the about-us page's `@type`). */
const MARKUP_SIGN = 'AboutPage';

/**
 * Runs in a page before its own scripts: notes the first frame in which `shown` holds, in ms from
 * navigation start. Looked at in every frame (a text box's value changes with no DOM mutation), and
 * read from the page, so the driver's polling and round trips are not counted.
 */
const probe = (shown: string) => `(function look() {
  if (${shown}) window.__editorShownAt = performance.now();
  else requestAnimationFrame(look);
})();`;

/**
 * The side panel holds the page's markup in its editor: the plain text box it shows until
 * CodeMirror's code has loaded, or CodeMirror itself.
 */
const HELD_PROBE = probe(
  `document.querySelector('.jsonld-editor__plain')?.value.includes(${JSON.stringify(MARKUP_SIGN)}) ||
  document.querySelector('.cm-content')?.textContent?.includes(${JSON.stringify(MARKUP_SIGN)})`,
);

/** The same moment on the blank page: the frame in which its one paragraph is there. */
const BLANK_PROBE = probe(`document.getElementById('blank')`);

/** The probe's moment, once the frame after the markup arrived has run. */
const SHOWN_AT = async () => {
  const started = performance.now();
  const probe = window as unknown as { __editorShownAt?: number };
  while (probe.__editorShownAt === undefined) {
    if (performance.now() - started > 5000) throw new Error('The markup was never shown.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return probe.__editorShownAt;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const run: Benchmark = async () => {
  // Always from the current sources: an older build left in `.output` would measure stale code.
  const built = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(path.join(PROD, 'manifest.json')))
    throw new Error('The production build failed; nothing to measure.');
  const popupKb = gzippedKb('popup.html');
  const panelKb = gzippedKb('sidepanel.html');
  const panelEditorKb = editorKb();

  spawnSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'ignore' });
  writeFileSync(
    path.join(DEMO, BLANK),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Blank</title><p id="blank">Blank</p></html>\n',
  );
  writeFileSync(
    path.join(DEMO, SCRIPTED),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Blank</title><script type="module" src="/${SCRIPTED_JS}"></script></html>\n`,
  );
  writeFileSync(
    path.join(DEMO, SCRIPTED_JS),
    "document.body.append(Object.assign(document.createElement('p'), { id: 'blank', textContent: 'Blank' }));\n",
  );
  const driver = await chromiumDriver();
  const stack = await startStack(driver);
  const timings: number[] = [];
  const blankTimings: number[] = [];
  const scriptedTimings: number[] = [];
  try {
    await stack.signInWithSiteKey();
    const { tabId } = await driver.openTab(
      `http://${stack.site.shortName}.localhost:${stack.emulator.port}/about-us`,
    );
    await driver.addInitScript(HELD_PROBE);
    await driver.addInitScript(BLANK_PROBE);
    // Interleaved, so both meet the same load on the machine.
    for (let i = 0; i < OPENINGS; i++) {
      const panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '#app');
      timings.push(await panel.evaluate(SHOWN_AT, undefined));
      // CodeMirror takes over before the next opening, so its load does not spill into it.
      await panel.waitFor('.cm-content', MARKUP_SIGN);
      await panel.close();
      const scripted = await driver.openPage(SCRIPTED, '#blank');
      scriptedTimings.push(await scripted.evaluate(SHOWN_AT, undefined));
      await scripted.close();
      const blank = await driver.openPage(BLANK, '#blank');
      blankTimings.push(await blank.evaluate(SHOWN_AT, undefined));
      await blank.close();
    }
  } finally {
    await driver.close();
    await stack.close();
  }
  process.stdout.write(
    `side panel openings (ms): ${timings.map((t) => t.toFixed(1)).join(', ')}\n` +
      `blank page openings (ms): ${blankTimings.map((t) => t.toFixed(1)).join(', ')}\n` +
      `scripted page openings (ms): ${scriptedTimings.map((t) => t.toFixed(1)).join(', ')}\n`,
  );
  const interactive = median(timings);
  const blank = median(blankTimings);
  const ratio = interactive / blank;
  const scripted = median(scriptedTimings);
  const figures: Figure[] = [
    {
      name: 'extension.popup-js-gzip',
      label: 'popup JavaScript, gzipped (production build)',
      value: popupKb,
      unit: 'KB',
      goal: `<= ${POPUP_GOAL_KB} KB`,
      pass: popupKb <= POPUP_GOAL_KB,
    },
    {
      name: 'extension.sidepanel-js-gzip',
      label:
        'side panel JavaScript loaded up front, gzipped (each tab, the editor and the vocabulary load when first shown)',
      value: panelKb,
      unit: 'KB',
      goal: `<= ${PANEL_GOAL_KB} KB`,
      pass: panelKb <= PANEL_GOAL_KB,
    },
    {
      name: 'extension.sidepanel-editor-js-gzip',
      label:
        'side panel editor code (CodeMirror), gzipped: imported as the panel’s code starts; until it has loaded the markup is in a plain text box',
      value: panelEditorKb,
      unit: 'KB',
    },
    {
      name: 'extension.sidepanel-interactive',
      label: `side panel interactive with the editor holding the page’s markup (median of ${OPENINGS}, Chromium, emulator)`,
      value: interactive,
      unit: 'ms',
    },
    {
      name: 'extension.blank-page',
      label: `a blank extension page (no script) shown, same harness (median of ${OPENINGS}, Chromium)`,
      value: blank,
      unit: 'ms',
    },
    {
      name: 'extension.scripted-page',
      label: `the blank page’s paragraph put there by a one-line module script, same harness (median of ${OPENINGS}, Chromium)`,
      value: scripted,
      unit: 'ms',
    },
    {
      name: 'extension.scripted-vs-blank',
      label:
        'one-line module script page ÷ blank extension page (medians): the least a page whose content comes from its code takes',
      value: scripted / blank,
      unit: '×',
    },
    {
      name: 'extension.sidepanel-vs-blank',
      label: 'side panel interactive ÷ blank extension page (medians; the machine cancels out)',
      value: ratio,
      unit: '×',
      goal: `<= ${RATIO_GOAL} ×`,
      pass: ratio <= RATIO_GOAL,
    },
  ];
  return figures;
};

export default run;
