/** A dashboard: cards, charts, its toolbar's dialogs and its sections (the checker's side of src/renderer/dashboard). */
import type { PageBody } from '../../../contract/generated/page-schema';
import { checkDashboard } from '../check-dashboard';
import type { BodyChecks } from './body-checks';
import { checkAction } from './check-actions';
import { checkDescriptions } from './check-descriptions-body';
import { checkForm } from './check-form-body';

export function checkDashboardBody(node: Extract<PageBody, { type: 'dashboard' }>, pointer: string, checks: BodyChecks) {
  checkDashboard(node, pointer, checks.operations, checks.problem);
  (node.cards ?? []).forEach((card, i) => card.link && checks.checkRoute(card.link, `${pointer}/cards/${i}/link`));
  checkDashboardDialogs(node, pointer, checks);
  (node.sections ?? []).forEach((section, i) => checks.visit(section, `${pointer}/sections/${i}`));
}

/** A dashboard's toolbar opens its own modals and drawers, like a list's toolbar. */
function checkDashboardDialogs(node: Extract<PageBody, { type: 'dashboard' }>, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  (node.toolbar ?? []).forEach((action, i) => {
    const where = `${pointer}/toolbar/${i}`;
    if (action.kind === 'modal' && !node.modals?.[action.target ?? ''])
      problem(`${where}/target`, `modal '${action.target}' is not declared in modals`);
    if (action.kind === 'drawer' && !node.drawers?.[action.target ?? ''])
      problem(`${where}/target`, `drawer '${action.target}' is not declared in drawers`);
    if (action.kind === 'export' || action.kind === 'import')
      problem(`${where}/kind`, `a dashboard has no list to ${action.kind}: put the action on a list section`);
    checkAction(action, where, undefined, checks);
  });
  for (const [key, form] of Object.entries(node.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`, checks);
  for (const [key, drawer] of Object.entries(node.drawers ?? {})) checkDescriptions(drawer, `${pointer}/drawers/${key}`, undefined, checks);
}
