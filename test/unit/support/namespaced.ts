/** A feature's handlers under its name, as the merged protocol answers them (tests only). */
export function namespaced(name: string, handlers: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(handlers).map(([k, h]) => [`${name}.${k}`, h]));
}
