/**
 * The side panel's state: the session, the page of the tab it describes, and the Schema tab, which
 * loads whenever the located page changes.
 * @module
 */
import { effect } from '@preact/signals';
import type { MessagingClient } from '../messaging/client';
import { createLocationModel } from './location-model';
import { createSchemaModel, type Check } from './schema-model';
import { createSessionModel } from './session-model';

/** Creates the side panel's models. */
export function createSidePanelModel(client: MessagingClient, check: Check) {
  const session = createSessionModel(client);
  const location = createLocationModel(client);
  const schema = createSchemaModel({ client, check });
  let loadedFor: string | undefined;
  effect(() => {
    const answer = location.answer.value;
    if (!answer?.ok) return;
    const { page, site } = answer.location;
    const key = `${site.id}/${page.id}`;
    if (key === loadedFor) return;
    loadedFor = key;
    void schema.load(answer.location);
  });
  return {
    session,
    location,
    schema,
    /** Describes the page at `url` (the tab's address). */
    async open(url: string | undefined) {
      await session.refresh();
      if (session.status.value?.signedIn) await location.locate(url);
    },
  };
}

/** The side panel's models. */
export type SidePanelModel = ReturnType<typeof createSidePanelModel>;
