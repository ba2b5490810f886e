import { fontText } from '../../lib/features/fonts/messages';
import type { FontsModel } from '../../lib/features/fonts/model/fonts-model';
import { FontsTab } from './FontsTab';

/**
 * The custom fonts of one site as a section of a page (the options page, under its site picker).
 * The host calls `model.open(siteId)` when the site is picked.
 */
export function FontsSection({
  model,
  siteName,
  confirm,
}: {
  model: FontsModel;
  siteName: string;
  confirm: (question: string) => boolean;
}) {
  return (
    <section class="card" data-testid="fonts-section">
      <h2>{fontText.sectionTitle(siteName)}</h2>
      <FontsTab model={model} confirm={confirm} />
    </section>
  );
}
