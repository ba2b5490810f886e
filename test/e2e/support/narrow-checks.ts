/**
 * What a narrow screen must hold, measured in the page: nothing wider than the window, every tab
 * label whole, the asset rows' text with room, the site grid inside its box. Each check answers
 * the problems it found in words (empty when none), so one failure names every broken place.
 */
import type { PageDriver } from './driver';

/** The document is no wider than the window; wrapped text instead of a sideways scroll. */
export const documentOverflow = (page: PageDriver) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      problems.push(
        `document ${root.scrollWidth} px wide in a ${root.clientWidth} px window (${wide.join(', ')})`,
      );
    }
    for (const pre of document.querySelectorAll<HTMLElement>(
      '[data-testid="schema-raw"] pre, .bulk-diff',
    )) {
      if (pre.scrollWidth > pre.clientWidth + 1) {
        problems.push(`${pre.className || 'pre'} scrolls sideways (${pre.scrollWidth} px)`);
      }
    }
    return problems;
  }, undefined);

/** Every tab of every tab strip shows its whole label inside the strip and the window. */
export const clippedTabs = (page: PageDriver) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const box = list.getBoundingClientRect();
      for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
        const r = tab.getBoundingClientRect();
        const name = tab.textContent?.trim() ?? '';
        if (tab.scrollWidth > tab.clientWidth + 1) problems.push(`tab "${name}" clips its label`);
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.right > innerWidth + 1) {
          problems.push(`tab "${name}" lies outside its strip (${r.left}–${r.right} px)`);
        }
      }
    }
    return problems;
  }, undefined);

/** The first asset row's name and alt text each get at least `min` px. */
export const crampedAssetText = (page: PageDriver, min: number) =>
  page.evaluate((least) => {
    const row = document.querySelector('.asset-row');
    if (!row) return ['no asset row'];
    return ['.asset-row__name', '.asset-row__alt']
      .map(
        (s) => [s, row.querySelector<HTMLElement>(s)?.getBoundingClientRect().width ?? 0] as const,
      )
      .filter(([, width]) => width < least)
      .map(([s, width]) => `${s} is ${Math.round(width)} px wide`);
  }, min);

/**
 * No text a person sees is set smaller than `min` px: every element with text of its own that is
 * laid out (not hidden, not screen-reader only) is measured.
 */
export const smallText = (page: PageDriver, min: number) =>
  page.evaluate((least) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
      if (!own || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < least) {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        problems.push(`${name} "${el.textContent!.trim().slice(0, 30)}" is ${size} px`);
      }
    }
    return [...new Set(problems)].slice(0, 5);
  }, min);

/**
 * Every asset row's alt-text line can be read whole: "alt text missing (…)" lines are not cut
 * (they wrap), and every line's whole text is its title, for a long value that runs out of room.
 */
export const cutAltText = (page: PageDriver) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('.asset-row__alt')].flatMap((alt) => {
        const cut =
          alt.scrollWidth > alt.clientWidth + 1 || alt.scrollHeight > alt.clientHeight + 1;
        return [
          ...(cut && alt.classList.contains('asset-row__alt--missing')
            ? [`"${alt.textContent}" is cut at ${alt.clientWidth} px`]
            : []),
          ...(alt.title === alt.textContent
            ? []
            : [`"${alt.textContent}" has no whole-text title`]),
        ];
      }),
    undefined,
  );

/**
 * The grid fits its container, shows at least `minRows` whole rows, keeps its page column in
 * place when scrolled sideways, shows every line of its rows, and marks states in words too.
 */
export const gridProblems = (page: PageDriver, minRows: number) =>
  page.evaluate((least) => {
    const problems: string[] = [];
    const grid = document.querySelector<HTMLElement>('[data-testid="site-grid"]')!;
    const scroller = document.querySelector<HTMLElement>('[data-testid="site-grid-viewport"]')!;
    const outer = grid.parentElement!.getBoundingClientRect();
    const g = grid.getBoundingClientRect();
    if (g.right > outer.right + 1 || g.width > innerWidth) {
      problems.push(`grid ${Math.round(g.width)} px wide in a ${Math.round(outer.width)} px box`);
    }
    const head = grid.querySelector<HTMLElement>('.site-grid__head')!.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    const top = Math.max(view.top, head.bottom);
    // A collection's group row and its item rows are rows of the grid too.
    const rows = [
      ...grid.querySelectorAll<HTMLElement>(
        '[data-testid="site-row"], [data-testid="site-group"], [data-testid="site-item-row"]',
      ),
    ];
    const whole = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.top >= top - 1 && b.bottom <= view.bottom + 1;
    });
    if (whole.length < least) problems.push(`${whole.length} whole rows show, not ${least}`);
    for (const row of whole) {
      const b = row.getBoundingClientRect();
      for (const line of row.querySelectorAll<HTMLElement>(
        '.site-grid__page > *, .site-cell > *:not(input)',
      )) {
        const l = line.getBoundingClientRect();
        if (l.height > 0 && l.bottom > b.bottom + 1) {
          problems.push(`"${line.textContent}" in row ${row.dataset.page} is cut off`);
          break;
        }
      }
    }
    if (!grid.querySelector('.site-cell__flags')) problems.push('no cell shows its flags');
    const cell = grid.querySelector<HTMLElement>('[data-testid="site-cell"]');
    if (cell && getComputedStyle(cell).backgroundColor === getComputedStyle(grid).backgroundColor) {
      problems.push('cells have no state colour');
    }
    const pageCell = whole
      .find((r) => r.matches('[data-testid="site-row"]'))
      ?.querySelector<HTMLElement>('.site-grid__page');
    if (pageCell) {
      const before = pageCell.getBoundingClientRect().left;
      scroller.scrollLeft = scroller.scrollWidth;
      const after = pageCell.getBoundingClientRect().left;
      scroller.scrollLeft = 0;
      if (Math.abs(after - before) > 1) problems.push('the page column scrolls away sideways');
    }
    return problems;
  }, minRows);

/** How far the grid is scrolled sideways, after the page's layout settled. */
export const gridScrollLeft = (page: PageDriver) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(
            document.querySelector<HTMLElement>('[data-testid="site-grid-viewport"]')!.scrollLeft +
              document.querySelector<HTMLElement>('[data-testid="site-grid"]')!.scrollLeft,
          ),
        ),
      ),
    undefined,
  );
