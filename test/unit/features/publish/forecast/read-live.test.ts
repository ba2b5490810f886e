import { describe, expect, it } from 'vitest';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { readLive } from '@/lib/features/publish/forecast/read-live';

describe('the forecast’s live read', () => {
  const fetcherFor = (html: string, headers: Record<string, string> = {}) => {
    const asked: string[] = [];
    const fetcher = createPoliteFetch({
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(html, { headers: { 'content-type': 'text/html', ...headers } });
      },
    });
    return { fetcher, asked };
  };

  it('never fetches a path that leads off the host', async () => {
    const { fetcher, asked } = fetcherFor('<title>x</title>');
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/']) {
      const got = await readLive(fetcher, 'https://acme.example', path, 0);
      expect(got.kind).toBe('failed');
    }
    expect(asked).toEqual([]);
  });

  it('reads the markup, title, description and what hides the page', async () => {
    const { fetcher, asked } = fetcherFor(
      '<title>Events</title><meta name="description" content="Our events">' +
        '<script type="application/ld+json">{"@type":"Event","name":"Fair"}</script>',
      { 'x-robots-tag': 'noindex' },
    );
    const got = await readLive(fetcher, 'https://acme.example', '/events', 0);
    expect(asked).toEqual(['https://acme.example/events']);
    expect(got).toMatchObject({
      kind: 'read',
      live: {
        blocks: [{ '@type': 'Event', name: 'Fair' }],
        title: 'Events',
        description: 'Our events',
        index: [expect.objectContaining({ reason: 'noindex', source: 'x-robots-tag' })],
      },
    });
  });
});
