// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectPlan } from '@/components/redirects/RedirectPlan';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { RedirectPlanView } from '@/lib/features/redirects/redirect-plan';
import { createRedirectModel } from '@/lib/features/redirects/model/redirect-model';
import type { ExportFile } from '@/lib/features/site/export';

const move = { pageId: 'p', localeId: null, fromPath: '/old', toPath: '/new', at: 1 };
const planOf = (mode: 'api' | 'csv'): RedirectPlanView => ({
  siteId: 's',
  mode,
  moves: [move],
  create: mode === 'api' ? [{ fromUrl: '/old', toUrl: '/new' }] : [],
  update: [],
  remove: [],
  targets: [{ fromUrl: '/old', toUrl: '/new' }],
});

function fakeClient(answers: Record<string, (data: never) => unknown>) {
  const sent: { type: string; data: unknown }[] = [];
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      const answer = answers[type];
      if (!answer) throw new Error(`unexpected ${type}`);
      return answer(data as never);
    },
  } as unknown as MessagingClient;
  return { client, sent };
}

afterEach(cleanup);

describe('RedirectPlan', () => {
  it('Enterprise: Create, then each redirect checked on the live site, in words', async () => {
    const { client, sent } = fakeClient({
      'redirects.redirectPlan': () => planOf('api'),
      'redirects.applyRedirectPlan': () => ({
        plan: planOf('api'),
        results: [{ action: 'create', fromUrl: '/old', toUrl: '/new', ok: true }],
      }),
      'redirects.verifyRedirects': () => ({
        origins: ['http://s.localhost:1', 'http://www.s.example'],
        needsAccess: [],
        checks: [
          { fromUrl: '/old', toUrl: '/new', state: 'verified', host: 's.localhost:1' },
          {
            fromUrl: '/old',
            toUrl: '/new',
            state: 'target-missing',
            detail: '404',
            host: 'www.s.example',
          },
        ],
      }),
    });
    const model = createRedirectModel(client);
    await model.load('s', 'p');
    render(<RedirectPlan model={model} download={() => undefined} />);
    expect(screen.getByTestId('redirect-move').textContent).toBe('/old → /new');
    fireEvent.click(screen.getByRole('button', { name: 'Create 1 redirect' }));
    await waitFor(() => expect(screen.getAllByTestId('redirect-host')).toHaveLength(2));
    const [staging, custom] = screen.getAllByTestId('redirect-host');
    expect(staging!.textContent).toContain('On s.localhost:1');
    expect(staging!.textContent).toContain('Verified: one redirect straight to /new.');
    expect(custom!.textContent).toContain('On www.s.example');
    expect(
      custom!.querySelector('[data-testid="redirect-check"]')!.getAttribute('data-state'),
    ).toBe('target-missing');
    expect(screen.getByTestId('redirect-checks').textContent).toContain('301 or a 302');
    expect(sent.map((s) => s.type)).toEqual([
      'redirects.redirectPlan',
      'redirects.applyRedirectPlan',
      'redirects.verifyRedirects',
    ]);
  });

  it('asks for the live site’s host in the click, then checks', async () => {
    let allowed = false;
    const { client } = fakeClient({
      'redirects.redirectPlan': () => ({ ...planOf('api'), create: [] }),
      'redirects.verifyRedirects': () =>
        allowed
          ? {
              origins: ['https://s.example', 'https://www.s.com'],
              needsAccess: [],
              checks: [
                {
                  fromUrl: '/old',
                  toUrl: '/new',
                  state: 'target-missing',
                  detail: '404',
                  host: 's.example',
                },
              ],
            }
          : {
              origins: ['https://s.example', 'https://www.s.com'],
              needsAccess: ['https://s.example/*', 'https://www.s.com/*'],
              checks: [],
            },
    });
    const asked: string[][] = [];
    const model = createRedirectModel(client, {
      contains: async () => allowed,
      request: async (patterns) => {
        asked.push(patterns);
        allowed = true;
        return true;
      },
    });
    await model.load('s', 'p');
    render(<RedirectPlan model={model} download={() => undefined} />);
    expect(screen.getByText('The site already has these redirects.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('redirect-verify'));
    await waitFor(() =>
      expect(screen.getByText(/needs to read s\.example, www\.s\.com\./)).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId('redirect-allow'));
    expect(asked).toEqual([['https://s.example/*', 'https://www.s.com/*']]);
    await waitFor(() =>
      expect(screen.getByTestId('redirect-check').getAttribute('data-state')).toBe(
        'target-missing',
      ),
    );
    expect(screen.getByTestId('redirect-check').textContent).toContain('answers 404');
  });

  it('says so when the browser refuses to ask for a host', async () => {
    const { client } = fakeClient({
      'redirects.redirectPlan': () => ({ ...planOf('api'), create: [] }),
      'redirects.verifyRedirects': () => ({
        origins: ['http://s.example'],
        needsAccess: ['http://s.example/*'],
        checks: [],
      }),
    });
    const model = createRedirectModel(client, {
      contains: async () => false,
      request: () => Promise.reject(new Error('Only permissions specified in the manifest')),
    });
    await model.load('s', 'p');
    render(<RedirectPlan model={model} download={() => undefined} />);
    fireEvent.click(screen.getByTestId('redirect-verify'));
    await waitFor(() => expect(screen.getByTestId('redirect-allow')).toBeTruthy());
    fireEvent.click(screen.getByTestId('redirect-allow'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Only permissions specified'),
    );
  });

  it('other plans: a state with the file, merged with the picked export', async () => {
    const { client, sent } = fakeClient({
      'redirects.redirectPlan': () => planOf('csv'),
      'redirects.redirectCsv': (data: { existingCsv: string }) => ({
        csv: `${data.existingCsv}/old,/new\r\n`,
        rows: 2,
        existing: 1,
      }),
    });
    const model = createRedirectModel(client);
    await model.load('s', 'p');
    const files: ExportFile[] = [];
    render(<RedirectPlan model={model} download={(f) => files.push(f)} />);
    expect(screen.getByTestId('redirect-plan').textContent).toContain(
      'Your plan manages redirects in the dashboard: here is the file.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await model.pickFile({ name: 'export.csv', text: async () => 'a,b\r\n/x,/y\r\n' });
    fireEvent.click(screen.getByTestId('redirect-csv-download'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toEqual({
      name: 'redirects.csv',
      mime: 'text/csv',
      text: 'a,b\r\n/x,/y\r\n/old,/new\r\n',
    });
    expect(sent.at(-1)).toEqual({
      type: 'redirects.redirectCsv',
      data: { siteId: 's', pageId: 'p', existingCsv: 'a,b\r\n/x,/y\r\n' },
    });
    expect(screen.getByTestId('redirect-csv-rows').textContent).toContain(
      '2 redirects in the file (1 from your export)',
    );
  });

  it('shows nothing when no address moved', async () => {
    const { client } = fakeClient({
      'redirects.redirectPlan': () => ({ ...planOf('api'), moves: [] }),
    });
    const model = createRedirectModel(client);
    await model.load('s', 'p');
    const { container } = render(<RedirectPlan model={model} download={() => undefined} />);
    expect(container.childElementCount).toBe(0);
  });
});
