/**
 * What the dialog keeps of a publish's answer: the hosts it published to, by name, and the custom
 * domains' new publish times.
 * @module
 */
import type { PublishDestinations, PublishOutcome } from '../destinations';

/** The hosts `outcome` published to; the destinations name those the answer left unnamed. */
export function publishedHosts(outcome: PublishOutcome, known: PublishDestinations): string[] {
  return [
    ...(outcome.staging && known.staging ? [known.staging.host] : []),
    ...outcome.customDomains.map(
      (d) => d.host || known.customDomains.find((k) => k.id === d.id)?.host || d.id,
    ),
  ];
}

/** `known` with each published custom domain's new publish time. */
export function withPublishTimes(
  known: PublishDestinations,
  outcome: PublishOutcome,
): PublishDestinations {
  const times = new Map(outcome.customDomains.map((d) => [d.id, d.lastPublished]));
  return {
    ...known,
    // The offset read with the publish is the latest: the new times are shown with it.
    serviceOffsetMs: outcome.serviceOffsetMs,
    customDomains: known.customDomains.map((d) =>
      times.has(d.id) ? { ...d, lastPublished: times.get(d.id) ?? outcome.publishedAt } : d,
    ),
  };
}
