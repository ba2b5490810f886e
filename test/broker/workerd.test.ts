import { startWorkerdBroker } from '../support/workerd-broker';
import { brokerContract } from './contract';

brokerContract({
  name: 'workerd (Cloudflare Workers)',
  start: (env) => startWorkerdBroker({ env }),
});
