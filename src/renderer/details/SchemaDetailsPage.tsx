import { Card } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageDetailsBody } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaDescriptions } from './SchemaDescriptions';

export interface SchemaDetailsPageProps {
  body: PageDetailsBody;
  /** More scope (e.g. $user); $query comes from the URL's search parameters. */
  scope?: RenderScope;
}

/** A page body of type "details": the record named by the URL (e.g. /notice/details?id=3 with params {id: "$query.id"}). */
export function SchemaDetailsPage({ body, scope }: SchemaDetailsPageProps) {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const pageScope = useMemo<RenderScope>(() => ({ ...scope, query: Object.fromEntries(new URLSearchParams(search)) }), [scope, search]);
  return (
    <Card>
      <SchemaDescriptions spec={body.details} scope={pageScope} column={body.details.column ?? 2} modals={body.modals} />
    </Card>
  );
}
