import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { projectPath } from '../shared/project-root';
import { etagOf } from './hosting-reply';

/** The hosted pages' script and style files, served at `<base>/h/<name>` (server/hosting/client/). */
export const ASSET_NAMES = ['funnel.js', 'push.js', 'page.js', 'launch.js', 'hosted.css'] as const;
export type AssetName = (typeof ASSET_NAMES)[number];

export interface HostedAsset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

function read(name: AssetName): HostedAsset {
  const body = fs.readFileSync(projectPath('server', 'hosting', 'client', name));
  return { type: TYPES[name.split('.').pop()!]!, body, gzipped: gzipSync(body, { level: 9 }), etag: etagOf(body) };
}

/** Read once at start; a deploy restarts the server, and their ETags (and the worker's version) change with them. */
export const HOSTED_ASSETS: Record<AssetName, HostedAsset> = Object.fromEntries(ASSET_NAMES.map((name) => [name, read(name)])) as Record<
  AssetName,
  HostedAsset
>;

export const isAssetName = (name: string): name is AssetName => (ASSET_NAMES as readonly string[]).includes(name);

/** One fingerprint of every asset: part of the service worker's version. */
export const ASSETS_FINGERPRINT = etagOf(ASSET_NAMES.map((name) => HOSTED_ASSETS[name].etag).join());
