/** The draft kinds keyed by a page, registered as the background registers them. */
import { createDraftKinds, type DraftKinds } from '@/lib/core/drafts/draft-kinds';
import { metadataDraftKind } from '@/lib/features/metadata/draft-kind';
import { schemaDraftKind } from '@/lib/features/schema/draft-kind';

/** The schema editor's and the metadata form's kinds. */
export const pageDraftKinds = (): DraftKinds =>
  createDraftKinds([schemaDraftKind, metadataDraftKind]);
