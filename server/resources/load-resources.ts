import { referenceProblems } from './reference-rules';
import { duplicateProblems, readResources, type ResourceProblem, type ResourceSpec } from './resource-spec';

/** The resources of the project's schemas folder and of any extra folders, or an error naming every problem. */
export function loadResources(schemasDirs: string[]): ResourceSpec[] {
  const all: ResourceSpec[] = [];
  const problems: ResourceProblem[] = [];
  for (const dir of schemasDirs) {
    const read = readResources(dir);
    all.push(...read.resources);
    problems.push(...read.problems);
  }
  problems.push(...duplicateProblems(all), ...referenceProblems(all));
  if (problems.length) throw new Error(`Invalid resources:\n${problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n')}`);
  return all;
}
