import { useEffect, useRef, useState } from 'preact/hooks';
import type { CoverageCell } from '../../lib/features/assets/alt-coverage';
import { coveragePercent } from '../../lib/features/assets/alt-coverage';
import type { FolderNode, FolderTree as Tree } from '../../lib/features/assets/folder-tree';
import { ancestorIds, flattenTree } from '../../lib/features/assets/folder-tree';
import { assetText } from '../../lib/features/assets/messages';
import { formatNumber, t } from '../../lib/core/i18n/t';

const ROOT = '';

/** Key of the "All assets" item; folder ids are never empty. */
const keyOf = (folderId: string | null) => folderId ?? ROOT;

/** What a screen reader hears for a row, in place of its terse visible name and figures. */
function Spoken({ parts }: { parts: string[] }) {
  return <span class="visually-hidden">{parts.filter(Boolean).join(', ')}</span>;
}

function coverageLevel(percent: number | null): string {
  if (percent === null) return 'none';
  if (percent >= 90) return 'good';
  return percent >= 50 ? 'fair' : 'poor';
}

/**
 * The site's asset folders as an accessible tree under an "All assets" item: counts including
 * sub-folders, an alt-text coverage badge for the current locale, and the keyboard model of the
 * ARIA tree pattern (arrows, Home, End, Enter, Space) with one tab stop.
 */
export function FolderTree({
  tree,
  selectedId,
  onSelect,
  siteTotal = null,
  coverage,
  localeLabel = '',
}: {
  tree: Tree;
  /** The selected folder, or null for "All assets". */
  selectedId: string | null;
  onSelect: (folderId: string | null) => void;
  /** Assets of the whole site, shown on "All assets". */
  siteTotal?: number | null;
  /** Coverage in the current locale of a folder with its sub-folders (null = whole site). */
  coverage?: (folderId: string | null) => CoverageCell | null;
  localeLabel?: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(selectedId ? ancestorIds(tree, selectedId) : []),
  );
  const [focused, setFocused] = useState<string>(keyOf(selectedId));
  const moved = useRef(false);
  const container = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!selectedId) return;
    const missing = ancestorIds(tree, selectedId).filter((id) => !expanded.has(id));
    if (missing.length > 0) setExpanded((open) => new Set([...open, ...missing]));
  }, [tree, selectedId]);

  const visible = [ROOT, ...flattenTree(tree, expanded).map((n) => n.id)];
  const focusKey = visible.includes(focused) ? focused : keyOf(selectedId);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const items = container.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
    [...items].find((el) => el.dataset.key === focusKey)?.focus();
  }, [focusKey]);

  const moveTo = (key: string | undefined) => {
    if (key === undefined) return;
    moved.current = true;
    setFocused(key);
  };
  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const at = visible.indexOf(focusKey);
    const node = focusKey === ROOT ? undefined : tree.byId.get(focusKey);
    const hasChildren =
      focusKey === ROOT ? tree.roots.length > 0 : (node?.children.length ?? 0) > 0;
    const isOpen = focusKey === ROOT || expanded.has(focusKey);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(visible[at + 1]);
        break;
      case 'ArrowUp':
        moveTo(visible[at - 1]);
        break;
      case 'Home':
        moveTo(visible[0]);
        break;
      case 'End':
        moveTo(visible[visible.length - 1]);
        break;
      case 'ArrowRight':
        if (!hasChildren) return;
        if (!isOpen && node) toggle(node.id, true);
        else moveTo(visible[at + 1]);
        break;
      case 'ArrowLeft':
        if (node && hasChildren && isOpen) toggle(node.id, false);
        else if (node) moveTo(node.parentId ?? ROOT);
        break;
      case 'Enter':
      case ' ':
        onSelect(focusKey === ROOT ? null : focusKey);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const badge = (folderId: string | null) => {
    const cell = coverage?.(folderId) ?? null;
    if (!cell) return { label: '', element: null };
    const percent = coveragePercent(cell);
    const label = assetText.coverageLabel(percent, localeLabel);
    return {
      label,
      element: (
        <span
          class={`coverage coverage--${coverageLevel(percent)}`}
          aria-hidden="true"
          title={label}
        >
          {percent === null ? '–' : t('ui_assets_percent', formatNumber(percent))}
        </span>
      ),
    };
  };

  // Items are flat (level, position and set size in attributes), so each item's name is its own
  // row, read from its content, and never swallows its sub-folders' names.
  const renderNode = (node: FolderNode) => {
    const open = expanded.has(node.id);
    const { label, element } = badge(node.id);
    const siblings = node.parentId ? (tree.byId.get(node.parentId)?.children ?? []) : tree.roots;
    return (
      <li
        key={node.id}
        role="treeitem"
        data-key={node.id}
        aria-level={node.depth + 1}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(node) + 1}
        aria-selected={selectedId === node.id}
        aria-expanded={node.children.length > 0 ? open : undefined}
        tabIndex={focusKey === node.id ? 0 : -1}
        onClick={(event) => {
          event.stopPropagation();
          setFocused(node.id);
          onSelect(node.id);
        }}
      >
        <div class="folder-tree__row" style={{ paddingInlineStart: `${node.depth * 14}px` }}>
          <span
            class="folder-tree__twisty"
            aria-hidden="true"
            onClick={(event) => {
              if (node.children.length === 0) return;
              event.stopPropagation();
              toggle(node.id, !open);
            }}
          >
            {node.children.length === 0 ? '' : open ? '▾' : '▸'}
          </span>
          <span class="folder-tree__name" title={node.pathLabel} aria-hidden="true">
            {node.name}
          </span>
          <Spoken parts={[node.name, assetText.countLabel(node.totalCount), label]} />
          <span class="folder-tree__count" aria-hidden="true">
            {assetText.count(node.totalCount)}
          </span>
          {element}
        </div>
      </li>
    );
  };

  const root = badge(null);
  return (
    <ul
      ref={container}
      role="tree"
      aria-label={assetText.treeLabel}
      class="folder-tree"
      onKeyDown={onKeyDown}
    >
      <li
        role="treeitem"
        data-key={ROOT}
        aria-level={1}
        aria-setsize={1}
        aria-posinset={1}
        aria-selected={selectedId === null}
        aria-expanded={tree.roots.length > 0 ? true : undefined}
        tabIndex={focusKey === ROOT ? 0 : -1}
        onClick={() => {
          setFocused(ROOT);
          onSelect(null);
        }}
      >
        <div class="folder-tree__row">
          <span class="folder-tree__name" aria-hidden="true">
            {assetText.allAssets}
          </span>
          <Spoken
            parts={[
              assetText.allAssets,
              siteTotal === null ? '' : assetText.countLabel(siteTotal),
              root.label,
            ]}
          />
          <span class="folder-tree__count" aria-hidden="true">
            {assetText.count(siteTotal)}
          </span>
          {root.element}
        </div>
      </li>
      {flattenTree(tree, expanded).map(renderNode)}
    </ul>
  );
}
