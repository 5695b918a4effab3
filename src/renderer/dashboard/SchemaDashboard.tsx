import { Col, Row } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageBody, PageDashboardBody } from '@contract/generated/page-schema';
import { useCan } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { ChartCard } from './ChartCard';
import { DashboardToolbar } from './DashboardToolbar';
import { StatCard } from './StatCard';

export interface SchemaDashboardProps {
  body: PageDashboardBody;
  /** Draws a nested section (SchemaBody passes itself). */
  render: (body: PageBody) => ReactNode;
  scope?: RenderScope;
  /** The signed-in user: the value source of cards without an operation ($user). */
  user?: Record<string, unknown>;
}

/**
 * The toolbar, stat cards, then charts, then nested sections; each card and chart loads on its own.
 * Their parameters may name the page URL's query ($query): a list section's filters live there, so the
 * figures and charts above it follow its filters.
 */
export function SchemaDashboard({ body, render, scope, user }: SchemaDashboardProps) {
  const can = useCan();
  const { search } = useLocation();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const cardScope = useMemo<RenderScope>(
    () => ({ ...scope, user: user ?? scope?.user, query: Object.fromEntries(new URLSearchParams(search)) }),
    [scope, user, search],
  );
  const cards = (body.cards ?? []).filter((card) => can(card.permission));
  const charts = (body.charts ?? []).filter((chart) => can(chart.permission));
  const readers = useMemo(
    () =>
      [...(body.cards ?? []).map((card) => card.operation), ...(body.charts ?? []).map((chart) => chart.operation)].filter(
        (op): op is string => Boolean(op),
      ),
    [body.cards, body.charts],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <DashboardToolbar body={body} scope={cardScope} reload={reload} readers={readers} />
      {cards.length ? (
        <Row gutter={[16, 16]} key={`cards-${generation}`}>
          {cards.map((card, index) => (
            <Col key={`${card.title}-${index}`} xs={24} sm={12} xl={6}>
              <StatCard card={card} scope={cardScope} />
            </Col>
          ))}
        </Row>
      ) : null}
      {charts.length ? (
        <Row gutter={[16, 16]} key={`charts-${generation}`}>
          {charts.map((chart, index) => (
            <Col key={`${chart.title}-${index}`} xs={24} xl={charts.length === 1 || chart.series ? 24 : 12}>
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
