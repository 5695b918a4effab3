/** Page-wide settings that a deployment may change through `VITE_GLOB_*` variables at build time. */
export interface GlobConfig {
  /** Shown in the page title after the route title. */
  title: string;
  /** Base URL of the API server; empty means the same origin as the console. */
  apiUrl: string;
  /** Put between the base URL and every API path (the server's paths already start with /api/v1). */
  urlPrefix: string;
  /** Where `uploadFile` posts when the caller names no URL. */
  uploadUrl: string;
  /** Short name of the app; the first part of every storage key. */
  shortName: string;
}

type GlobEnv = Partial<Record<string, string | undefined>>;

function pick(value: string | undefined, fallback: string): string {
  return value === undefined || value === '' ? fallback : value;
}

export function readGlobConfig(env: GlobEnv): GlobConfig {
  return {
    title: pick(env.VITE_GLOB_APP_TITLE, 'PWA Console'),
    apiUrl: env.VITE_GLOB_API_URL ?? '',
    urlPrefix: env.VITE_GLOB_API_URL_PREFIX ?? '',
    uploadUrl: pick(env.VITE_GLOB_UPLOAD_URL, '/api/v1/upload'),
    shortName: pick(env.VITE_GLOB_APP_SHORT_NAME, 'pwa_console'),
  };
}

export const globConfig: GlobConfig = readGlobConfig(import.meta.env as GlobEnv);
