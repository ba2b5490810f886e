import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** One tab of a {@link TabList}. */
export interface TabItem {
  id: string;
  label: ComponentChildren;
  testId?: string;
}

/** The DOM id of tab `id` in the tab list with prefix `prefix`, for `aria-labelledby`. */
export const tabDomId = (prefix: string, id: string) => `${prefix}-tab-${id}`;

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A row of tabs in the ARIA tabs pattern: one tab stop (the selected tab), the arrow keys, Home
 * and End move between tabs and show them at once, and each tab names the panel it controls.
 */
export function TabList({
  label,
  prefix,
  panelId,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  /** Prefix of the tabs' DOM ids. */
  prefix: string;
  /** The DOM id of the tab panel the tabs control. */
  panelId: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const id = tabDomId(prefix, selected);
    const tab = [...(list.current?.children ?? [])].find((el) => el.id === id);
    if (tab instanceof HTMLElement) tab.focus();
  }, [selected, prefix]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const at = Math.max(
      0,
      tabs.findIndex((t) => t.id === selected),
    );
    const next = tabs[move(at, tabs.length)]!;
    if (next.id === selected) return;
    moved.current = true;
    onSelect(next.id);
  };
  return (
    <div ref={list} class="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabDomId(prefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
