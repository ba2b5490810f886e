import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, parseErrorBody } from '@/lib/core/api/api-error';

describe('ApiError', () => {
  it('says when a rate-limit pause ends, in local hh:mm', () => {
    const resumesAt = new Date(2026, 10, 21, 14, 2, 30).getTime();
    expect(new ApiError({ kind: 'rate-limited', resumesAt }).message).toBe(
      'Rate limited — resumes at 14:02',
    );
  });

  it('lists several missing scopes', () => {
    const error = apiErrorFromResponse(403, {
      code: 'missing_scopes',
      message: 'OAuthForbidden: You are missing the following scopes - pages:write, assets:read',
    });
    expect(error.missingScopes).toEqual(['pages:write', 'assets:read']);
    expect(error.message).toBe(
      "This sign-in lacks the permissions 'pages:write', 'assets:read' — sign in again and approve it",
    );
  });

  it('reads OAuth error bodies', () => {
    expect(
      parseErrorBody({ error: 'invalid_grant', error_description: 'The code is invalid' }),
    ).toEqual({
      code: 'invalid_grant',
      serviceMessage: 'The code is invalid',
    });
  });

  it('reads a body it does not know as nothing', () => {
    expect(parseErrorBody('<html>')).toEqual({});
    expect(apiErrorFromResponse(502, '<html>')).toMatchObject({ kind: 'server', status: 502 });
  });

  it('keeps everything but the changed fields in with()', () => {
    const error = apiErrorFromResponse(
      500,
      { code: 'internal_error', message: 'boom' },
      { request: 'POST /x' },
    );
    const ambiguous = error.with({ ambiguous: true });
    expect(ambiguous).toMatchObject({
      kind: 'server',
      code: 'internal_error',
      request: 'POST /x',
      ambiguous: true,
    });
    expect(ambiguous.message).toMatch(/may or may not have been saved; reload to check/);
  });
});
