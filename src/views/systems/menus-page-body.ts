import type { PageBody } from '@/api/generated/page-schema';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'permission.role.admin' },
  { value: 'master', label: 'permission.role.master' },
  { value: 'official', label: 'permission.role.official' },
];

/**
 * The admin's view of the BACK-mode menus (GET /admin/v1/admin-menu/list), drawn by the page
 * renderer: every entry with its route name, path, view (component), order, roles and whether it
 * is hidden. Editing comes with the systems screens.
 */
export const MENUS_PAGE_BODY = {
  type: 'list',
  operation: 'adminMenuList',
  rowKey: 'id',
  title: 'permission.menus.title',
  columns: [
    { field: 'title', title: 'permission.menus.field.title', valueType: 'text', filter: true, sorter: true },
    { field: 'name', title: 'permission.menus.field.name', valueType: 'copy', filter: true, sorter: true },
    { field: 'url', title: 'permission.menus.field.url', valueType: 'text', sorter: true },
    { field: 'component', title: 'permission.menus.field.component', valueType: 'text' },
    { field: 'order', title: 'permission.menus.field.order', valueType: 'number', sorter: true },
    { field: 'roles', title: 'permission.menus.field.roles', valueType: 'tag', options: ROLE_OPTIONS },
    { field: 'hidden', title: 'permission.menus.field.hidden', valueType: 'boolean' },
  ],
} as const satisfies PageBody;
