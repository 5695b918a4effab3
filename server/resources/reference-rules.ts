import { entityTargetNames, referenceTargetOf } from './reference-targets';
import type { ResourceProblem, ResourceSpec } from './resource-spec';

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Reference fields against what they name: a known entity or resource, of the stored type, within the scope. */
export function referenceProblems(resources: readonly ResourceSpec[]): ResourceProblem[] {
  const problems: ResourceProblem[] = [];
  for (const spec of resources) {
    for (const [name, field] of Object.entries(spec.fields)) {
      if (!field.references) continue;
      const at = { file: spec.source, pointer: `/fields/${escape(name)}/references` };
      const target = referenceTargetOf(field.references, resources);
      if (!target) {
        const resource = resources.find((r) => r.name === field.references);
        problems.push({
          ...at,
          message: resource
            ? `resource '${resource.name}' declares no labelField, so its records have no name to show`
            : `'${field.references}' is neither an entity (${entityTargetNames.join(', ')}) nor a resource (${resources.map((r) => r.name).join(', ') || 'none'})`,
        });
        continue;
      }
      if (field.type !== target.type)
        problems.push({
          file: spec.source,
          pointer: `/fields/${escape(name)}/type`,
          message: `a reference to ${target.name} holds ${target.type === 'string' ? 'its public id, a string' : 'its id, an integer'}: type must be ${target.type}`,
        });
      if (spec.scope === 'platform' && target.scope === 'account')
        problems.push({ ...at, message: `platform records cannot refer to ${target.name}, which belongs to one account` });
      if (field.enum) problems.push({ ...at, message: 'a reference field has no enum (its values are the records it names)' });
    }
  }
  return problems;
}
