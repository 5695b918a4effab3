import { useMemo } from 'react';
import { t, useI18n } from '@/locales';
import { useMenus } from '@/store/permission-store';
import { flattenMenu, type SearchItem } from './search-menu';

/** The leaves of the menu this user sees (the permission mode's menu), names in the current locale. */
export function useSearchItems(): SearchItem[] {
  const { locale } = useI18n();
  const menus = useMenus();
  // The locale is a dependency because t() reads it.
  return useMemo(() => flattenMenu(menus, (id) => t(id)), [menus, locale]);
}
