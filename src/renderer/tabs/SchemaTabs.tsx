import { Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PageBody, PageTab, PageTabsBody } from '@contract/generated/page-schema';
import { useCan } from '@/renderer/core/access';
import { EmptyState } from '@/renderer/states/EmptyState';
import { TabCount } from './TabCount';
import { TabPaneContext } from './tab-pane-context';

export interface SchemaTabsProps {
  body: PageTabsBody;
  /** Draws a tab's body (SchemaBody passes itself, which keeps imports acyclic). */
  render: (body: PageBody, tab: PageTab) => ReactNode;
  /** The search parameter holding the active tab. */
  param?: string;
}

/**
 * Tabs inside a page: the active one is in the URL (?tab=unread, so links, reloads and back/forward
 * keep it), tabs the user may not see are left out, and a tab once shown stays mounted so switching
 * back finds it as it was. A tab may show a count that refreshes with the data it reads.
 */
export function SchemaTabs({ body, render, param = 'tab' }: SchemaTabsProps) {
  const intl = useIntl();
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = useMemo(() => body.tabs.filter((tab) => can(tab.permission)), [body.tabs, can]);
  const requested = searchParams.get(param);
  const active = (tabs.find((tab) => tab.key === requested) ?? tabs[0])?.key;
  const [visited, setVisited] = useState<string[]>(() => (active ? [active] : []));
  // Derived state: remember the newly shown tab in this render, so it never flashes empty.
  if (active && !visited.includes(active)) setVisited([...visited, active]);

  if (!tabs.length || !active) return <EmptyState />;

  const select = (key: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(param, key);
      return next;
    });

  return (
    <Tabs
      activeKey={active}
      onChange={select}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <>
            <span>{intl.formatMessage({ id: tab.title })}</span>
            {tab.count && <TabCount spec={tab.count} />}
          </>
        ),
        children: visited.includes(tab.key) ? (
          <TabPaneContext.Provider value={{ key: tab.key, active: tab.key === active }}>{render(tab.body, tab)}</TabPaneContext.Provider>
        ) : null,
      }))}
    />
  );
}
