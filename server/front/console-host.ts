import type { ServerConfig } from '../config';
import { hostNameOf } from '../hosting/host-directory';

/**
 * The console's own host name: CONSOLE_HOST, else the host of PUBLIC_BASE_URL, else unknown (a local
 * server answers the console on any name that is not a platform domain; ARCHITECTURE.md, "Hosting").
 */
export function consoleHostOf(config: Pick<ServerConfig, 'consoleHost' | 'publicBaseUrl'>): string | undefined {
  if (config.consoleHost) return hostNameOf(config.consoleHost);
  return config.publicBaseUrl ? hostNameOf(new URL(config.publicBaseUrl).host) : undefined;
}
