/**
 * Pointing the extension at custom hosts the way an editor does: the settings page's endpoint
 * fields, then Save, which asks the browser for the new hosts (`permissions.request`) before it
 * stores anything.
 */
import type { Endpoints } from '../../../lib/core/settings/defaults';
import type { ExtensionDriver, PageDriver } from './driver';

/** The settings page's endpoint fields (`data-testid="setting-{key}"`). */
export type EndpointFields = Endpoints;

const FIELDS: (keyof EndpointFields)[] = [
  'apiBase',
  'authBase',
  'brokerUrl',
  'clientId',
  'stagingSuffix',
  'designerSuffix',
];

/**
 * Fills every endpoint field with `endpoints` and clicks Save; answers the page, open, once it
 * says the settings were saved. The browser must have been told to accept the host request
 * (`ExtensionDriver.allowHostGrants`), or Save waits on a prompt nobody can answer.
 */
export async function saveEndpointsInSettingsPage(
  driver: ExtensionDriver,
  endpoints: EndpointFields,
): Promise<PageDriver> {
  const options = await driver.openPage('options.html', '[data-testid="settings"]');
  await options.click('[data-testid="settings"] summary');
  for (const key of FIELDS) await options.fill(`[data-testid="setting-${key}"]`, endpoints[key]);
  await options.click('[data-testid="settings-save"]');
  const notice =
    '[data-testid="settings"] [role="status"], [data-testid="settings"] [role="alert"]';
  const shown = await options.waitFor(notice, undefined, 15_000).catch(() => {
    throw new Error(
      'Save did not finish within 15 s: the browser is probably waiting on its permission prompt for a host the test did not allow',
    );
  });
  if (!shown.includes('Settings saved')) throw new Error(`Saving the settings failed: ${shown}`);
  return options;
}
