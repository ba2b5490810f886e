import { describe, expect, it, vi } from 'vitest';
import { panelTabOf, startPanelTab, type PanelTab, type TabsApi } from '@/lib/app/panel-tab';

const tab = (id: number): PanelTab => ({ id, url: `https://acme.example/${id}` }) as PanelTab;

function fakeTabs(): TabsApi & { get: ReturnType<typeof vi.fn>; query: ReturnType<typeof vi.fn> } {
  return {
    get: vi.fn(async (id: number) => tab(id)),
    query: vi.fn(async () => [tab(1)]),
  };
}

describe('the side panel’s tab', () => {
  it('is looked up once: the head script’s lookup is the one the panel’s code takes', async () => {
    const page = {};
    const tabs = fakeTabs();
    startPanelTab(page, tabs, '?tabId=42');
    expect(tabs.get).toHaveBeenCalledWith(42);
    await expect(panelTabOf(page, tabs, '?tabId=42')).resolves.toEqual(tab(42));
    expect(tabs.get).toHaveBeenCalledTimes(1);
  });

  it('is looked up by the panel’s code when the head script did not run: tab N, else the active tab', async () => {
    const tabs = fakeTabs();
    await expect(panelTabOf({}, tabs, '?tabId=7')).resolves.toEqual(tab(7));
    await expect(panelTabOf({}, tabs, '')).resolves.toEqual(tab(1));
    expect(tabs.query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('keeps a failed lookup’s error for the panel’s code to show', async () => {
    const page = {};
    const tabs = fakeTabs();
    tabs.get.mockRejectedValueOnce(new Error('No tab with id: 9'));
    startPanelTab(page, tabs, '?tabId=9');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(panelTabOf(page, tabs, '?tabId=9')).rejects.toThrow('No tab with id: 9');
    expect(tabs.get).toHaveBeenCalledTimes(1);
  });
});
