import { frameOriginOf } from '../../contract/frame-address';
import type { PageSchema } from '../api/schema-loader';

/** How long the menus' frame addresses are reused before the database is asked again (other processes' edits). */
const MENU_ADDRESSES_TTL_MS = 10_000;

/** Every `frameSrc` the page schemas declare, at any depth. */
export function pageFrameAddresses(pages: readonly PageSchema[]): string[] {
  const found: string[] = [];
  const visit = (node: { meta?: { frameSrc?: unknown }; children?: readonly unknown[] }) => {
    if (typeof node.meta?.frameSrc === 'string') found.push(node.meta.frameSrc);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  pages.forEach((page) => visit(page as never));
  return found;
}

/** The CSP `frame-src` sources for these addresses: 'self', then each allowed origin once; never a wildcard. */
export function frameSourcesOf(addresses: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    const origin = frameOriginOf(address);
    if (origin && origin !== 'self') origins.add(origin);
  }
  return ["'self'", ...[...origins].sort()];
}

export interface FrameSourceDeps {
  pages(): readonly PageSchema[];
  menuAddresses(): Promise<string[]>;
}

/**
 * The frame sources of the console's pages, from the menu data: the page schemas (ROUTE_MAPPING mode) and the
 * admin menus (BACK mode). The menus are read at most every few seconds and at once after an edit here.
 */
export function createFrameSources({ pages, menuAddresses }: FrameSourceDeps) {
  let menus: { at: number; addresses: Promise<string[]> } | undefined;
  const menuPart = () => {
    if (!menus || Date.now() - menus.at > MENU_ADDRESSES_TTL_MS) {
      const addresses = menuAddresses().catch(() => [] as string[]);
      menus = { at: Date.now(), addresses };
    }
    return menus.addresses;
  };
  return {
    async current(): Promise<string[]> {
      return frameSourcesOf([...pageFrameAddresses(pages()), ...(await menuPart())]);
    },
    /** After an admin menu is written: the next page reads the menus again. */
    forget(): void {
      menus = undefined;
    },
  };
}

export type FrameSources = ReturnType<typeof createFrameSources>;
