import '../../components/common/styles.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { OptionsApp } from '../../components/shell/OptionsApp';
import { createRuntimeClient } from '../../lib/core/messaging/runtime-client';
import { browserHostAccess } from '../../lib/features/menus/browser-host-access';
import { createOptionsModel } from '../../lib/app/model/options-model';
import { downloadFile } from '../../lib/features/site/download';
import { t } from '../../lib/core/i18n/t';

const model = createOptionsModel({
  client: createRuntimeClient(),
  requestOrigins: (origins) => browser.permissions.request({ origins }),
  hostAccess: browserHostAccess,
  hash: { get: () => location.hash, set: (hash) => (location.hash = hash) },
});
window.addEventListener('hashchange', () => model.followHash());

const App = () => (
  <OptionsApp
    model={model}
    now={Date.now()}
    actions={{
      download: downloadFile,
      confirm: (question) => window.confirm(question),
      copyText: (text) => navigator.clipboard.writeText(text),
      // Views pass only addresses they checked.
      openUrl: (url) => void browser.tabs.create({ url }),
      openFullView: (siteId) => model.go(siteId),
    }}
  />
);
document.documentElement.lang = t('ui_lang');
document.title = t('ui_options_page_title');
render(<App />, document.getElementById('app')!);
void model.session.refresh();
void model.settings.load();
// The budget and any pause change while the page is open.
setInterval(() => void model.session.refresh(), 5000);
