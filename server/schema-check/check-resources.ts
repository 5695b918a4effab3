/**
 * Resource files (schemas/resources): each against schemas/meta/resource.schema.json and the rules the
 * meta-schema cannot state (server/resources/resource-spec.ts), no two with one name, table or path, and
 * no standard operation whose id or route an operation of schemas/api already has.
 */
import { inlineRecordOf, loadResourceOperations } from '../api/schema-loader';
import type { JsonSchema, OperationSpec } from '../api/schema-loader';
import { referenceProblems } from '../resources/reference-rules';
import { duplicateProblems, readResources, type ResourceSpec } from '../resources/resource-spec';
import { checkIntegerBounds } from './check-operation-inputs';
import type { SchemaProblem } from './schema-problem';

export interface CheckedResources {
  resources: ResourceSpec[];
  /** Their standard operations, inlined like those of schemas/api (what page bodies may call). */
  operations: OperationSpec[];
  /** Their record schemas by resource name (what page bodies may name as `entity`). */
  entities: Map<string, JsonSchema>;
}

export function checkResources(
  root: string,
  declared: { ids: Map<string, string>; routes: Map<string, string> },
  report: (p: SchemaProblem) => void,
): CheckedResources {
  const { resources, problems } = readResources(root);
  [...problems, ...duplicateProblems(resources), ...referenceProblems(resources)].forEach(report);
  // What a resource adds beyond its fields (inputs for hooks, answer-only fields) is bounded like any input.
  for (const spec of resources) checkIntegerBounds(spec.source, { inputs: spec.inputs, answerFields: spec.answerFields }, report);
  const operations = loadResourceOperations(resources, root);
  for (const op of operations) {
    const route = `${op.method} ${op.path}`;
    const idOwner = declared.ids.get(op.operationId);
    if (idOwner) report({ file: op.source, pointer: '/name', message: `operation id '${op.operationId}' is also used in ${idOwner}` });
    const routeOwner = declared.routes.get(route);
    if (routeOwner) report({ file: op.source, pointer: '/path', message: `route '${route}' is also declared in ${routeOwner}` });
  }
  const entities = new Map(resources.map((spec) => [spec.name, inlineRecordOf(spec, root)]));
  return { resources, operations, entities };
}
