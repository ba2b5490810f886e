import type { EmulatorContext } from '../context';

/** `{scheme}://{host}`, with the scheme the emulator is served with (https when started with TLS). */
export function originOf(ctx: EmulatorContext, host: string): string {
  return `${ctx.origin().startsWith('https:') ? 'https' : 'http'}://${host}`;
}
