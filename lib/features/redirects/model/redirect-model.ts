/**
 * The redirect plan of one page as the Metadata tab shows it: the moved addresses, then either
 * "Create N redirects" and the live-site check of each (Enterprise), or the dashboard's file merged
 * with the editor's own export (other plans).
 * @module
 */
import { signal } from '@preact/signals';
import type { HostAccess } from '../../../core/model/host-access';
import type { MessagingClient } from '../../../core/messaging/client';
import type { HostRedirectCheck as RedirectCheck } from '../redirect-messages';
import type { RedirectChangeResult, RedirectPlanView } from '../redirect-plan';
import type { ExportFile } from '../../site';
import { t } from '../../../core/i18n/t';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the model. */
export function createRedirectModel(client: MessagingClient, hostAccess?: HostAccess) {
  const plan = signal<RedirectPlanView | undefined>(undefined);
  const results = signal<RedirectChangeResult[] | undefined>(undefined);
  const checks = signal<RedirectCheck[] | undefined>(undefined);
  const needsAccess = signal<{ patterns: string[]; host: string } | undefined>(undefined);
  const busy = signal<'creating' | 'verifying' | 'file' | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  const existingFile = signal<{ name: string; text: string } | undefined>(undefined);
  const fileRows = signal<{ rows: number; existing: number } | undefined>(undefined);
  let scope: { siteId: string; pageId?: string } | undefined;

  const guarded = async (kind: 'creating' | 'verifying' | 'file', work: () => Promise<void>) => {
    busy.value = kind;
    error.value = undefined;
    try {
      await work();
    } catch (e) {
      error.value = message(e);
    } finally {
      busy.value = undefined;
    }
  };

  const verify = () =>
    guarded('verifying', async () => {
      const rules = plan.value?.targets ?? [];
      if (!scope || rules.length === 0) return;
      const answer = await client.request('redirects.verifyRedirects', {
        siteId: scope.siteId,
        rules,
      });
      if (answer.needsAccess.length > 0) {
        const hosts = answer.origins
          .map((origin) => new URL(origin))
          .filter((url) => answer.needsAccess.includes(`${url.protocol}//${url.hostname}/*`))
          .map((url) => url.host);
        needsAccess.value = { patterns: answer.needsAccess, host: hosts.join(', ') };
        return;
      }
      needsAccess.value = undefined;
      checks.value = answer.checks;
    });

  return {
    plan,
    results,
    checks,
    needsAccess,
    busy,
    error,
    existingFile,
    fileRows,
    /** Reads the plan of the page's recorded moves (every page's when `pageId` is not given). */
    async load(siteId: string, pageId?: string) {
      scope = pageId === undefined ? { siteId } : { siteId, pageId };
      plan.value = undefined;
      results.value = undefined;
      checks.value = undefined;
      needsAccess.value = undefined;
      fileRows.value = undefined;
      error.value = undefined;
      try {
        plan.value = await client.request('redirects.redirectPlan', scope);
      } catch (e) {
        error.value = message(e);
      }
    },
    /** Creates (and updates) the redirects, then checks each on the live site. */
    create: () =>
      guarded('creating', async () => {
        if (!scope) return;
        const done = await client.request('redirects.applyRedirectPlan', scope);
        plan.value = done.plan;
        results.value = done.results;
        if (done.results.every((r) => r.ok)) void verify();
      }),
    verify,
    /** Asks for the live site's host in the click itself, then checks. */
    allowAndVerify() {
      const asked = needsAccess.value;
      if (!asked || !hostAccess) return;
      // The request must start before any await: browsers allow it only in the click.
      void hostAccess.request(asked.patterns).then(
        (granted) => {
          if (granted) void verify();
          else error.value = t('redir_access_declined');
        },
        (e: unknown) => (error.value = message(e)),
      );
    },
    /** Keeps the editor's dashboard export to merge into the download. */
    async pickFile(file: { name: string; text(): Promise<string> } | undefined) {
      existingFile.value = file ? { name: file.name, text: await file.text() } : undefined;
    },
    /** The dashboard's file: the picked export merged with the moves. */
    async file(): Promise<ExportFile | undefined> {
      let made: ExportFile | undefined;
      await guarded('file', async () => {
        if (!scope) return;
        const answer = await client.request('redirects.redirectCsv', {
          ...scope,
          existingCsv: existingFile.value?.text ?? '',
        });
        fileRows.value = { rows: answer.rows, existing: answer.existing };
        made = { name: 'redirects.csv', mime: 'text/csv', text: answer.csv };
      });
      return made;
    },
    /** Forgets the page's moves. */
    dismiss: () =>
      guarded('file', async () => {
        if (!scope) return;
        await client.request('redirects.dismissSlugMoves', scope);
        plan.value = undefined;
        results.value = undefined;
        checks.value = undefined;
      }),
  };
}

/** The redirect plan's model. */
export type RedirectModel = ReturnType<typeof createRedirectModel>;
