import { describe, expect, it } from 'vitest';
import { createWebhooksModel } from '@/lib/features/webhooks/model/webhooks-model';
import { fakeBackground, fakeWebhook, manyOf } from './fake-webhooks';

describe('webhooks model', () => {
  it('loads once per site and groups by trigger in the service’s order, newest first', async () => {
    const bg = fakeBackground([
      fakeWebhook({ id: 'a', triggerType: 'site_publish', createdOn: '2026-01-01T00:00:00Z' }),
      fakeWebhook({ id: 'b', triggerType: 'form_submission' }),
      fakeWebhook({ id: 'c', triggerType: 'site_publish', createdOn: '2026-02-01T00:00:00Z' }),
      fakeWebhook({ id: 'd', triggerType: 'some_future_trigger' }),
    ]);
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    await model.open('s1');
    expect(bg.sent.filter((s) => s.type === 'webhooks.listWebhooks')).toHaveLength(1);
    expect(model.groups.value.map((g) => [g.label, g.webhooks.map((w) => w.id)])).toEqual([
      ['Form submission', ['b']],
      ['Site published', ['c', 'a']],
      ['some_future_trigger', ['d']],
    ]);
    await model.open('s2');
    expect(
      bg.sent.filter((s) => s.type === 'webhooks.listWebhooks').map((s) => s.data.siteId),
    ).toEqual(['s1', 's2']);
  });

  it('keeps a load error and recovers on reload', async () => {
    const bg = fakeBackground();
    bg.failNext('webhooks.listWebhooks', 'Could not reach the service');
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    expect(model.loadError.value).toBe('Could not reach the service');
    expect(model.webhooks.value).toBeUndefined();
    await model.reload();
    expect(model.loadError.value).toBeUndefined();
    expect(model.webhooks.value).toEqual([]);
  });

  it('checks the address inline and sends nothing for a bad one', async () => {
    const bg = fakeBackground();
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    model.form.url.value = 'http://hooks.example.com/';
    expect(model.urlProblem.value).toMatch(/must start with https/);
    expect(model.canCreate.value).toBe(false);
    expect(await model.create()).toBe(false);
    expect(bg.sent.map((s) => s.type)).not.toContain('webhooks.createWebhook');
    model.form.url.value = 'https://hooks.example.com/';
    expect(model.urlProblem.value).toBeUndefined();
    expect(model.canCreate.value).toBe(true);
  });

  it('sends a form name only for form submissions', async () => {
    const bg = fakeBackground();
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    model.form.triggerType.value = 'form_submission';
    model.form.formName.value = '  Contact ';
    model.form.url.value = 'https://hooks.example.com/f';
    await model.create();
    model.form.triggerType.value = 'site_publish';
    model.form.formName.value = 'Contact';
    model.form.url.value = 'https://hooks.example.com/p';
    await model.create();
    const creates = bg.sent.filter((s) => s.type === 'webhooks.createWebhook').map((s) => s.data);
    expect(creates).toEqual([
      {
        siteId: 's1',
        triggerType: 'form_submission',
        url: 'https://hooks.example.com/f',
        filter: { name: 'Contact' },
      },
      { siteId: 's1', triggerType: 'site_publish', url: 'https://hooks.example.com/p' },
    ]);
  });

  it('counts per trigger, warns from 70 and blocks at 75', async () => {
    const bg = fakeBackground([...manyOf('page_created', 69), ...manyOf('site_publish', 75)]);
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    model.form.url.value = 'https://hooks.example.com/x';
    model.form.triggerType.value = 'page_created';
    expect([model.used.value, model.limit.value, model.canCreate.value]).toEqual([69, 'ok', true]);
    await model.create();
    expect([model.used.value, model.limit.value]).toEqual([70, 'near']);
    model.form.triggerType.value = 'site_publish';
    model.form.url.value = 'https://hooks.example.com/y';
    expect([model.used.value, model.limit.value, model.canCreate.value]).toEqual([
      75,
      'full',
      false,
    ]);
    expect(await model.create()).toBe(false);
    expect(bg.sent.filter((s) => s.type === 'webhooks.createWebhook')).toHaveLength(1);
  });

  it('holds the secret only until dismissed and never after a reopen', async () => {
    const bg = fakeBackground();
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    model.form.url.value = 'https://hooks.example.com/s';
    expect(await model.create()).toBe(true);
    expect(model.notice.value).toEqual({
      kind: 'secret',
      secretKey: 'whsec_test_secret',
      label: 'Form submission',
      url: 'https://hooks.example.com/s',
    });
    expect(JSON.stringify(model.webhooks.value)).not.toContain('whsec_test_secret');
    expect(model.form.url.value).toBe('');
    model.dismissNotice();
    expect(model.notice.value).toBeNull();
    await model.reload();
    expect(JSON.stringify(model.notice.value)).not.toContain('whsec');

    const fresh = createWebhooksModel(bg.client);
    await fresh.open('s1');
    expect(fresh.notice.value).toBeNull();
    expect(fresh.webhooks.value?.map((w) => w.url)).toEqual(['https://hooks.example.com/s']);
  });

  it('explains a missing secret, and shows a create failure in the service’s words', async () => {
    const bg = fakeBackground();
    bg.secretKey = null;
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    model.form.triggerType.value = 'site_publish';
    model.form.url.value = 'https://hooks.example.com/o';
    await model.create();
    expect(model.notice.value).toEqual({ kind: 'no-secret', label: 'Site published' });

    bg.failNext('webhooks.createWebhook', 'This site already has 75 webhooks');
    model.form.url.value = 'https://hooks.example.com/o2';
    expect(await model.create()).toBe(false);
    expect(model.form.createError.value).toBe('This site already has 75 webhooks');
    expect(model.form.url.value).toBe('https://hooks.example.com/o2');
  });

  it('deletes, and keeps the webhook when the delete fails', async () => {
    const bg = fakeBackground([fakeWebhook({ id: 'a' }), fakeWebhook({ id: 'b' })]);
    const model = createWebhooksModel(bg.client);
    await model.open('s1');
    bg.failNext('webhooks.deleteWebhook', 'Rate limited');
    await model.remove('a');
    expect(model.deleteError.value).toBe('Not deleted: Rate limited');
    expect(model.webhooks.value?.map((w) => w.id)).toEqual(['a', 'b']);
    await model.remove('a');
    expect(model.deleteError.value).toBeUndefined();
    expect(model.webhooks.value?.map((w) => w.id)).toEqual(['b']);
    expect(bg.sent.at(-1)).toEqual({
      type: 'webhooks.deleteWebhook',
      data: { siteId: 's1', webhookId: 'a' },
    });
    expect(model.deleting.value.size).toBe(0);
  });
});
