import type { TestEmulator } from '../../../emulator/testing';

/** Registers an OAuth app through the control API. */
export async function registerApp(emu: TestEmulator, scopes?: string[]) {
  const res = await emu.control('/oauth-apps', {
    method: 'POST',
    body: { name: 'Test app <b>', redirectUrl: 'https://ext.example/cb', scopes },
  });
  return res.body as { clientId: string; clientSecret: string; redirectUrl: string };
}

/** Opens the consent page and returns the transaction id in its form. */
export async function openConsent(emu: TestEmulator, query: Record<string, string>) {
  const res = await fetch(`${emu.origin}/oauth/authorize?${new URLSearchParams(query)}`, {
    redirect: 'manual',
  });
  const html = await res.text();
  const tx = /name="tx" value="([0-9a-f]+)"/.exec(html)?.[1] ?? null;
  return { res, html, tx };
}

/** Posts the consent form and returns the redirect Location. */
export async function decide(emu: TestEmulator, tx: string, decision: 'approve' | 'deny') {
  const res = await fetch(`${emu.origin}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx, decision }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') };
}

/** Posts form fields to an OAuth endpoint. */
export async function postForm(emu: TestEmulator, path: string, fields: Record<string, string>) {
  const res = await fetch(emu.origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Runs the whole flow up to a code. */
export async function obtainCode(
  emu: TestEmulator,
  app: { clientId: string },
  extra: Record<string, string> = {},
) {
  const { tx } = await openConsent(emu, {
    client_id: app.clientId,
    response_type: 'code',
    state: 's1',
    ...extra,
  });
  const { location } = await decide(emu, tx!, 'approve');
  return new URL(location!).searchParams.get('code')!;
}
