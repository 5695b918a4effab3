/** Tabs: their keys, counts and bodies (the checker's side of src/renderer/tabs). */
import type { PageBody } from '../../../contract/generated/page-schema';
import { repeated } from '../check-columns';
import { checkParams } from '../check-operation-calls';
import { fieldAt } from '../schema-fields';
import type { BodyChecks } from './body-checks';

export function checkTabsBody(node: Extract<PageBody, { type: 'tabs' }>, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  for (const [key, i] of repeated(node.tabs.map((t) => t.key)))
    problem(`${pointer}/tabs/${i}/key`, `tab key '${key}' is used by another tab (the URL's ?tab= would not tell them apart)`);
  node.tabs.forEach((tab, i) => {
    const op = tab.count ? checks.operations.get(tab.count.operation) : undefined;
    if (op && !op.reads?.length)
      problem(
        `${pointer}/tabs/${i}/count/operation`,
        `operation '${op.operationId}' declares no 'reads': the tab's count would never refresh`,
      );
    if (op && tab.count) {
      checkParams(op, tab.count.params, `${pointer}/tabs/${i}/count/params`, problem);
      if (!fieldAt(op.response, tab.count.field))
        problem(`${pointer}/tabs/${i}/count/field`, `'${tab.count.field}' is not a field of the answer of '${op.operationId}'`);
    }
    checks.visit(tab.body, `${pointer}/tabs/${i}/body`);
  });
}
