import { describe, expect, it } from 'vitest';
import { parseAddress } from '../../../../lib/jsonld/starters/index';

// The postcode, ZIP code and email patterns were rewritten to run in linear time; these are the
// readings a rewrite could have changed: the town before the code, its case, a dotted domain.
describe('address patterns', () => {
  it('keeps a several-word town before a British postcode, in either case', () => {
    expect(parseAddress('Acme\n1 High Street\nGreat Missenden HP16 0AL')?.address).toMatchObject({
      postalCode: 'HP16 0AL',
      addressLocality: 'Great Missenden',
    });
    expect(parseAddress('Acme\n1 High Street\ngreat missenden hp16 0al')?.address).toMatchObject({
      postalCode: 'HP16 0AL',
      addressLocality: 'great missenden',
    });
  });

  it('reads an American state and ZIP+4 code with or without a town', () => {
    expect(parseAddress('Acme\n350 Fifth Avenue\nNew York NY 10118-0110')?.address).toMatchObject({
      postalCode: '10118-0110',
      addressLocality: 'New York',
      addressRegion: 'NY',
    });
    const alone = parseAddress('Acme\n350 Fifth Avenue\nNY 10118')?.address;
    expect(alone).toMatchObject({ postalCode: '10118', addressRegion: 'NY' });
    expect(alone?.addressLocality).toBeUndefined();
  });

  it('takes an email whose domain has several dots, and no domain without a dot inside', () => {
    const at = (email: string) => parseAddress(`Acme\n12 rue de la Paix\n75002 Paris\n${email}`);
    expect(at('info@mail.example.co.uk')?.email).toBe('info@mail.example.co.uk');
    expect(at('info@example.')?.email).toBeUndefined();
    expect(at('info@.example')?.email).toBeUndefined();
  });
});
