import type { LocateFailure } from './types';

/** What the UI says when a tab cannot be mapped; it then offers the site/page/locale picker. */
export function describeLocateFailure(failure: LocateFailure): string {
  switch (failure.reason) {
    case 'invalid-url':
    case 'not-a-web-page':
      return 'This tab is not a web page — pick a site and page below';
    case 'unknown-host':
      return 'This tab is not one of your sites — pick a site and page below';
    case 'unknown-site':
      return failure.via === 'designer'
        ? 'This Designer tab belongs to a site you are not signed in to — sign in to it or pick a site below'
        : 'This staging site is not one you are signed in to — sign in to it or pick a site below';
    case 'unknown-page':
      return 'The page open in the Designer is not in the site’s page list — refresh, or pick a page below';
    case 'no-matching-page':
      return 'No page of this site has this address — it may be unpublished or renamed; pick a page below';
    case 'not-a-site-page':
      return 'This address is a file, not a page — pick a page below';
  }
}
