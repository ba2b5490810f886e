import { createHmac } from 'node:crypto';

/**
 * Signs one delivery exactly like the service: lowercase hex HMAC-SHA256 of `"<timestamp>:<body>"`,
 * over the exact body bytes that are sent.
 * @param secret the app's client secret or the webhook's secretKey
 * @param timestamp epoch milliseconds, as put in `x-service-timestamp`
 * @param body the exact JSON text sent
 */
export function signDelivery(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}:${body}`, 'utf8').digest('hex');
}
