/**
 * What one fault case runs against: the emulator, the first demo site, and the product's own
 * clients (a fresh credential and rate-limit queue per case, so a pause or a halt never leaks into
 * the next case), a client registry as the background builds it, and the draft-save machinery.
 */
import { createApiClient, type ApiClient } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import type { RateLimitQueueOptions } from '@/lib/core/api/queue-types';
import { createClientRegistry, type ClientRegistry } from '@/lib/core/auth/api-clients';
import { addCredential, type Credential } from '@/lib/core/auth/credentials';
import { createDraftStore, type DraftStore } from '@/lib/core/drafts/draft-store';
import type { DraftKey } from '@/lib/core/drafts/draft-types';
import type { DraftRemote } from '@/lib/core/drafts/draft-kind';
import { createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import {
  createDraftSaveExecutor,
  DRAFT_SAVE_KIND,
  saveDraft,
  type SaveResult,
} from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import type { TestEmulator } from '@/emulator/testing';
import { pageDraftKinds } from '../support/page-draft-kinds';

/** Short pauses and back-offs so the matrix runs in seconds; the shape of each outcome is unchanged. */
export const FAST_QUEUE: RateLimitQueueOptions = {
  pauseJitter: 0,
  defaultPauseMs: 300,
  backoffBaseMs: 20,
  backoffCapMs: 50,
};

/** The per-attempt timeout the hang case uses instead of the product's 25 s. */
export const FAST_TIMEOUT_MS = 400;

/** One journal entry of the emulator. */
export interface JournalEntry {
  method: string;
  path: string;
  status: number;
  applied: boolean;
  fault: string | null;
}

/** Everything a case may use. */
export interface FaultContext {
  emu: TestEmulator;
  site: TestEmulator['fixtures']['sites'][number];
  /** A client on its own queue, signed with a fresh site key. */
  client: ApiClient;
  /** The background's registry, holding one stored site-key credential for the site. */
  registry: ClientRegistry;
  credential: Credential;
  drafts: DraftStore;
  remote: DraftRemote;
  /** Stores a draft of `text` (schema) or fields (metadata) on the current remote state, then saves it. */
  saveEdit(key: DraftKey, value: string | Record<string, unknown>): Promise<SaveResult>;
  /** Requests since the case started. */
  journal(method?: string, pathPart?: string): Promise<JournalEntry[]>;
}

/** Builds the context of one case (call after `fakeBrowser.reset()`). */
export async function faultContext(emu: TestEmulator): Promise<FaultContext> {
  const site = emu.fixtures.sites[0]!;
  const key = (
    await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: site.id },
    })
  ).body.apiKey;
  const client = createApiClient({
    baseUrl: emu.origin,
    getToken: () => key,
    queue: createRateLimitQueue(FAST_QUEUE),
    timeoutMs: FAST_TIMEOUT_MS,
  });
  const credential = await addCredential({
    kind: 'site-key',
    secret: key,
    label: site.displayName,
    sites: [{ id: site.id, name: site.displayName, shortName: site.shortName }],
    apiBase: emu.origin,
    remember: false,
  });
  const registry = createClientRegistry();
  const drafts = createDraftStore({ kinds: pageDraftKinds() });
  const remote = createDraftRemote(drafts.kinds, async (siteId) =>
    siteId === site.id ? client : undefined,
  );
  const journalStore = createJobJournal();
  const runner = createJobRunner({
    journal: journalStore,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts }) },
    batchSize: 1,
  });
  const since = (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
  return {
    emu,
    site,
    client,
    registry,
    credential,
    drafts,
    remote,
    async saveEdit(draftKey, value) {
      const base = await remote.read(draftKey);
      await drafts.put(
        draftKey.kind === 'schema'
          ? { ...draftKey, kind: 'schema', value: value as string, base }
          : { ...draftKey, kind: 'metadata', value: value as Record<string, never>, base },
      );
      return saveDraft({ drafts, remote, runner, journal: journalStore }, draftKey);
    },
    async journal(method, pathPart) {
      const { entries } = (
        await emu.control<{ entries: JournalEntry[] }>(`/journal?since=${since}`)
      ).body;
      return entries.filter(
        (e) => (!method || e.method === method) && (!pathPart || e.path.includes(pathPart)),
      );
    },
  };
}
