import { theme } from 'antd';
import { useEffect } from 'react';
import { subscribeOperationReads } from '@/api/data-changes';
import type { PageTab } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import { useOperationData } from '@/renderer/states/use-operation-data';

type TabCountSpec = NonNullable<PageTab['count']>;

/**
 * The figure beside a tab's title: `field` of its operation's answer, asked again whenever a call
 * announces a change of the data that operation reads. Nothing while loading or when it failed.
 */
export function TabCount({ spec }: { spec: TabCountSpec }) {
  const { token } = theme.useToken();
  const { data, reload } = useOperationData(spec.operation, resolveParams(spec.params, {}));
  useEffect(() => subscribeOperationReads(spec.operation, reload), [spec.operation, reload]);
  const value = getPath(data, spec.field);
  if (typeof value !== 'number') return null;
  return (
    <span
      data-testid="tab-count"
      style={{
        marginInlineStart: token.marginXS,
        padding: `0 ${token.paddingXS}px`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillSecondary,
        color: token.colorTextSecondary,
        fontSize: token.fontSizeSM,
      }}
    >
      {value}
    </span>
  );
}
