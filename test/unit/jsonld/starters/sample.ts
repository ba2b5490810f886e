import type { StarterContext } from '../../../../lib/jsonld/starters/index';

/** A blog page of a French bakery's site, in its French locale. */
export const frenchPage: StarterContext = {
  title: 'Nos horaires d’hiver | Boulangerie Dupont',
  description: 'Horaires d’ouverture et adresse de la boulangerie pour l’hiver.',
  canonicalUrl: 'https://www.example.fr/fr/blog/horaires-hiver',
  ogImage: 'https://cdn.example.fr/og/horaires.jpg',
  siteName: 'Boulangerie Dupont',
  siteUrl: 'https://www.example.fr/fr/',
  locale: { tag: 'fr-FR' },
  breadcrumbs: [
    { name: 'Accueil', url: 'https://www.example.fr/fr/' },
    { name: 'Blog', url: 'https://www.example.fr/fr/blog' },
    { name: 'Nos horaires d’hiver', url: 'https://www.example.fr/fr/blog/horaires-hiver' },
  ],
};

/** The same site's German home page, with no description, image or breadcrumbs. */
export const germanHome: StarterContext = {
  title: 'Bäckerei Dupont – Startseite',
  canonicalUrl: 'https://www.example.fr/de/',
  siteName: 'Bäckerei Dupont',
  siteUrl: 'https://www.example.fr/de/',
  locale: { tag: 'de-DE' },
};
