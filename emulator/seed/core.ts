import type { Rng } from '../ids';
import { ALL_SCOPES } from '../store';
import type { Locale, Site, World } from '../world-types';
import type { SeedKind, SeedTimes } from './kind';

/** The redirect URL of the seeded OAuth app. */
export const SEED_REDIRECT_URL = 'https://companion.example/oauth/callback';

function locale(rng: Rng, displayName: string, tag: string, subdirectory: string): Locale {
  return {
    id: rng.objectId(),
    cmsLocaleId: rng.objectId(),
    enabled: true,
    displayName,
    displayImageId: null,
    redirect: true,
    subdirectory,
    tag,
  };
}

function site(
  rng: Rng,
  times: SeedTimes,
  workspaceId: string,
  displayName: string,
  shortName: string,
  plan: Site['plan'],
  domain: string,
): Site {
  const id = rng.objectId();
  return {
    id,
    workspaceId,
    createdOn: times.created,
    displayName,
    shortName,
    lastPublished: null,
    lastUpdated: times.updated,
    previewUrl: `https://screenshots.example/sites/${id}/preview.png`,
    timeZone: 'Europe/Paris',
    parentFolderId: null,
    customDomains: [{ id: rng.objectId(), url: domain, lastPublished: null }],
    locales: {
      primary: locale(rng, 'English', 'en', ''),
      secondary: [locale(rng, 'French', 'fr', 'fr'), locale(rng, 'German', 'de', 'de')],
    },
    dataCollectionEnabled: true,
    dataCollectionType: 'optOut',
    plan,
    lastPublishAt: null,
  };
}

/**
 * The workspace, its user, one OAuth app and (demo only) two sites with three locales each and a
 * site API key with every scope. `acme-bakery` has localized slugs and a 120/min plan;
 * `northwind-studio` is on Enterprise (301 redirects through the API).
 */
export const seedCore = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  const workspaceId = rng.objectId();
  world.workspaces[workspaceId] = { id: workspaceId, displayName: 'Demo Workspace' };
  const userId = rng.objectId();
  world.users[userId] = {
    id: userId,
    email: 'editor@example.com',
    firstName: 'Dana',
    lastName: 'Editor',
    workspaceId,
  };
  const appId = rng.objectId();
  world.oauthApps[appId] = {
    id: appId,
    clientId: `emu_client_${rng.hex(32)}`,
    clientSecret: `emu_secret_${rng.hex(48)}`,
    name: 'Site Companion (emulated)',
    description: 'Checks and fixes schema markup and metadata.',
    homepage: 'https://companion.example',
    redirectUrl: SEED_REDIRECT_URL,
    scopes: [...ALL_SCOPES],
    workspaceId,
  };
  if (kind === 'empty') return;
  const sites = [
    site(
      rng,
      times,
      workspaceId,
      'Acme Bakery',
      'acme-bakery',
      { rateLimit: 120, localizedSlugs: true, enterprise: false },
      'www.acme-bakery.example',
    ),
    site(
      rng,
      times,
      workspaceId,
      'Northwind Studio',
      'northwind-studio',
      { rateLimit: null, localizedSlugs: false, enterprise: true },
      'www.northwind.example',
    ),
  ];
  for (const s of sites) {
    world.sites[s.id] = s;
    const token = `emu_sitekey_${rng.hex(48)}`;
    world.siteKeys[token] = {
      id: rng.objectId(),
      token,
      siteId: s.id,
      scopes: [...ALL_SCOPES],
      createdAt: Date.parse(times.created),
      revoked: false,
    };
  }
};
