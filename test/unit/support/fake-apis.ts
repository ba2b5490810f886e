/**
 * The extension APIs WXT's fake browser lacks (contextMenus, sidePanel, i18n, getManifest),
 * recorded in memory so tests can assert on what the code asked the browser to do.
 */
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const messages = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<
  string,
  { message: string }
>;

/** What the fake APIs recorded. */
export interface FakeApis {
  menus: Map<string, { title: string; contexts: string[] }>;
  sidePanelOpen: ReturnType<typeof vi.fn>;
  /** Runs the `commands.onCommand` listeners as the browser does when a shortcut is pressed. */
  pressCommand(command: string, tab?: { id?: number; windowId?: number }): void;
}

/** Installs the missing APIs on the fake browser; call after `fakeBrowser.reset()`. */
export function installFakeApis(): FakeApis {
  const menus = new Map<string, { title: string; contexts: string[] }>();
  const sidePanelOpen = vi.fn(async () => undefined);
  Object.assign(fakeBrowser.contextMenus, {
    create: (item: { id: string; title: string; contexts: string[] }) => {
      if (menus.has(item.id)) throw new Error(`Duplicate menu id ${item.id}`);
      menus.set(item.id, { title: item.title, contexts: item.contexts });
    },
    removeAll: async () => menus.clear(),
    onClicked: { addListener: vi.fn() },
  });
  Object.assign(fakeBrowser, { sidePanel: { open: sidePanelOpen } });
  const commandListeners: ((command: string, tab?: unknown) => void)[] = [];
  Object.assign(fakeBrowser.commands, {
    onCommand: { addListener: (l: (typeof commandListeners)[number]) => commandListeners.push(l) },
  });
  Object.assign(fakeBrowser.i18n, {
    getMessage: (name: string) => messages[name]?.message ?? '',
  });
  Object.assign(fakeBrowser.runtime, { getManifest: () => ({ version: '9.9.9' }) });
  return {
    menus,
    sidePanelOpen,
    pressCommand: (command, tab) => commandListeners.forEach((l) => l(command, tab)),
  };
}
