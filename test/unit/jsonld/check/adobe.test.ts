import { describe, expect, it } from 'vitest';
import { checkWithAdobeValidator } from '../../../../lib/jsonld/check/adobe';

describe('checkWithAdobeValidator', () => {
  it("maps the validator's issues to diagnostics with paths and ranges", async () => {
    const text = JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'p' },
          {
            '@type': 'Product',
            name: 'Shoe',
            offers: [{ '@type': 'Offer', price: 3 }, { '@type': 'Offer' }],
          },
        ],
      },
      null,
      2,
    );
    const ds = await checkWithAdobeValidator(text);
    const offer = ds.find((d) => d.rule === 'rich/adobe/offer' && d.severity === 'error')!;
    expect(offer.path).toBe("$['@graph'][1].offers[1]");
    expect(offer.message).toMatch(/price/);
    expect(text.slice(offer.range!.from, offer.range!.to)).toBe('"Offer"');
    const product = ds.filter((d) => d.rule === 'rich/adobe/product');
    expect(product.length).toBeGreaterThan(0);
    expect(product.every((d) => d.path === "$['@graph'][1]")).toBe(true);
    expect(ds.every((d) => d.severity === 'error' || d.severity === 'warning')).toBe(true);
  });

  it('gives nothing for unreadable input', async () => {
    expect(await checkWithAdobeValidator('{')).toEqual([]);
  });
});
