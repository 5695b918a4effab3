import { useMemo } from 'react';
import { useI18n } from '@/locales';
import { useMenus } from '@/store/permission-store';
import { flattenMenu, type SearchItem } from './search-menu';

/** The leaves of the menu this user sees (the permission mode's menu), names in the current locale. */
export function useSearchItems(): SearchItem[] {
  const { intl } = useI18n();
  const menus = useMenus();
  return useMemo(() => flattenMenu(menus, (id) => intl.formatMessage({ id })), [menus, intl]);
}
