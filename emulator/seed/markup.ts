import type { Site } from '../world-types';
import type { MarkupSpec } from './markup-spec';
import { templateMarkup } from './template-markup';

export type { MarkupSpec } from './markup-spec';

const ctx = 'https://schema.org';

/**
 * JSON-LD of the demo pages, keyed by page key. Most only have the primary locale (the others
 * inherit); `pricing` is broken (an Article without its required fields and with an unknown
 * property); `careers` is a legacy value of two script blocks.
 */
export function demoMarkup(site: Site): Record<string, MarkupSpec> {
  const url = `https://${site.customDomains[0]?.url ?? 'example.com'}`;
  return {
    home: {
      0: {
        '@context': ctx,
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${url}/#org`,
            name: site.displayName,
            url,
            logo: `${url}/logo.png`,
          },
          {
            '@type': 'WebSite',
            '@id': `${url}/#website`,
            name: site.displayName,
            url,
            publisher: { '@id': `${url}/#org` },
          },
        ],
      },
    },
    about: {
      0: {
        '@context': ctx,
        '@type': 'AboutPage',
        name: `About ${site.displayName}`,
        url: `${url}/about-us`,
      },
      1: {
        '@context': ctx,
        '@type': 'AboutPage',
        name: `À propos de ${site.displayName}`,
        inLanguage: 'fr',
      },
    },
    contact: {
      0: {
        '@context': ctx,
        '@type': 'LocalBusiness',
        name: site.displayName,
        telephone: '+33 1 23 45 67 89',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 rue du Four',
          addressLocality: 'Paris',
          postalCode: '75006',
          addressCountry: 'FR',
        },
      },
    },
    faq: {
      0: {
        '@context': ctx,
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Do you deliver?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 10 km.' },
          },
          {
            '@type': 'Question',
            name: 'Are you open on Sundays?',
            acceptedAnswer: { '@type': 'Answer', text: 'Mornings only.' },
          },
        ],
      },
      2: {
        '@context': ctx,
        '@type': 'FAQPage',
        inLanguage: 'de',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Liefern Sie?',
            acceptedAnswer: { '@type': 'Answer', text: 'Ja, im Umkreis von 10 km.' },
          },
        ],
      },
    },
    events: {
      0: {
        '@context': ctx,
        '@type': 'Event',
        name: 'Bread festival',
        startDate: '2026-06-20T10:00:00+02:00',
        location: { '@type': 'Place', name: site.displayName, address: 'Paris' },
      },
      1: {
        '@context': ctx,
        '@type': 'Event',
        name: 'Fête du pain',
        startDate: '2026-06-20T10:00:00+02:00',
        location: { '@type': 'Place', name: site.displayName, address: 'Paris' },
      },
    },
    sourdough: {
      0: {
        '@context': ctx,
        '@type': 'Article',
        headline: 'The sourdough guide',
        author: { '@type': 'Person', name: 'Dana Editor' },
        datePublished: '2026-02-01T08:00:00Z',
        image: `${url}/images/sourdough.jpg`,
      },
    },
    leadership: {
      0: {
        '@context': ctx,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Company', item: `${url}/company` },
          { '@type': 'ListItem', position: 2, name: 'Team', item: `${url}/company/team` },
          { '@type': 'ListItem', position: 3, name: 'Leadership' },
        ],
      },
    },
    pricing: {
      0: { '@context': ctx, '@type': 'Article', colour: 'golden brown', author: 'Dana' },
    },
    careers: {
      0: {
        legacyRaw: [
          `<script type="application/ld+json">${JSON.stringify({ '@context': ctx, '@type': 'JobPosting', title: 'Baker', datePosted: '2026-01-20', hiringOrganization: { '@type': 'Organization', name: site.displayName } })}</script>`,
          `<script type="application/ld+json">${JSON.stringify({ '@context': ctx, '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Careers' }] })}</script>`,
        ].join('\n'),
      },
    },
    ...templateMarkup(site),
  };
}
