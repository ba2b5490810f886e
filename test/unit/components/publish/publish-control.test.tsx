// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublishControl } from '@/components/publish/PublishControl';
import { BackgroundError, type MessagingClient } from '@/lib/core/messaging/client';
import { createPublishModel } from '@/lib/features/publish/model/publish-model';
import type { PublishDestinations, PublishOutcome } from '@/lib/features/publish/destinations';
import { fakeForecasts } from '../../features/publish/forecast-fixtures';

afterEach(cleanup);

const NOW = Date.parse('2026-11-02T10:00:00Z');
const DESTINATIONS: PublishDestinations = {
  siteId: 's1',
  staging: { host: 'acme.webflow.io' },
  customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: null }],
};
const PUBLISHED: PublishOutcome = {
  staging: true,
  customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: '2026-11-02T10:00:01Z' }],
  publishedAt: '2026-11-02T10:00:01Z',
  serviceOffsetMs: 0,
  scope: 'site',
};

/**
 * A background that answers the destinations, a forecast where nothing changes, and then `publish`
 * (a value or a failure).
 */
function setup(
  publish: () => PublishOutcome = () => PUBLISHED,
  destinations: PublishDestinations = DESTINATIONS,
) {
  const forecasts = fakeForecasts();
  const request = vi.fn(async (type: string, data: unknown) => {
    if (type === 'publish.publishDestinations') return destinations;
    if (type === 'publish.publishSite') return publish();
    const forecast = forecasts.handle(type, data);
    if (forecast !== undefined) return forecast;
    throw new Error(`unexpected ${type} ${JSON.stringify(data)}`);
  });
  const model = createPublishModel(
    { request } as unknown as MessagingClient,
    () => NOW,
    undefined,
    { pollMs: 1 },
  );
  render(<PublishControl model={model} siteId="s1" />);
  return { model, request };
}

const boxes = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
const confirm = () => screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Publish site…' }));
  await vi.waitFor(() => expect(boxes()).toHaveLength(2));
};
const publishCalls = (request: ReturnType<typeof vi.fn>) =>
  request.mock.calls.filter(([type]) => type === 'publish.publishSite').map(([, data]) => data);

