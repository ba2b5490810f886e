// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLocationView } from '@/components/common/PageLocationView';
import { createLocationModel } from '@/lib/core/model/location-model';
import type { LocationAnswer } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';

const french = { id: 'l-fr', tag: 'fr', name: 'French', primary: false, cmsLocaleId: 'c-fr' };

/** A located French page of the template `/fr/post/detail_post`, on an item's address or not. */
const located = (itemSlug?: string): LocationAnswer =>
  ({
    ok: true,
    location: {
      site: { id: 's1', name: 'Acme Bakery' },
      page: {
        id: 'p1',
        title: 'Modèle d’article',
        path: '/fr/post/detail_post',
        collectionId: 'c1',
      },
      locale: french,
      locales: [french],
      paths: { 'l-fr': '/fr/post/detail_post' },
      via: 'host',
      ...(itemSlug ? { itemSlug } : {}),
    },
  }) as unknown as LocationAnswer;

const show = (answer: LocationAnswer) =>
  render(
    <PageLocationView
      location={createLocationModel({} as MessagingClient, { url: 'https://x/', answer })}
    />,
  );

describe('the location card', () => {
  afterEach(cleanup);

  it('on an item’s page shows the item’s own address, not its template page’s', () => {
    show(located('le-levain'));
    expect(screen.getByTestId('location-path').textContent).toBe('/fr/post/le-levain');
  });

  it('on any other page shows the page’s address', () => {
    show(located());
    expect(screen.getByTestId('location-path').textContent).toBe('/fr/post/detail_post');
  });
});
