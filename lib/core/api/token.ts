import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { parseScopes } from './scopes';

/** The user who authorized the token. */
export const authorizedUserSchema = z.object({
  id: z.string(),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

/** What Introspect Token reports: grant, rate limit, scopes and the sites it reaches. */
export const introspectionSchema = z.object({
  authorization: z.object({
    id: z.string().nullish(),
    createdOn: z.string().nullish(),
    lastUsed: z.string().nullish(),
    grantType: z.string().nullish(),
    rateLimit: z.number().nullish(),
    scope: z.string().nullish(),
    authorizedTo: z
      .object({
        siteIds: z.array(z.string()).nullish(),
        workspaceIds: z.array(z.string()).nullish(),
        userIds: z.array(z.string()).nullish(),
      })
      .nullish(),
  }),
  application: z
    .object({
      id: z.string().nullish(),
      description: z.string().nullish(),
      homepage: z.string().nullish(),
      displayName: z.string().nullish(),
    })
    .nullish(),
});

/** Authorized user record. */
export type AuthorizedUser = z.infer<typeof authorizedUserSchema>;
/** Introspection record. */
export type Introspection = z.infer<typeof introspectionSchema>;

/** Who signed in (`authorized_user:read`). */
export function getAuthorizedUser(
  client: ApiClient,
  options: CallOptions = {},
): Promise<AuthorizedUser> {
  return client.call({
    method: 'GET',
    path: '/v2/token/authorized_by',
    schema: authorizedUserSchema,
    ...options,
  });
}

/** What the token may do and which sites it reaches; the cheap check of a pasted site API key. */
export function introspectToken(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Introspection> {
  return client.call({
    method: 'GET',
    path: '/v2/token/introspect',
    schema: introspectionSchema,
    ...options,
  });
}

/** The legacy authenticated `/info` call (body not specified; returned as sent). */
export function getInfo(client: ApiClient, options: CallOptions = {}): Promise<unknown> {
  return client.call({ method: 'GET', path: '/info', schema: z.unknown(), ...options });
}

/** The scopes an introspection grants. */
export function grantedScopes(introspection: Introspection): string[] {
  return parseScopes(introspection.authorization.scope ?? '');
}
