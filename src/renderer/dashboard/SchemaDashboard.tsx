import { Col, Row } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { PageBody, PageDashboardBody } from '@/api/generated/page-schema';
import { useCan } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { ChartCard } from './ChartCard';
import { StatCard } from './StatCard';

export interface SchemaDashboardProps {
  body: PageDashboardBody;
  /** Draws a nested section (SchemaBody passes itself). */
  render: (body: PageBody) => ReactNode;
  scope?: RenderScope;
  /** The signed-in user: the value source of cards without an operation ($user). */
  user?: Record<string, unknown>;
}

/** Stat cards, then charts, then nested sections; each card and chart loads on its own. */
export function SchemaDashboard({ body, render, scope, user }: SchemaDashboardProps) {
  const can = useCan();
  const cardScope = useMemo<RenderScope>(() => ({ ...scope, user: user ?? scope?.user }), [scope, user]);
  const cards = (body.cards ?? []).filter((card) => can(card.permission));
  const charts = (body.charts ?? []).filter((chart) => can(chart.permission));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {cards.length ? (
        <Row gutter={[16, 16]}>
          {cards.map((card, index) => (
            <Col key={`${card.title}-${index}`} xs={24} sm={12} xl={6}>
              <StatCard card={card} scope={cardScope} />
            </Col>
          ))}
        </Row>
      ) : null}
      {charts.length ? (
        <Row gutter={[16, 16]}>
          {charts.map((chart, index) => (
            <Col key={`${chart.title}-${index}`} xs={24} xl={charts.length === 1 ? 24 : 12}>
              <ChartCard chart={chart} scope={cardScope} />
            </Col>
          ))}
        </Row>
      ) : null}
      {(body.sections ?? []).map((section, index) => (
        <section key={index}>{render(section)}</section>
      ))}
    </div>
  );
}
