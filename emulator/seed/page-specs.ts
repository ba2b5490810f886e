/** Title of a page or folder in en, fr and de. */
export type Titles = readonly [en: string, fr: string, de: string];

/** A folder of the demo sites. */
export interface FolderSpec {
  key: string;
  parent: string | null;
  slug: string;
  title: string;
}

/** A page of the demo sites. */
export interface PageSpec {
  key: string;
  titles: Titles;
  folder?: string;
  kind?: 'home' | 'utility' | 'collection-template';
  utility?: '404' | 'password' | 'search';
  slug?: string;
  draft?: boolean;
  archived?: boolean;
  /** Only the primary locale has content of its own. */
  primaryOnly?: boolean;
}

/** Folders, nested up to three levels. */
export const FOLDERS: FolderSpec[] = [
  { key: 'company', parent: null, slug: 'company', title: 'Company' },
  { key: 'team', parent: 'company', slug: 'team', title: 'Team' },
  { key: 'resources', parent: null, slug: 'resources', title: 'Resources' },
  { key: 'guides', parent: 'resources', slug: 'guides', title: 'Guides' },
  { key: 'advanced', parent: 'guides', slug: 'advanced', title: 'Advanced' },
];

/** Every page of a demo site (42): home, static, nested, utility, templates, a draft, an archived one. */
export const PAGES: PageSpec[] = [
  { key: 'home', titles: ['Home', 'Accueil', 'Startseite'], kind: 'home', slug: 'index' },
  { key: 'about', titles: ['About us', 'À propos', 'Über uns'] },
  { key: 'contact', titles: ['Contact', 'Contact', 'Kontakt'] },
  { key: 'pricing', titles: ['Pricing', 'Tarifs', 'Preise'] },
  { key: 'faq', titles: ['FAQ', 'Questions fréquentes', 'Häufige Fragen'] },
  { key: 'careers', titles: ['Careers', 'Carrières', 'Karriere'] },
  { key: 'blog', titles: ['Blog', 'Journal', 'Blog'] },
  { key: 'events', titles: ['Events', 'Événements', 'Veranstaltungen'] },
  { key: 'gallery', titles: ['Gallery', 'Galerie', 'Galerie'] },
  { key: 'press', titles: ['Press', 'Presse', 'Presse'], primaryOnly: true },
  { key: 'privacy', titles: ['Privacy policy', 'Confidentialité', 'Datenschutz'] },
  { key: 'terms', titles: ['Terms of service', 'Conditions générales', 'Nutzungsbedingungen'] },
  { key: 'catering', titles: ['Catering', 'Traiteur', 'Partyservice'] },
  { key: 'shop', titles: ['Shop', 'Boutique', 'Laden'] },
  { key: 'locations', titles: ['Locations', 'Adresses', 'Standorte'] },
  {
    key: 'newsletter',
    titles: ['Newsletter', 'Lettre d’information', 'Rundbrief'],
    primaryOnly: true,
  },
  {
    key: 'spring-offer',
    titles: ['Spring offer', 'Offre de printemps', 'Frühlingsangebot'],
    draft: true,
  },
  {
    key: 'old-promotion',
    titles: ['Old promotion', 'Ancienne promotion', 'Alte Aktion'],
    archived: true,
  },
  {
    key: 'not-found',
    titles: ['Page not found', 'Page introuvable', 'Seite nicht gefunden'],
    kind: 'utility',
    utility: '404',
    slug: '404',
  },
  {
    key: 'password',
    titles: ['Password protected', 'Protégé par mot de passe', 'Passwortgeschützt'],
    kind: 'utility',
    utility: 'password',
    slug: '401',
  },
  {
    key: 'search',
    titles: ['Search results', 'Résultats de recherche', 'Suchergebnisse'],
    kind: 'utility',
    utility: 'search',
    slug: 'search',
  },
  {
    key: 'post-template',
    titles: ['Blog posts template', 'Modèle d’article', 'Beitragsvorlage'],
    kind: 'collection-template',
    slug: 'detail_post',
  },
  {
    key: 'product-template',
    titles: ['Products template', 'Modèle de produit', 'Produktvorlage'],
    kind: 'collection-template',
    slug: 'detail_product',
  },
  {
    key: 'history',
    titles: ['Our history', 'Notre histoire', 'Unsere Geschichte'],
    folder: 'company',
  },
  { key: 'values', titles: ['Our values', 'Nos valeurs', 'Unsere Werte'], folder: 'company' },
  { key: 'partners', titles: ['Partners', 'Partenaires', 'Partner'], folder: 'company' },
  {
    key: 'sustainability',
    titles: ['Sustainability', 'Durabilité', 'Nachhaltigkeit'],
    folder: 'company',
  },
  { key: 'awards', titles: ['Awards', 'Récompenses', 'Auszeichnungen'], folder: 'company' },
  { key: 'leadership', titles: ['Leadership', 'Direction', 'Leitung'], folder: 'team' },
  { key: 'bakers', titles: ['Our bakers', 'Nos boulangers', 'Unsere Bäcker'], folder: 'team' },
  {
    key: 'designers',
    titles: ['Our designers', 'Nos designers', 'Unsere Designer'],
    folder: 'team',
  },
  { key: 'join', titles: ['Join the team', 'Rejoignez-nous', 'Mitmachen'], folder: 'team' },
  { key: 'recipes', titles: ['Recipes', 'Recettes', 'Rezepte'], folder: 'resources' },
  {
    key: 'baking-tips',
    titles: ['Baking tips', 'Astuces de cuisson', 'Backtipps'],
    folder: 'resources',
  },
  { key: 'glossary', titles: ['Glossary', 'Glossaire', 'Glossar'], folder: 'resources' },
  { key: 'downloads', titles: ['Downloads', 'Téléchargements', 'Downloads'], folder: 'resources' },
  {
    key: 'sourdough',
    titles: ['Sourdough guide', 'Guide du levain', 'Sauerteig-Leitfaden'],
    folder: 'guides',
  },
  {
    key: 'bread-storage',
    titles: ['Storing bread', 'Conserver le pain', 'Brot aufbewahren'],
    folder: 'guides',
  },
  {
    key: 'gluten-free',
    titles: ['Gluten-free baking', 'Cuisine sans gluten', 'Glutenfrei backen'],
    folder: 'guides',
  },
  {
    key: 'laminated-dough',
    titles: ['Laminated dough', 'Pâte feuilletée', 'Blätterteig'],
    folder: 'advanced',
  },
  {
    key: 'fermentation',
    titles: ['Fermentation science', 'Science de la fermentation', 'Gärungswissenschaft'],
    folder: 'advanced',
  },
  {
    key: 'oven-calibration',
    titles: ['Oven calibration', 'Étalonnage du four', 'Ofenkalibrierung'],
    folder: 'advanced',
  },
];

/** A URL slug from a title (accents dropped). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}

/** The third collection template of the large-items seed (its Recipes collection). */
export const RECIPE_TEMPLATE: PageSpec = {
  key: 'recipe-template',
  titles: ['Recipes template', 'Modèle de recette', 'Rezeptvorlage'],
  kind: 'collection-template',
  slug: 'detail_recipe',
};
