import { describe, expect, it } from 'vitest';
import { BackgroundError, createMessagingClient } from '@/lib/core/messaging/client';

describe('createMessagingClient', () => {
  it('sends an envelope and unwraps the answer', async () => {
    const sent: unknown[] = [];
    const client = createMessagingClient(async (envelope) => {
      sent.push(envelope);
      return { ok: true, data: { version: '1', signedIn: false, accounts: [] } };
    });
    await expect(client.request('account.getStatus', {})).resolves.toEqual({
      version: '1',
      signedIn: false,
      accounts: [],
    });
    expect(sent).toEqual([{ type: 'account.getStatus', data: {} }]);
  });

  it('throws the background’s error', async () => {
    const client = createMessagingClient(async () => ({
      ok: false,
      error: { code: 'failed', message: 'Storage is unavailable.' },
    }));
    await expect(client.request('account.getStatus', {})).rejects.toEqual(
      new BackgroundError('failed', 'Storage is unavailable.'),
    );
  });

  it.each([
    ['no answer', async () => undefined],
    ['a dropped connection', async () => Promise.reject(new Error('Receiving end does not exist'))],
  ])('reports %s as a retryable failure', async (_name, send) => {
    const client = createMessagingClient(send);
    await expect(client.request('account.getStatus', {})).rejects.toMatchObject({
      code: 'no-answer',
    });
  });
});
