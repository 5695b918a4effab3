import { createHash } from 'node:crypto';
import { createImageUploads } from '../apps/image-upload';
import type { FileStorage } from '../files/file-storage';
import { loadSharp } from '../shared/lazy-sharp';
import type { HostedApp } from './hosted-site';
import type { IconName } from './hosted-urls';

const UPLOADED_ICON = /^\/files\/(icons\/[0-9a-f]{64})\/512\.png$/;
const INLINE_IMAGE = /^data:image\/(svg\+xml|png|jpeg|webp)(;base64)?,(.*)$/s;
/** Icons made from inline or missing icons, by source; each is a few hundred bytes of bookkeeping. */
const MADE_MAX = 500;
const FALLBACK_THEME = '#1a73e8';

/** A plain square icon with the name's first letter, in a colour taken from the app id. */
function letterIconSvg(app: Pick<HostedApp, 'appId' | 'appName'>): string {
  const hue = Number.parseInt(createHash('sha256').update(app.appId).digest('hex').slice(0, 4), 16) % 360;
  const letter = ([...app.appName.trim()][0] ?? '?').replace(/[&<>"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="hsl(${hue},60%,42%)"/><text x="256" y="340" font-size="260" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
}

function inlineBytes(address: string): { svg: boolean; bytes: Buffer } | undefined {
  const match = INLINE_IMAGE.exec(address);
  if (!match) return undefined;
  try {
    const bytes = match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
    return { svg: match[1] === 'svg+xml', bytes };
  } catch {
    return undefined;
  }
}

/**
 * The manifest's icons of each app, as PNG files in the files folder (`icons/<sha256>/…`, the upload's
 * layout). An uploaded icon is already there. An inline icon (the demo's SVGs) or one that is a link
 * or missing is drawn once at 512 px (a link is not fetched: a letter icon stands in) and stored
 * through the upload's own code, which makes the 192, 512 and maskable sizes; the folder is kept per
 * source in memory. The theme colour is the icon's dominant colour, measured once per folder.
 */
export function createAppIcons(files: FileStorage) {
  const uploads = createImageUploads(files);
  /** The local file of one icon of a folder (fetched into the cache first when the files are shared). */
  const localIcon = async (folder: string, name: string) => {
    const entry = await files.find(`${folder}/${name}.png`);
    return entry?.type === 'file' ? entry.path : undefined;
  };
  const made = new Map<string, Promise<string>>();
  const colours = new Map<string, Promise<string>>();

  async function draw(app: HostedApp): Promise<string> {
    const sharp = await loadSharp();
    const inline = inlineBytes(app.winIcon);
    const source = inline ?? { svg: true, bytes: Buffer.from(letterIconSvg(app)) };
    const png = async (input: { svg: boolean; bytes: Buffer }) =>
      sharp(input.bytes, input.svg ? { density: 384 } : {})
        .resize(512, 512, { fit: 'cover' })
        .png()
        .toBuffer();
    let stored: string;
    try {
      stored = await uploads.storeIcon(await png(source));
    } catch {
      stored = await uploads.storeIcon(await png({ svg: true, bytes: Buffer.from(letterIconSvg(app)) }));
    }
    return UPLOADED_ICON.exec(stored)![1]!;
  }

  async function folderOf(app: HostedApp): Promise<string> {
    const uploaded = UPLOADED_ICON.exec(app.winIcon)?.[1];
    if (uploaded && (await localIcon(uploaded, '512'))) return uploaded;
    const key = createHash('sha256').update(`${app.appId}\n${app.appName}\n${app.winIcon}`).digest('hex');
    let folder = made.get(key);
    if (!folder) {
      if (made.size >= MADE_MAX) made.clear();
      folder = draw(app);
      made.set(key, folder);
      folder.catch(() => made.delete(key));
    }
    return folder;
  }

  return {
    /** The local path of one of the app's icon files; undefined when it is missing. */
    async iconFile(app: HostedApp, name: IconName): Promise<string | undefined> {
      return localIcon(await folderOf(app), name);
    },

    /** The app's theme colour (#rrggbb), from its icon; a neutral blue when the icon cannot be read. */
    async themeColor(app: HostedApp): Promise<string> {
      try {
        const folder = await folderOf(app);
        let colour = colours.get(folder);
        if (!colour) {
          if (colours.size >= MADE_MAX) colours.clear();
          colour = Promise.all([loadSharp(), localIcon(folder, '192')])
            .then(([sharp, file]) => {
              if (!file) throw new Error(`icon ${folder} is not stored`);
              return sharp(file).stats();
            })
            .then(({ dominant: { r, g, b } }) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
          colours.set(folder, colour);
          colour.catch(() => colours.delete(folder));
        }
        return await colour;
      } catch {
        return FALLBACK_THEME;
      }
    },
  };
}

export type AppIcons = ReturnType<typeof createAppIcons>;
