import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import french from '@/public/_locales/fr/messages.json';
import german from '@/public/_locales/de/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import { checkJsonLd, RICH_NOTICES } from '@/lib/jsonld/index';
import { STARTERS, starterById } from '@/lib/jsonld/starters';
import { check, doc, having } from '../helpers';

afterEach(() => setMessageSource(messagesSource(english)));

const messagesOf = (ds: { message: string }[]) => ds.map((d) => d.message);

describe('the checker in the UI language', () => {
  it('writes its findings in French, schema.org terms left as they are', async () => {
    setMessageSource(messagesSource(french, 'fr'));
    const ds = await check(doc({ '@type': 'Organization', name: 'Acme', telefone: '+33 1' }));
    expect(messagesOf(having(ds, 'vocab/unknown-property'))).toEqual([
      'schema.org n’a pas de propriété "telefone". Vouliez-vous dire "telephone"\u00a0?',
    ]);
    expect(having(ds, 'vocab/unknown-property')[0]!.fix!.title).toBe('Remplacer par "telephone"');
    expect(messagesOf(having(ds, 'rich/organization/recommended'))).toContain(
      'Google recommande "logo" pour les résultats enrichis «\u00a0Organisation\u00a0».',
    );
  });

  it('writes alternatives, rich-result names and syntax errors in German', async () => {
    setMessageSource(messagesSource(german, 'de'));
    const ds = await check(doc({ '@type': 'Product', name: 'Brot' }));
    expect(messagesOf(having(ds, 'rich/product/required'))).toEqual([
      'Fügen Sie eine der Eigenschaften "offers", "review" oder "aggregateRating" hinzu: Google setzt eine davon für Rich-Suchergebnisse vom Typ „Produkt-Snippet“ voraus.',
    ]);
    expect(checkJsonLd('{ "name": "x", }').diagnostics[0]!.message).toBe(
      'Entfernen Sie das Komma vor dieser Klammer: JSON erlaubt kein Komma nach dem letzten Element.',
    );
  });

  it('formats the size limit with the UI language’s decimal separator', () => {
    setMessageSource(messagesSource(german, 'de'));
    const big = JSON.stringify(doc({ '@type': 'Thing', description: 'x'.repeat(62_000) }));
    const size = checkJsonLd(big).diagnostics.find((d) => d.rule === 'limits/size');
    expect(size?.message).toMatch(
      /^Das Markup ist 60,\d KB groß; der Dienst nimmt höchstens 60 KB an\.$/,
    );
  });

  it('reads notices and template names when they are shown, not when the module loaded', () => {
    const faq = RICH_NOTICES.find((n) => n.id === 'faq' && n.status === 'retired')!;
    const englishLabels = STARTERS.map((t) => t.label);
    setMessageSource(messagesSource(french, 'fr'));
    expect(faq.message).toMatch(
      /^Les résultats enrichis «\u00a0FAQ\u00a0» ne sont plus affichés depuis le 7 mai 2026\u00a0:/,
    );
    expect(starterById('breadcrumb-list').label).toBe('Fil d’Ariane');
    expect(STARTERS.map((t) => t.label)).not.toEqual(englishLabels);
    expect(englishLabels).toContain('Breadcrumbs');
  });
});
