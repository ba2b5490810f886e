import { formText } from '../../lib/features/metadata/messages';
import { truncateToWidth } from '../../lib/features/metadata/text-width';
import './metadata.css';

/** Where search results cut titles (one line) and descriptions (about two lines). */
const TITLE_PX = 580;
const TITLE_FONT_PX = 20;
const DESCRIPTION_PX = 990;
const DESCRIPTION_FONT_PX = 13;

/** Props of {@link SearchPreview}. */
export interface SearchPreviewProps {
  /** The title search engines show (`effectiveMetadata(fields).searchTitle`). */
  title: string;
  description: string;
  /** The site's host, e.g. `acme-bakery.example` (no scheme). */
  host: string;
  /** The page's path (`publishedPath`), e.g. `/company/team`. */
  path: string;
}

/** The page's URL as a result breadcrumb: `host › segment › segment`. */
export function breadcrumb(host: string, path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return [host, ...segments].join(' › ');
}

/** How the page may look in a search result, cut where a search engine would cut it. */
export function SearchPreview({ title, description, host, path }: SearchPreviewProps) {
  const shownTitle = title.trim() ? truncateToWidth(title, TITLE_PX, TITLE_FONT_PX) : '';
  const shownDescription = description.trim()
    ? truncateToWidth(description, DESCRIPTION_PX, DESCRIPTION_FONT_PX)
    : '';
  return (
    <figure class="search-preview" aria-label={formText.searchPreview}>
      <figcaption class="muted">{formText.searchPreview}</figcaption>
      <p class="search-preview__url" data-testid="search-url">
        {breadcrumb(host, path)}
      </p>
      <p class="search-preview__title" data-testid="search-title">
        {shownTitle || formText.noTitle}
      </p>
      <p
        class={
          shownDescription ? 'search-preview__description' : 'search-preview__description muted'
        }
        data-testid="search-description"
      >
        {shownDescription || formText.noDescription}
      </p>
    </figure>
  );
}
