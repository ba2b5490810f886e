/** A schema.org node as plain JSON. */
export type JsonNode = Record<string, unknown>;

/** The ids of the built-in starters. */
export type StarterId =
  | 'article'
  | 'breadcrumb-list'
  | 'faq-page'
  | 'organization'
  | 'local-business'
  | 'product'
  | 'event'
  | 'website'
  | 'person'
  | 'video-object'
  | 'dataset'
  | 'qa-page'
  | 'discussion-forum'
  | 'profile-page'
  | 'image-metadata'
  | 'course-list';

/** What the starters are prefilled from: the page in one locale, plus what the menu was used on. */
export interface StarterContext {
  /** The page's title in this locale (SEO title, else page name). */
  title: string;
  /** The page's meta description in this locale. */
  description?: string;
  /** This locale's canonical URL of the page (absolute). */
  canonicalUrl: string;
  /** The page's Open Graph image (absolute URL). */
  ogImage?: string;
  siteName: string;
  /** The site's root in this locale, e.g. `https://example.com/fr/`. */
  siteUrl: string;
  locale: { tag: string };
  /** The page's folder path from the site root to the page itself, with each level's title. */
  breadcrumbs?: { name: string; url: string }[];
  /** The text selected when "Add schema…" was chosen. */
  selectionText?: string;
  /** The image "Add schema…" was chosen on. */
  imageUrl?: string;
}

/** One entry of the starter picker. */
export interface Starter {
  id: StarterId;
  /** The schema.org type the starter builds. */
  type: string;
  /** Editor-facing name, in the UI language. */
  readonly label: string;
  /** One line in the UI language: what it is for and which rich result it aims at. */
  readonly description: string;
  /**
   * Required properties (dotted paths) written as `""` when the context has no value for them, so
   * the checker flags them and the editor fills them in.
   */
  leftEmpty: readonly string[];
  /** Builds the node (without `@context`) from the page; pure. */
  build(ctx: StarterContext): JsonNode;
}