describe('Publish site', () => {
  it('reads nothing until opened, then lists staging and each custom domain, all chosen', async () => {
    const { request } = setup();
    const toggle = screen.getByRole('button', { name: 'Publish site…' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(request).not.toHaveBeenCalled();
    await open();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Publish to' })).toBeTruthy();
    expect(boxes().map((b) => [b.getAttribute('data-host'), b.checked])).toEqual([
      ['acme.webflow.io', true],
      ['www.acme.com', true],
    ]);
    expect(screen.getByLabelText(/www\.acme\.com/).closest('label')?.textContent).toContain(
      'never published',
    );
  });

  it('publishes to the chosen ones and says where and when', async () => {
    const { request } = setup();
    await open();
    fireEvent.submit(confirm().closest('form')!);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Published/));
    expect(publishCalls(request)).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'] },
    ]);
    const time = new Date(PUBLISHED.publishedAt).toLocaleTimeString('en');
    expect(screen.getByRole('status').textContent).toBe(
      `Published to acme.webflow.io and www.acme.com at ${time}.`,
    );
    expect(screen.getByLabelText(/www\.acme\.com/).closest('label')?.textContent).toContain(
      'last published',
    );
  });

  it('shows a domain’s last publish on this computer’s clock when the service’s runs ahead', async () => {
    const HOUR = 3_600_000;
    setup(undefined, {
      ...DESTINATIONS,
      customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: '2026-11-02T13:00:00Z' }],
      serviceOffsetMs: 3 * HOUR,
    });
    await open();
    const shown = new Date(Date.parse('2026-11-02T10:00:00Z')).toLocaleString('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByLabelText(/www\.acme\.com/).closest('label')?.textContent).toContain(
      `last published ${shown}`,
    );
  });

  it('publishes only staging when the custom domain is left out', async () => {
    const { request } = setup(() => ({ ...PUBLISHED, customDomains: [] }));
    await open();
    fireEvent.click(boxes()[1]!);
    fireEvent.click(confirm());
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Published/));
    expect(publishCalls(request)).toEqual([{ siteId: 's1', staging: true, customDomainIds: [] }]);
    expect(screen.getByRole('status').textContent).toContain('Published to acme.webflow.io at');
  });

  it('says the once-a-minute rule and the seconds to wait from the service’s Retry-After', async () => {
    setup(() => {
      throw new BackgroundError('failed', 'Rate limited', 'rate-limited', NOW + 41_200);
    });
    await open();
    fireEvent.click(confirm());
    await vi.waitFor(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe(
      'A site can be published once a minute — try again in 42\u00a0s.',
    );
  });

  it('shows any other failure in the service’s words', async () => {
    setup(() => {
      throw new BackgroundError(
        'failed',
        'You lack the permission “sites:write”.',
        'missing-scope',
      );
    });
    await open();
    fireEvent.click(confirm());
    await vi.waitFor(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Not published: You lack the permission “sites:write”.',
    );
  });

  it('with nothing chosen, disables Publish and says why', async () => {
    const { request } = setup();
    await open();
    expect(screen.queryByTestId('publish-none-chosen')).toBeNull();
    for (const box of boxes()) fireEvent.click(box);
    expect(confirm().disabled).toBe(true);
    const reason = screen.getByTestId('publish-none-chosen');
    expect(reason.textContent).toBe('Choose at least one domain to publish to.');
    expect(confirm().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.submit(confirm().closest('form')!);
    expect(publishCalls(request)).toEqual([]);
    fireEvent.click(boxes()[0]!);
    expect(confirm().disabled).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    setup();
    await open();
    boxes()[0]!.focus();
    fireEvent.keyDown(boxes()[0]!, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.getByTestId('publish-panel').hidden).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Publish site…' }));
  });

  it('offers to read the domains again when reading them failed', async () => {
    let fail = true;
    const forecasts = fakeForecasts();
    const request = vi.fn(async (type: string, data: unknown) => {
      if (fail) throw new BackgroundError('failed', 'The service had a problem (HTTP 503)');
      return forecasts.handle(type, data) ?? DESTINATIONS;
    });
    const model = createPublishModel({ request } as unknown as MessagingClient);
    render(<PublishControl model={model} siteId="s1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish site…' }));
    await vi.waitFor(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not read the site’s domains: The service had a problem (HTTP 503)',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(boxes()).toHaveLength(2));
  });
});

describe('Check what went live', () => {
  it('after a publish, offers to check each published host', async () => {
    const forecasts = fakeForecasts();
    const request = vi.fn(async (type: string, data: unknown) => {
      const forecast = forecasts.handle(type, data);
      if (forecast !== undefined) return forecast;
      if (type === 'publish.publishDestinations') return DESTINATIONS;
      if (type === 'publish.publishSite') return PUBLISHED;
      if (type === 'account.getSettings')
        return { endpoints: { apiBase: 'https://api.example.com' } };
      throw new Error(`unexpected ${type}`);
    });
    const onCheckLive = vi.fn();
    const model = createPublishModel(
      { request } as unknown as MessagingClient,
      () => NOW,
      onCheckLive,
    );
    render(<PublishControl model={model} siteId="s1" />);
    expect(screen.queryByTestId('publish-check-live')).toBeNull();
    await open();
    fireEvent.click(confirm());
    const offers = await screen.findAllByTestId('publish-check-live');
    expect(offers.map((b) => b.textContent)).toEqual([
      'Check what went live on acme.webflow.io',
      'Check what went live on www.acme.com',
    ]);
    fireEvent.click(offers[1]!);
    // With its origin, so the side panel can ask for access to it in this very click.
    expect(onCheckLive).toHaveBeenCalledWith('www.acme.com', 'https://www.acme.com');
  });

  it('is not offered where the page cannot check the live site', async () => {
    const { request } = setup();
    await open();
    fireEvent.click(confirm());
    await screen.findByTestId('publish-status');
    expect(publishCalls(request)).toHaveLength(1);
    expect(screen.queryByTestId('publish-check-live')).toBeNull();
  });
});
