import { JSONLD_LIMITS, measure } from '../lib/jsonld';

/** Size of a text in bytes of UTF-8. */
export const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** A product catalogue page at the service's limits: about 60 KB and exactly 5,000 values. */
export function catalogue(): string {
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'WebPage',
      '@id': '#page',
      name: 'Catalogue',
      inLanguage: 'fr-FR',
      mainEntity: { '@id': '#list' },
    },
  ];
  const list = { '@type': 'ItemList', '@id': '#list', itemListElement: [] as unknown[] };
  graph.push(list);
  const doc = { '@context': 'https://schema.org', '@graph': graph };
  for (let i = 0; ; i++) {
    const product = {
      '@type': 'Product',
      '@id': `#p${i}`,
      name: `Produit ${i}`,
      sku: `S${i}`,
      image: `https://e.fr/${i}.jpg`,
      keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      offers: {
        '@type': 'Offer',
        price: i,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: i + 1 },
    };
    graph.push(product);
    list.itemListElement.push({ '@type': 'ListItem', position: i + 1, item: { '@id': `#p${i}` } });
    if (bytes(JSON.stringify(doc)) > JSONLD_LIMITS.maxBytes - 5000) break;
  }
  graph[0]!.description = '';
  const missing = JSONLD_LIMITS.maxNodes - measure(doc, []).nodes - 1;
  graph[0]!.keywords = Array.from({ length: missing }, () => 'k');
  graph[0]!.description = 'x'.repeat(JSONLD_LIMITS.maxBytes - 100 - bytes(JSON.stringify(doc)));
  return JSON.stringify(doc);
}
