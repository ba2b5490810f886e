import type { LocationModel } from '../../../core/model/location-model';
import type { SessionModel } from '../../account/model';

/**
 * "Grant access to collections": runs the account's sign-in again (it now asks for `cms:read`),
 * signs the older accounts out (the oldest credential is the one chosen for a site, and theirs
 * lack the scope), then locates the page afresh so its item is named.
 */
export async function grantCollections(
  session: Pick<SessionModel, 'status' | 'signInWithOAuth' | 'signOut'>,
  location: Pick<LocationModel, 'url' | 'locate'>,
) {
  const older = (session.status.value?.accounts ?? []).filter((a) => a.kind === 'oauth');
  if (!(await session.signInWithOAuth(false))) return;
  for (const account of older) await session.signOut(account.id);
  await location.locate(location.url.value, { refresh: true });
}
