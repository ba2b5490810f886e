import type { ComponentChildren } from 'preact';
import type { AccountView } from '../lib/auth/credentials';
import type { SiteModel } from '../lib/models/site-model';
import type { ExportFile } from '../lib/site/export';
import { SiteTab, type SiteBulkSlot } from './SiteTab';

/** The sites of the signed-in accounts, each once, by name. */
function sitesOf(accounts: readonly AccountView[]): { id: string; name: string }[] {
  const sites = new Map<string, string>();
  for (const a of accounts) for (const s of a.sites) sites.set(s.id, s.name);
  return [...sites]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The whole-site grid at full width (options page), with a picker of the signed-in accounts' sites. */
export function SiteFullView({
  model,
  accounts,
  siteId,
  onPick,
  onDownload,
  bulk,
}: {
  model: SiteModel;
  accounts: readonly AccountView[];
  /** The site shown; `''` when none is picked yet. */
  siteId: string;
  onPick: (siteId: string) => void;
  onDownload: (file: ExportFile) => void;
  bulk?: (slot: SiteBulkSlot) => ComponentChildren;
}) {
  const sites = sitesOf(accounts);
  return (
    <section class="stack" data-testid="site-full-view">
      <label class="field">
        <span>Site</span>
        <select
          value={siteId}
          onChange={(e) => onPick(e.currentTarget.value)}
          data-testid="site-picker"
        >
          <option value="" disabled>
            Choose a site
          </option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {sites.length === 0 && <p class="muted">Sign in to see your sites.</p>}
      {siteId && <SiteTab model={model} onDownload={onDownload} bulk={bulk} height={640} />}
    </section>
  );
}
