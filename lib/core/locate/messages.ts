import { t } from '../i18n/t';
import type { LocateFailure } from './types';

/** What the UI says when a tab cannot be mapped; it then offers the site/page/locale picker. */
export function describeLocateFailure(failure: LocateFailure): string {
  switch (failure.reason) {
    case 'invalid-url':
    case 'not-a-web-page':
      return t('locate_not_a_web_page');
    case 'unknown-host':
      return t('locate_unknown_host');
    case 'unknown-site':
      return failure.via === 'designer'
        ? t('locate_unknown_site_designer')
        : t('locate_unknown_site_staging');
    case 'unknown-page':
      return t('locate_unknown_page');
    case 'no-matching-page':
      return t('locate_no_matching_page');
    case 'not-a-site-page':
      return t('locate_not_a_site_page');
  }
}
