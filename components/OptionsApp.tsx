import type { SessionModel } from '../lib/models/session-model';
import type { SettingsModel } from '../lib/models/settings-model';
import { AccountList } from './AccountList';
import { AppHeader } from './AppHeader';
import { RateBudget } from './RateBudget';
import { SettingsForm } from './SettingsForm';
import { SignInForms } from './SignInForms';
import { SiteFullView } from './SiteFullView';
import type { SiteModel } from '../lib/models/site-model';
import type { ExportFile } from '../lib/site/export';
import type { SiteBulkSlot } from './SiteTab';
import type { ComponentChildren } from 'preact';

/** The options page's site view (`#site=<id>`): the site shown (`''` = none yet) and its actions. */
export interface OptionsSiteView {
  model: SiteModel;
  siteId: string;
  onPick(siteId: string): void;
  onDownload(file: ExportFile): void;
  bulk?: (slot: SiteBulkSlot) => ComponentChildren;
}

/** The options page: accounts, sign-in and connection settings; or, with `site`, the whole-site grid. */
export function OptionsApp({
  session,
  settings,
  now,
  site,
}: {
  session: SessionModel;
  settings: SettingsModel;
  now: number;
  site?: OptionsSiteView | null;
}) {
  const status = session.status.value;
  if (site) {
    return (
      <main class="app app--page app--wide" data-testid="options">
        <AppHeader subtitle="Whole site" />
        <p>
          <a href="#">Settings</a>
        </p>
        <SiteFullView {...site} accounts={status?.accounts ?? []} />
      </main>
    );
  }
  return (
    <main class="app app--page" data-testid="options">
      <AppHeader subtitle="Settings" />
      {session.error.value && (
        <p class="error" role="alert">
          {session.error.value}
        </p>
      )}
      {status && !status.signedIn && (
        <p class="muted" data-testid="signed-out">
          Not signed in. Sign in with your account, or paste a site API key from your site’s
          settings (“API access”).
        </p>
      )}
      <AccountList session={session} />
      {status && <RateBudget rates={status.rates} now={now} />}
      <SignInForms session={session} />
      <SettingsForm settings={settings} />
      {status && <p class="muted">Version {status.version}</p>}
    </main>
  );
}
