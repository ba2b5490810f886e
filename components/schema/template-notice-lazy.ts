import { lazyView } from '../common/LazyView';

/** The template banner and confirm step; their code loads on a collection template's page only. */
export const TemplateNotice = lazyView(
  async () => (await import('./TemplateNotice')).TemplateNotice,
);
