import { createElement as h, type ElementType, type ReactElement } from 'react';
import type * as Antd from 'antd';

/**
 * One of each antd component on every signed-in way to a list page (the layout, its header and tabs,
 * the list with its filter form), with the props that make it register its styles (a table with
 * selection, sorting and paging, a menu with items, …). Any other component works as before: antd
 * generates its styles in the browser; baking all of them would triple the file.
 */
export function bakedComponents(antd: typeof Antd, formily: { FormItem: ElementType }): ReactElement {
  const { Layout } = antd;
  const span = () => h('span', null, 'x');
  return h(
    'div',
    null,
    h(Layout, null, h(Layout.Header), h(Layout.Sider, { theme: 'dark', collapsible: true }), h(Layout.Content)),
    h(antd.Menu, { mode: 'inline', theme: 'dark', items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
    h(antd.Menu, { mode: 'horizontal', items: [{ key: 'a', label: 'a' }] }),
    h(antd.Breadcrumb, { items: [{ title: 'a' }, { title: 'b' }] }),
    h(antd.Tabs, { type: 'editable-card', hideAdd: true, items: [{ key: 'a', label: 'a' }] }),
    h(antd.Dropdown, { menu: { items: [{ key: 'a', label: 'a' }] } }, span()),
    h(antd.Avatar),
    h(antd.Badge, { count: 1 }, span()),
    h(antd.Button, { type: 'primary' }, 'b'),
    h(antd.Space, null, span(), span()),
    h(antd.Tooltip, { title: 'x' }, span()),
    h(antd.Popover, { content: 'x' }, span()),
    h(antd.Table, {
      dataSource: [{ key: 1, a: 'a' }],
      columns: [{ title: 'a', dataIndex: 'a', sorter: true }],
      rowSelection: {},
      pagination: { total: 50, showSizeChanger: true, showQuickJumper: true },
    }),
    h(antd.Pagination, { total: 50 }),
    h(antd.Spin),
    h(antd.Empty),
    h(antd.Tag, null, 'x'),
    h(antd.Switch),
    h(antd.Checkbox, null, 'x'),
    h(antd.Input),
    // The list's filter form: Formily's form item (its styles go through antd's cssinjs too).
    h(formily.FormItem, { label: 'x' }, h(antd.Input)),
    h(antd.Select, { options: [{ value: 'a', label: 'a' }] }),
  );
}
