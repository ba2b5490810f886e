import { formText } from '../../lib/features/metadata/messages';
import { truncateToWidth } from '../../lib/features/metadata/text-width';
import './metadata.css';

/** Props of {@link SocialCardPreview}. */
export interface SocialCardPreviewProps {
  /** `effectiveMetadata(fields).cardTitle`. */
  title: string;
  description: string;
  /** The site's host, shown in capitals as social networks do. */
  host: string;
  /** The page's Open Graph image (e.g. read from the live page), if any. */
  imageUrl?: string | null;
}

/** `url` when it is an absolute http(s) URL, else null: nothing else may become an image source. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** How the page may look when shared: image, domain, title and description. */
export function SocialCardPreview({ title, description, host, imageUrl }: SocialCardPreviewProps) {
  const image = safeImageUrl(imageUrl);
  return (
    <figure class="social-card" aria-label={formText.socialPreview}>
      <figcaption class="muted">{formText.socialPreview}</figcaption>
      <div class="social-card__frame">
        {image ? (
          <img
            class="social-card__image"
            src={image}
            alt={formText.cardImage}
            referrerpolicy="no-referrer"
            data-testid="card-image"
          />
        ) : (
          <div class="social-card__image social-card__image--none muted" data-testid="card-image">
            {formText.noImage}
          </div>
        )}
        <div class="social-card__text">
          <p class="social-card__domain" data-testid="card-domain">
            {host.toUpperCase()}
          </p>
          <p class="social-card__title" data-testid="card-title">
            {title.trim() ? truncateToWidth(title, 2 * 460, 16) : formText.noTitle}
          </p>
          {description.trim() && (
            <p class="social-card__description" data-testid="card-description">
              {truncateToWidth(description, 460, 14)}
            </p>
          )}
        </div>
      </div>
    </figure>
  );
}
