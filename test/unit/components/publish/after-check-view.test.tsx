// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterCheckView } from '@/components/publish/AfterCheckView';
import type { AfterCheck } from '@/lib/features/publish/forecast/forecast-types';

afterEach(cleanup);

const check = (over: Partial<AfterCheck>): AfterCheck => ({
  state: 'done',
  hosts: [],
  waitedMs: 0,
  maxWaitMs: 90_000,
  rounds: 1,
  ...over,
});

describe('the check after a publish', () => {
  it('says each host is as forecast', () => {
    render(
      <AfterCheckView
        check={check({
          hosts: [
            {
              key: 'staging',
              host: 'acme.webflow.io',
              checked: 3,
              asForecast: 3,
              differences: [],
              templates: 1,
            },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('publish-after').textContent).toContain(
      'On acme.webflow.io: 3 of 3 as forecast.',
    );
    expect(screen.getByTestId('publish-after').textContent).toContain('not checked item by item');
  });

  it('names what still differs and how long it waited', () => {
    render(
      <AfterCheckView
        check={check({
          waitedMs: 62_000,
          hosts: [
            {
              key: 'staging',
              host: 'acme.webflow.io',
              checked: 2,
              asForecast: 1,
              templates: 0,
              differences: [
                {
                  pageId: 'p1',
                  localeId: null,
                  localeTag: 'en',
                  title: 'Events',
                  path: '/events',
                  what: 'markup',
                },
              ],
            },
          ],
        })}
      />,
    );
    const text = screen.getByTestId('publish-after').textContent!;
    expect(text).toContain('On acme.webflow.io: 1 of 2 as forecast.');
    expect(text).toContain('Waited 62 s (at most 90 s)');
    expect(screen.getByTestId('publish-after-difference').textContent).toBe(
      'Events (en) /events: still not the saved markup',
    );
  });

  it('says when it is still checking, and when it failed', () => {
    const { rerender } = render(<AfterCheckView check={check({ state: 'checking' })} />);
    expect(screen.getByRole('status').textContent).toContain('Checking what went live');
    rerender(<AfterCheckView check={check({ state: 'failed', error: 'Offline' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Offline');
  });
});
