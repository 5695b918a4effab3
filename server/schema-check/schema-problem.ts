/** One problem, reported as `file#/json/pointer: what is wrong`. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: SchemaProblem) => `${p.file}#${p.pointer}: ${p.message}`;
