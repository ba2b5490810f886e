/**
 * Sign-ins in progress, kept in session storage (not in the worker's memory) so that a restarted
 * worker can tell an interrupted sign-in from a forged answer. Each `state` is one-time and
 * expires after 10 minutes, well inside the service's 30-minute code lifetime.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../storage/parsed-item';
import { createSerial } from '../storage/serial';

/** How long a started sign-in may take. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

const flowSchema = z.object({
  state: z.string().min(22),
  verifier: z.string(),
  flowId: z.string(),
  redirectUri: z.string(),
  createdAt: z.number(),
});

/** One sign-in in progress. */
export type PendingFlow = z.output<typeof flowSchema>;

const pendingFlows = defineParsedItem('session:pendingOAuthFlows', z.array(flowSchema), []);
const serial = createSerial();

/** Records a flow before its window opens, dropping any that have expired. */
export function rememberFlow(flow: PendingFlow, now = Date.now()): Promise<void> {
  return serial(async () => {
    const flows = await pendingFlows.getValue();
    await pendingFlows.setValue([...flows.filter((f) => now - f.createdAt < FLOW_TTL_MS), flow]);
  });
}

/**
 * Takes the flow whose `state` matches exactly, deleting it so it cannot be used twice.
 * Answers `undefined` for an unknown state and `'expired'` for one older than the TTL.
 */
export function takeFlow(
  state: string,
  now = Date.now(),
): Promise<PendingFlow | 'expired' | undefined> {
  return serial(async () => {
    const flows = await pendingFlows.getValue();
    const flow = flows.find((f) => f.state === state);
    await pendingFlows.setValue(flows.filter((f) => f !== flow));
    if (!flow) return undefined;
    return now - flow.createdAt >= FLOW_TTL_MS ? 'expired' : flow;
  });
}

/** Flows started but not finished, for telling the editor that a sign-in was interrupted. */
export async function listFlows(): Promise<PendingFlow[]> {
  return pendingFlows.getValue();
}

/** Forgets every pending flow. */
export function clearFlows(): Promise<void> {
  return serial(() => pendingFlows.removeValue());
}
