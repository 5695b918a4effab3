import { checkSchemas, formatProblem } from '../server/schema-check/check-schemas';

const problems = checkSchemas();
for (const p of problems) console.error(formatProblem(p));
if (problems.length) {
  console.error(`\n${problems.length} schema problem(s).`);
  process.exit(1);
}
console.log('schemas: all files valid, all references resolve.');
