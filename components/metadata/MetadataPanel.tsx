import { effectiveMetadata } from '../../lib/features/metadata/metadata-form';
import { MetadataForm, type MetadataFormProps } from './MetadataForm';
import { SearchPreview } from './SearchPreview';
import { SocialCardPreview } from './SocialCardPreview';

/** Props of {@link MetadataPanel}: the form's, plus what the previews need. */
export interface MetadataPanelProps extends MetadataFormProps {
  /** The host the page is published on, e.g. `www.acme-bakery.example`. */
  host: string;
  /** The page's Open Graph image, if the caller knows one (e.g. from the live page). */
  imageUrl?: string | null;
}

/** The path a search result would show: the published path with the edited slug, if it applies. */
export function previewPath(
  publishedPath: string | null | undefined,
  oldSlug: string,
  newSlug: string,
  applies: boolean,
): string {
  const path = publishedPath ?? '/';
  if (!applies || newSlug === oldSlug || oldSlug === '') return path;
  const segments = path.split('/');
  if (segments[segments.length - 1] !== oldSlug) return path;
  return [...segments.slice(0, -1), newSlug].join('/');
}

/** The metadata tab: the form, with the search-result and social-card previews by their fields. */
export function MetadataPanel(props: MetadataPanelProps) {
  const { host, imageUrl, ...form } = props;
  const shown = effectiveMetadata(form.fields);
  const path = previewPath(
    form.page.publishedPath,
    form.page.slug ?? '',
    form.fields.slug,
    form.slugRule.canChange === true,
  );
  return (
    <div class="metadata-panel stack">
      <MetadataForm
        {...form}
        seoPreview={
          <SearchPreview
            title={shown.searchTitle}
            description={shown.searchDescription}
            host={host}
            path={path}
          />
        }
        ogPreview={
          <SocialCardPreview
            title={shown.cardTitle}
            description={shown.cardDescription}
            host={host}
            imageUrl={imageUrl}
          />
        }
      />
    </div>
  );
}
