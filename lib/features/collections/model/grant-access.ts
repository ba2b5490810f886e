import type { LocationModel } from '../../../app/model/location-model';
import type { SessionModel } from '../../account/model/session-model';

/**
 * "Grant access to collections": runs the account's sign-in again (it now asks for `cms:read`),
 * then locates the page afresh so its item is named.
 */
export async function grantCollections(session: SessionModel, location: LocationModel) {
  if (await session.signInWithOAuth(false)) {
    await location.locate(location.url.value, { refresh: true });
  }
}
