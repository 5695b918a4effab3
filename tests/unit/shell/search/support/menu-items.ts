import { flattenMenu, type SearchItem } from '@/components/app-search/search-menu';
import type { MenuEntry } from '@/router/menu/build-menu';
import { buildRouteTable } from '@/router/routes/build-route-table';
import { PermissionMode } from '@/settings/project-setting';
import enMenu from '../../../../../locales/en/menu.json';
import { pageSchemas } from '../../../ui/support/fixtures';

/** The menu a master sees in the default permission mode, as the console builds it. */
export function masterMenu(): MenuEntry[] {
  return buildRouteTable({
    mode: PermissionMode.ROUTE_MAPPING,
    pages: pageSchemas(),
    roles: ['master'],
    homePath: '/dashboard/analysis',
  }).menus;
}

/** That menu as search items, with names from a locale's menu.json (English by default). */
export function masterSearchItems(messages: Record<string, string> = enMenu): SearchItem[] {
  const translate = (id: string) => messages[id.replace(/^menu\./, '')] ?? id;
  return flattenMenu(masterMenu(), translate);
}
