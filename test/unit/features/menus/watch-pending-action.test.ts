import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingPanelAction, type PanelAction } from '@/lib/features/menus/panel-action';
import { watchPendingAction } from '@/lib/features/menus/pending-action';

const action: PanelAction = {
  kind: 'add-schema',
  createdAt: 1,
  tabId: 4,
  pageUrl: 'https://acme.webflow.io/pricing',
};

/** Lets the dynamic import and the storage reads settle. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('watchPendingAction', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the stored action only once `after` settles', async () => {
    await pendingPanelAction.setValue(action);
    let release: () => void = () => {};
    const after = new Promise<void>((resolve) => (release = resolve));
    const { pending } = watchPendingAction(after);
    await settle();
    expect(pending.value).toBeNull();
    release();
    await settle();
    expect(pending.value).toEqual(action);
  });

  it('follows later changes, and clear empties the stored item', async () => {
    const { pending, clear } = watchPendingAction();
    await settle();
    expect(pending.value).toBeNull();
    await pendingPanelAction.setValue(action);
    await settle();
    expect(pending.value).toEqual(action);
    await clear();
    await settle();
    expect(await pendingPanelAction.getValue()).toBeNull();
    expect(pending.value).toBeNull();
  });
});
