import { Button, Descriptions, Space } from 'antd';
import { useRequest } from 'ahooks';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PageFormFollow } from '@contract/generated/page-schema';
import { announceDataChange } from '@/api/data-changes';
import { callOperation } from '@/renderer/core/call-operation';
import { evaluateCondition } from '@/renderer/core/condition';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { ErrorState } from '@/renderer/states/ErrorState';
import { LoadingState } from '@/renderer/states/LoadingState';
import { isSafeUrl } from '@/renderer/value-types/safe-url';
import { ValueCell } from '@/renderer/value-types/ValueCell';

export interface FollowViewProps {
  follow: PageFormFollow;
  /** The form's scope with `result`: the submit's answer. */
  scope: RenderScope;
}

/**
 * What a submitted form made, followed until it settles (`follow` of a form): its operation asked again
 * every `interval` ms (ahooks' polling, paused while the window is hidden) until `until` holds, then the
 * `announce` topics are announced once, so figures such as the balance ask again. Its `title` is the
 * modal's (SchemaFormModal), not repeated here.
 */
export function FollowView({ follow, scope }: FollowViewProps) {
  const intl = useIntl();
  const params = resolveParams(follow.params, scope);
  const announced = useRef(false);
  const { data, error, loading, refresh, cancel } = useRequest(() => callOperation<Record<string, unknown>>(follow.operation, params), {
    pollingInterval: follow.interval ?? 2000,
    pollingWhenHidden: false,
  });
  const settled = data !== undefined && evaluateCondition(follow.until, data);

  useEffect(() => {
    if (!settled) return;
    cancel();
    if (announced.current) return;
    announced.current = true;
    if (follow.announce?.length) announceDataChange(follow.announce);
  }, [settled, cancel, follow.announce]);

  if (error && data === undefined) return <ErrorState error={error} onRetry={refresh} compact />;
  if (data === undefined) return <LoadingState />;
  const href = follow.link ? getPath(data, follow.link.field) : undefined;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} aria-busy={loading} data-follow-settled={settled}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={follow.fields
          .filter((field) => evaluateCondition(field.showWhen, data))
          .map((field) => ({
            key: field.field,
            label: intl.formatMessage({ id: field.title }),
            children: <ValueCell column={field} row={data} value={getPath(data, field.field)} />,
          }))}
      />
      {!settled && follow.link && typeof href === 'string' && isSafeUrl(href) ? (
        <Button type="primary" href={href} target="_blank" rel="noopener" block>
          {intl.formatMessage({ id: follow.link.label })}
        </Button>
      ) : null}
    </Space>
  );
}
