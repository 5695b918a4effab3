/** What the checkers of the page body types share (./check-*-body.ts, one per renderer piece). */
import type { JsonSchema, OperationSpec } from '../../api/schema-loader';
import type { PageBody, PageColumn } from '../../../contract/generated/page-schema';
import type { SchemaProblem } from '../schema-problem';
import type { ShownRecord } from '../check-columns';

export type Problem = (pointer: string, message: string) => void;

export interface BodyCheckContext {
  file: string;
  operations: Map<string, OperationSpec>;
  entities: Map<string, JsonSchema>;
  hasLocaleKey: (id: string) => string[];
  report: (problem: SchemaProblem) => void;
  /** The roles the route is shown to (its meta.roles or its entry's; every role when neither says). */
  roles: string[];
  /** Every route path of schemas/pages, for links inside the console. */
  routes: Set<string>;
}

/** The context of one page body with the helpers every body type's checker uses. */
export interface BodyChecks extends BodyCheckContext {
  problem: Problem;
  /** The entity a part names, reported when schemas/entities lacks it. */
  entityOf(name: unknown, pointer: string): ShownRecord | undefined;
  /** Columns (of a list, descriptions or a details table) against the records they show. */
  checkColumns(columns: PageColumn[], pointer: string, record: ShownRecord | undefined): void;
  /** A console route a link leads to must be a page's. */
  checkRoute(template: string, pointer: string): void;
  /** A body inside this one (a tab's, a dashboard's section). */
  visit(node: PageBody, pointer: string): void;
}

/** The top-level field of a path (`a.b` → `a`): what a form sends or a list's rows carry. */
export const topField = (field: string) => field.split('.')[0]!;
