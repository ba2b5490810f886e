import type {
  IndexLocale,
  IndexPage,
  IndexSite,
  LocateFailure,
  LocateFailureReason,
  LocateHosts,
  LocateResult,
  LocateVia,
} from './types';

/** The real service's hosts. */
export const PRODUCTION_HOSTS: LocateHosts = {
  designerSuffix: '.design.webflow.com',
  stagingSuffix: '.webflow.io',
};

const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/;

/** Maps a tab URL to (site, page, locale) using the site index, or says why it cannot. */
export function locate(
  tabUrl: string,
  sites: readonly IndexSite[],
  hosts: LocateHosts,
): LocateResult {
  let url: URL;
  try {
    url = new URL(tabUrl);
  } catch {
    return fail('invalid-url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('not-a-web-page');
  const host = url.host.toLowerCase();

  const designer = subdomainOf(host, hosts.designerSuffix);
  if (designer !== undefined) {
    const site = byShortName(sites, designer);
    return site ? locateInDesigner(url, site) : fail('unknown-site', { via: 'designer' });
  }
  const staging = subdomainOf(host, hosts.stagingSuffix);
  if (staging !== undefined) {
    const site = byShortName(sites, staging);
    return site ? locatePublished(url, site, 'staging') : fail('unknown-site', { via: 'staging' });
  }
  const bare = withoutWww(url.hostname.toLowerCase());
  const site = sites.find((s) => s.customDomains.some((d) => withoutWww(d.toLowerCase()) === bare));
  return site ? locatePublished(url, site, 'custom-domain') : fail('unknown-host');
}

function locateInDesigner(url: URL, site: IndexSite): LocateResult {
  const locale = designerLocale(site, url.searchParams.get('locale'));
  if (!locale) return fail('no-matching-page', { siteId: site.id, via: 'designer' });
  const pageId = url.searchParams.get('pageId');
  const page = pageId
    ? site.pages.find((p) => p.id === pageId)
    : site.pages.find((p) => !p.collectionId && pathOf(p, locale, site) === '/');
  if (!page) {
    return fail(pageId ? 'unknown-page' : 'no-matching-page', {
      siteId: site.id,
      localeId: locale.id,
      via: 'designer',
    });
  }
  return { ok: true, siteId: site.id, pageId: page.id, localeId: locale.id, via: 'designer' };
}

function designerLocale(site: IndexSite, param: string | null): IndexLocale | undefined {
  const primary = site.locales.find((l) => l.primary);
  if (!param) return primary;
  const wanted = param.toLowerCase();
  return (
    site.locales.find(
      (l) =>
        l.id === param ||
        l.tag?.toLowerCase() === wanted ||
        (l.subdirectory !== '' && l.subdirectory.toLowerCase() === wanted),
    ) ?? primary
  );
}

function locatePublished(url: URL, site: IndexSite, via: LocateVia): LocateResult {
  const segments = pathSegments(url.pathname);
  const context = { siteId: site.id, via };
  if (segments === undefined) return fail('no-matching-page', context);
  const last = segments[segments.length - 1];
  if (last !== undefined && FILE_EXTENSION.test(last)) return fail('not-a-site-page', context);

  const [first] = segments;
  const secondary = site.locales.find(
    (l) =>
      !l.primary &&
      l.enabled !== false &&
      l.subdirectory !== '' &&
      l.subdirectory.toLowerCase() === first,
  );
  const locale = secondary ?? site.locales.find((l) => l.primary);
  if (!locale) return fail('no-matching-page', context);
  const rest = secondary ? segments.slice(1) : segments;
  const path = `/${rest.join('/')}`;
  const found = { siteId: site.id, localeId: locale.id, via };

  const page = site.pages.find((p) => !p.collectionId && pathOf(p, locale, site) === path);
  if (page) return { ok: true, pageId: page.id, ...found };

  if (rest.length > 0) {
    const parent = `/${rest.slice(0, -1).join('/')}`;
    const template = site.pages.find((p) => {
      const templatePath = p.collectionId ? pathOf(p, locale, site) : undefined;
      return (
        templatePath !== undefined && templatePath !== '/' && parentOf(templatePath) === parent
      );
    });
    // The item list's `slug` filter matches exactly: the address's own segment, decoded, case kept.
    const itemSlug = rawLastSegment(url.pathname);
    if (template && itemSlug) return { ok: true, pageId: template.id, itemSlug, ...found };
  }
  return fail('no-matching-page', found);
}

/** A page's path in a locale, without the locale's subdirectory, lower-case, no trailing slash. */
function pathOf(page: IndexPage, locale: IndexLocale, site: IndexSite): string | undefined {
  const primary = site.locales.find((l) => l.primary);
  const raw =
    page.publishedPaths[locale.id] ?? (primary ? page.publishedPaths[primary.id] : undefined);
  if (raw === undefined || raw === null) return undefined;
  const segments = pathSegments(raw.startsWith('/') ? raw : `/${raw}`);
  if (segments === undefined) return undefined;
  const prefixed = locale.subdirectory !== '' && segments[0] === locale.subdirectory.toLowerCase();
  return `/${(prefixed ? segments.slice(1) : segments).join('/')}`;
}

/** Decoded, lower-case, non-empty path segments; `undefined` when the path cannot be decoded. */
function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined;
  }
}

function rawLastSegment(pathname: string): string | undefined {
  const last = pathname
    .split('/')
    .filter((s) => s !== '')
    .pop();
  try {
    return last === undefined ? undefined : decodeURIComponent(last);
  } catch {
    return undefined;
  }
}

function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

/** The single DNS label in front of `suffix`, or `undefined` when the host is not directly under it. */
function subdomainOf(host: string, suffix: string): string | undefined {
  const lowered = suffix.toLowerCase();
  if (!lowered.startsWith('.') || !host.endsWith(lowered)) return undefined;
  const label = host.slice(0, -lowered.length);
  return /^[a-z0-9-]+$/.test(label) ? label : undefined;
}

function byShortName(sites: readonly IndexSite[], shortName: string): IndexSite | undefined {
  return sites.find((s) => s.shortName?.toLowerCase() === shortName);
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

function fail(
  reason: LocateFailureReason,
  context: Omit<LocateFailure, 'ok' | 'reason'> = {},
): LocateFailure {
  return { ok: false, reason, ...context };
}
