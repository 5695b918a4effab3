import { Card, Skeleton, theme } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageStatCard } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { ErrorState } from '@/renderer/states/ErrorState';
import { useOperationData } from '@/renderer/states/use-operation-data';
import { formatStat } from './format-stat';
import { StatIcon } from './stat-icons';

export interface StatCardProps {
  card: PageStatCard;
  /** $user (the signed-in user) gives the value of cards without an operation. */
  scope: RenderScope;
}

/** One figure with its title and icon: from an operation's answer, or from the signed-in user. */
export function StatCard({ card, scope }: StatCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const loaded = useOperationData(card.operation, resolveParams(card.params, scope), { refreshOnChange: true });
  const title = intl.formatMessage({ id: card.title });
  const source = card.operation ? loaded.data : scope.user;
  const raw = getPath(source, card.field);
  const value = formatStat(raw, card.valueType ?? 'number', intl.locale);
  const waiting = card.attention && typeof raw === 'number' && raw > 0;
  const note = card.note
    ? intl.formatMessage(
        { id: card.note.title },
        { value: formatStat(getPath(source, card.note.field), card.note.valueType ?? 'number', intl.locale) },
      )
    : undefined;

  let content;
  if (card.operation && loaded.error) content = <ErrorState error={loaded.error} onRetry={loaded.reload} compact />;
  else if (card.operation && loaded.loading) content = <Skeleton active title={false} paragraph={{ rows: 1, width: '60%' }} />;
  else
    content = (
      <>
        <div
          style={{ fontSize: 28, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums', color: waiting ? token.colorWarningText : undefined }}
        >
          {value}
        </div>
        {note ? <div style={{ color: token.colorTextSecondary, fontVariantNumeric: 'tabular-nums' }}>{note}</div> : null}
      </>
    );

  return (
    <Card size="small" aria-busy={card.operation ? loaded.loading : false} data-testid={`figure-${card.field}`}>
      <section aria-label={title}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            color: token.colorTextSecondary,
            marginBottom: 8,
          }}
        >
          {/* A card with a link leads to the page where its work is done; its title is the link's name. */}
          {card.link ? <Link to={card.link}>{title}</Link> : <span>{title}</span>}
          <span style={{ color: token.colorPrimary, fontSize: 20 }}>
            <StatIcon name={card.icon} />
          </span>
        </div>
        {content}
      </section>
    </Card>
  );
}
