/**
 * The token broker of a stack hosted in workerd, as Cloudflare runs it: same settings, served over
 * HTTPS with the emulator's certificate (a production build may only be granted https hosts) and
 * trusting it for its calls to the emulator's token and revoke endpoints.
 */
import { startWorkerdBroker } from '../../support/workerd-broker';
import type { BrokerStarter } from './stack';

/** Starts the stack's broker in workerd. */
export const workerdBroker: BrokerStarter = async (config, emulator) => {
  const tls = emulator.tls;
  const broker = await startWorkerdBroker({
    env: {
      BROKER_CLIENT_ID: config.clientId,
      BROKER_CLIENT_SECRET: config.clientSecret,
      BROKER_TOKEN_URL: config.tokenUrl,
      BROKER_REVOKE_URL: config.revokeUrl,
      BROKER_ALLOWED_REDIRECTS: config.allowedRedirects.join(','),
      BROKER_ALLOWED_ORIGINS: config.allowedOrigins.join(','),
      BROKER_FLOW_TTL_SECONDS: String(config.flowTtlSeconds),
    },
    trustedCertificates: tls ? [tls.cert] : [],
    tls,
  });
  return { origin: broker.origin, close: broker.close };
};
