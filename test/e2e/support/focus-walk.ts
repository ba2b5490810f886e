/**
 * Walks a page's tab stops with the keyboard and records, for each, whether its focus is visible
 * and whether it has a name.
 */
import type { PageDriver } from './driver';

/** One tab stop. */
export interface TabStop {
  /** A readable, unique-enough description: tag, role, test id or name. */
  what: string;
  /** Whether an outline or box shadow shows the focus (on it, its row, or its editor). */
  visible: boolean;
  /** Whether it has an accessible name from a label, ARIA, its text or a title. */
  named: boolean;
  /** Whether it is the JSON editor, where Tab indents until Escape is pressed. */
  editor: boolean;
  /** Whether the walk was here before (focus came back round). */
  seen: boolean;
}

/**
 * Describes `document.activeElement`, or answers null when focus left the page's content; `mark`
 * notes the element as visited.
 */
function describeFocus(mark: boolean): TabStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const shows = (c: Element | null | undefined) => {
    if (!c) return false;
    const s = getComputedStyle(c);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  };
  const editor = el.classList.contains('cm-content');
  const visible =
    shows(el) || shows(el.firstElementChild) || (editor && shows(el.closest('.cm-editor')));
  const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
    .join('');
  const labels = (el as HTMLInputElement).labels;
  const name =
    el.getAttribute('aria-label') ||
    labelledBy ||
    (labels ? [...labels].map((l) => l.textContent?.trim()).join('') : '') ||
    (editor ? '' : el.textContent?.trim()) ||
    el.getAttribute('title') ||
    '';
  const what = [
    el.tagName.toLowerCase(),
    el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '',
    el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '',
    ` “${name.slice(0, 40)}”`,
  ].join('');
  const seen = el.dataset.walkSeen === '1';
  if (mark) el.dataset.walkSeen = '1';
  return { what, visible, named: name.length > 0, editor, seen };
}

/**
 * Presses Tab from the top of the page until focus leaves the content or comes back round, at most
 * `max` times; answers the stops in order. In the JSON editor Tab indents, so the walk presses
 * Escape first there, as the editor's own help tells keyboard users to.
 */
export async function walkTabStops(page: PageDriver, max = 150): Promise<TabStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document
      .querySelectorAll<HTMLElement>('[data-walk-seen]')
      .forEach((e) => delete e.dataset.walkSeen);
  }, undefined);
  const stops: TabStop[] = [];
  for (let i = 0; i < max; i++) {
    if (stops.at(-1)?.editor) await page.press('Escape');
    await page.press('Tab');
    let stop = await page.evaluate(describeFocus, true);
    if (!stop || stop.seen) break;
    // Some widgets (the editor) style their focus a moment after it arrives.
    for (let wait = 0; wait < 5 && !stop.visible; wait++) {
      await new Promise((r) => setTimeout(r, 50));
      stop = { ...stop, visible: (await page.evaluate(describeFocus, false))?.visible ?? false };
    }
    stops.push(stop);
  }
  return stops;
}

/** The description of the element that has focus now, or null. */
export const focused = (page: PageDriver) => page.evaluate(describeFocus, false);
