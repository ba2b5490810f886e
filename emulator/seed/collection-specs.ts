import type { ItemSeoFields } from '../world-types';
import type { Titles } from './page-specs';

/** A field of a demo collection (`name` and `slug` come first in every collection). */
export interface FieldSpec {
  slug: string;
  displayName: string;
  type: string;
  isRequired?: boolean;
  /** A PlainText field's length limit (256 when not given). */
  maxLength?: number;
}

/**
 * Which item fields feed each demo template's item pages (`<title>`, meta description,
 * `og:image`): set in the template's settings on the real platform, never in its API.
 */
export const TEMPLATE_SEO: Record<string, ItemSeoFields> = {
  'post-template': { title: 'name', description: 'post-summary', ogImage: 'main-image' },
  'product-template': { title: 'name', description: 'description', ogImage: 'image' },
  'recipe-template': { title: 'name', description: 'summary', ogImage: 'image' },
};

const BLOG_TOPICS: Titles[] = [
  ['sourdough', 'le levain', 'Sauerteig'],
  ['croissants', 'les croissants', 'Croissants'],
  ['rye bread', 'le pain de seigle', 'Roggenbrot'],
  ['brioche', 'la brioche', 'Brioche'],
  ['baguettes', 'les baguettes', 'Baguettes'],
  ['focaccia', 'la focaccia', 'Focaccia'],
  ['macarons', 'les macarons', 'Macarons'],
  ['pretzels', 'les bretzels', 'Brezeln'],
];

const BLOG_ANGLES: Titles[] = [
  ['How we bake {t}', 'Comment nous préparons {t}', 'Wie wir {t} backen'],
  ['A week of {t}', 'Une semaine avec {t}', 'Eine Woche mit {t}'],
  ['{t}, step by step', '{t}, pas à pas', '{t} Schritt für Schritt'],
  ['The story of {t}', 'L’histoire de {t}', 'Die Geschichte von {t}'],
  ['Five mistakes with {t}', 'Cinq erreurs avec {t}', 'Fünf Fehler bei {t}'],
];

/** Titles of the 40 published posts of the Blog Posts collection, en / fr / de. */
export const BLOG_TITLES: Titles[] = BLOG_ANGLES.flatMap((angle) =>
  BLOG_TOPICS.map(
    (topic) => angle.map((a, i) => capitalize(a.replace('{t}', topic[i]!))) as unknown as Titles,
  ),
);

/** The draft post: staged in every locale, never published. */
export const BLOG_DRAFT: Titles = [
  'Our spring menu preview',
  'Aperçu de notre menu de printemps',
  'Vorschau auf unser Frühlingsmenü',
];

/** Fields of the Blog Posts collection after `name` and `slug`. */
export const BLOG_FIELDS: FieldSpec[] = [
  { slug: 'post-summary', displayName: 'Post summary', type: 'PlainText', maxLength: 160 },
  { slug: 'post-body', displayName: 'Post body', type: 'RichText' },
  { slug: 'main-image', displayName: 'Main image', type: 'Image' },
  { slug: 'published-on', displayName: 'Published on', type: 'DateTime', isRequired: true },
  { slug: 'featured', displayName: 'Featured', type: 'Switch' },
];

/** Members of the Team collection: name and role (en, fr, de). */
export const TEAM: { name: string; role: Titles }[] = [
  { name: 'Amélie Durand', role: ['Head baker', 'Cheffe boulangère', 'Chefbäckerin'] },
  { name: 'Jonas Weber', role: ['Pastry chef', 'Chef pâtissier', 'Konditor'] },
  { name: 'Priya Nair', role: ['Bread baker', 'Boulangère', 'Bäckerin'] },
  { name: 'Tom Becker', role: ['Night baker', 'Boulanger de nuit', 'Nachtbäcker'] },
  { name: 'Lucía Romero', role: ['Shop manager', 'Responsable boutique', 'Ladenleiterin'] },
  { name: 'Kenji Sato', role: ['Chocolatier', 'Chocolatier', 'Chocolatier'] },
  { name: 'Sarah Klein', role: ['Apprentice', 'Apprentie', 'Auszubildende'] },
  { name: 'Marc Lefèvre', role: ['Delivery', 'Livraison', 'Lieferung'] },
  { name: 'Ana Costa', role: ['Catering lead', 'Responsable traiteur', 'Leitung Partyservice'] },
  { name: 'Ole Hansen', role: ['Miller', 'Meunier', 'Müller'] },
  { name: 'Fatima Zahra', role: ['Cake designer', 'Designer de gâteaux', 'Tortendesignerin'] },
  { name: 'Daniel Moore', role: ['Founder', 'Fondateur', 'Gründer'] },
];

/** Fields of the Team collection after `name` and `slug`. */
export const TEAM_FIELDS: FieldSpec[] = [
  { slug: 'role', displayName: 'Role', type: 'PlainText', isRequired: true },
  { slug: 'photo', displayName: 'Photo', type: 'Image' },
  { slug: 'bio', displayName: 'Bio', type: 'RichText' },
];

/** Products of the Products collection: titles, SKU and price in euros. */
export const PRODUCTS: { titles: Titles; sku: string; price: number }[] = [
  { titles: ['Country loaf', 'Pain de campagne', 'Landbrot'], sku: 'BRD-001', price: 6.5 },
  {
    titles: ['Butter croissant', 'Croissant au beurre', 'Buttercroissant'],
    sku: 'VIE-002',
    price: 1.9,
  },
  { titles: ['Seeded rye', 'Seigle aux graines', 'Körnerroggen'], sku: 'BRD-003', price: 5.8 },
  { titles: ['Almond cake', 'Gâteau aux amandes', 'Mandelkuchen'], sku: 'CAK-004', price: 24 },
  { titles: ['Gift box', 'Coffret cadeau', 'Geschenkbox'], sku: 'GFT-005', price: 35 },
  { titles: ['Baking class', 'Cours de boulangerie', 'Backkurs'], sku: 'CLS-006', price: 89 },
];

/** Fields of the Products collection after `name` and `slug`. */
export const PRODUCT_FIELDS: FieldSpec[] = [
  { slug: 'sku', displayName: 'SKU', type: 'PlainText', isRequired: true },
  { slug: 'price', displayName: 'Price', type: 'Number', isRequired: true },
  { slug: 'description', displayName: 'Description', type: 'PlainText' },
  { slug: 'image', displayName: 'Image', type: 'Image' },
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
