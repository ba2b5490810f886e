// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhooksTab } from '@/components/webhooks/WebhooksTab';
import { createWebhooksModel } from '@/lib/features/webhooks/model/webhooks-model';
import {
  fakeBackground,
  fakeWebhook,
  manyOf,
  type FakeBackground,
} from '../../features/webhooks/fake-webhooks';

async function setup(bg: FakeBackground, confirm = vi.fn(() => true)) {
  const copy = vi.fn(async () => undefined);
  const model = createWebhooksModel(bg.client);
  const opened = model.open('s1');
  const view = render(<WebhooksTab model={model} confirm={confirm} copy={copy} />);
  await opened;
  return { model, view, copy, confirm };
}

const byTestId = (id: string) => screen.queryByTestId(id);

describe('WebhooksTab', () => {
  afterEach(cleanup);

  it('shows loading, then the empty state', async () => {
    const bg = fakeBackground();
    const model = createWebhooksModel(bg.client);
    render(<WebhooksTab model={model} confirm={() => true} copy={() => undefined} />);
    expect(byTestId('webhooks-loading')).toBeTruthy();
    await model.open('s1');
    await waitFor(() => expect(byTestId('webhooks-empty')).toBeTruthy());
  });

  it('shows a load error with a retry', async () => {
    const bg = fakeBackground([fakeWebhook({ id: 'a' })]);
    bg.failNext('webhooks.listWebhooks', 'Could not reach the service — check the connection');
    await setup(bg);
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the service');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('webhook-row')).toHaveLength(1));
  });

  it('lists by trigger with counts, form, created and last triggered', async () => {
    const bg = fakeBackground([
      fakeWebhook({ id: 'a', triggerType: 'form_submission', filter: { name: 'Contact' } }),
      fakeWebhook({ id: 'b', triggerType: 'form_submission' }),
      fakeWebhook({ id: 'c', lastTriggered: '2026-04-05T08:00:00Z' }),
    ]);
    await setup(bg);
    const groups = screen.getAllByTestId('webhook-group');
    expect(groups.map((g) => g.querySelector('h3')?.textContent)).toEqual([
      'Form submission2 of 75 used',
      'Site published1 of 75 used',
    ]);
    const rowA = groups[0]!.querySelector('[data-webhook-id="a"]') as HTMLElement;
    expect(rowA.textContent).toContain('Contact');
    expect(within(groups[0]!).getByText('Any form')).toBeTruthy();
    expect(groups[1]!.textContent).toContain('Apr 5, 2026');
    expect(groups[1]!.textContent).not.toContain('Form');
    expect(within(groups[0]!).getAllByText('Never')).toHaveLength(2);
  });

  it('checks the address inline and offers the form name for form submissions only', async () => {
    await setup(fakeBackground());
    const url = screen.getByLabelText('Send to (https address)');
    fireEvent.input(url, { target: { value: 'http://hooks.example.com/' } });
    fireEvent.blur(url);
    expect(byTestId('webhook-url-error')?.textContent).toMatch(/must start with https:\/\//);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect((byTestId('webhook-create') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(url, { target: { value: 'https://hooks.example.com/' } });
    expect(byTestId('webhook-url-error')).toBeNull();
    expect((byTestId('webhook-create') as HTMLButtonElement).disabled).toBe(false);

    expect(screen.getByLabelText('Form name (optional)')).toBeTruthy();
    const trigger = screen.getByLabelText('When') as HTMLSelectElement;
    expect(within(trigger).getByText('Collection item unpublished')).toBeTruthy();
    fireEvent.change(trigger, { target: { value: 'page_deleted' } });
    expect(screen.queryByLabelText('Form name (optional)')).toBeNull();
  });

  it('warns near the limit and disables creating at 75 with the reason', async () => {
    await setup(fakeBackground([...manyOf('page_created', 72), ...manyOf('comment_created', 75)]));
    fireEvent.input(screen.getByLabelText('Send to (https address)'), {
      target: { value: 'https://hooks.example.com/' },
    });
    const trigger = screen.getByLabelText('When');
    fireEvent.change(trigger, { target: { value: 'page_created' } });
    expect(byTestId('webhook-used')?.textContent).toBe('Page created: 72 of 75 used');
    expect(byTestId('webhook-limit-near')?.textContent).toContain('only 3 more');
    expect((byTestId('webhook-create') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(trigger, { target: { value: 'comment_created' } });
    const button = byTestId('webhook-create') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(byTestId('webhook-limit-full')?.textContent).toContain('limit of 75');
    expect(button.getAttribute('aria-describedby')).toBe('webhook-limit-full');
  });

  it('shows the secret once with copy, and never again after “I stored it”', async () => {
    const bg = fakeBackground();
    const { copy, model } = await setup(bg);
    fireEvent.input(screen.getByLabelText('Send to (https address)'), {
      target: { value: 'https://hooks.example.com/new' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(byTestId('webhook-secret')).toBeTruthy());
    expect(byTestId('webhook-secret-value')?.textContent).toBe('whsec_test_secret');
    expect(byTestId('webhook-secret')?.textContent).toContain(
      'Store it now — it will not be shown again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(copy).toHaveBeenCalledWith('whsec_test_secret');
    await waitFor(() => expect(screen.getByText('Copied.')).toBeTruthy());
    expect(screen.getAllByTestId('webhook-row')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'I stored it' }));
    expect(byTestId('webhook-secret')).toBeNull();
    await model.reload();
    await waitFor(() => expect(screen.getAllByTestId('webhook-row')).toHaveLength(1));
    expect(document.body.textContent).not.toContain('whsec_test_secret');
  });

  it('explains why an OAuth-made webhook has no secret', async () => {
    const bg = fakeBackground();
    bg.secretKey = null;
    await setup(bg);
    fireEvent.input(screen.getByLabelText('Send to (https address)'), {
      target: { value: 'https://hooks.example.com/o' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(byTestId('webhook-no-secret')).toBeTruthy());
    expect(byTestId('webhook-no-secret')?.textContent).toContain('client secret');
    expect(byTestId('webhook-secret')).toBeNull();
  });

  it('shows a refused create in words', async () => {
    const bg = fakeBackground();
    bg.failNext('webhooks.createWebhook', 'A form name can only be given for form submissions.');
    await setup(bg);
    fireEvent.input(screen.getByLabelText('Send to (https address)'), {
      target: { value: 'https://hooks.example.com/o' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(byTestId('webhook-create-error')?.textContent).toBe(
        'A form name can only be given for form submissions.',
      ),
    );
  });

  it('deletes only after the editor confirms', async () => {
    const bg = fakeBackground([fakeWebhook({ id: 'a', url: 'https://hooks.example.com/a' })]);
    const confirm = vi.fn(() => false);
    await setup(bg, confirm);
    const button = screen.getByRole('button', {
      name: 'Delete the “Site published” webhook to https://hooks.example.com/a',
    });
    fireEvent.click(button);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]).toEqual([
      'Delete the “Site published” webhook to https://hooks.example.com/a? The service stops calling it at once.',
    ]);
    expect(bg.sent.map((s) => s.type)).not.toContain('webhooks.deleteWebhook');
    confirm.mockReturnValue(true);
    fireEvent.click(button);
    await waitFor(() => expect(byTestId('webhooks-empty')).toBeTruthy());
    expect(bg.webhooks).toEqual([]);
    expect(byTestId('webhooks-status')?.textContent).toBe('Deleted the “Site published” webhook.');
  });
});
