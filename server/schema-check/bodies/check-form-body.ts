/** A form (a route's form body, or a modal of a list, details page or dashboard): the checker's side of src/renderer/form. */
import { UPLOAD_OPERATION } from '../../../contract/upload-operation';
import type { PageBody, PageForm } from '../../../contract/generated/page-schema';
import { repeated, templateFields } from '../check-columns';
import { checkFieldValues, checkLinkage } from '../check-form-fields';
import { checkParams } from '../check-operation-calls';
import { fieldAt, inputOf, propertiesOf } from '../schema-fields';
import { topField, type BodyChecks } from './body-checks';

/** The operation the console's Upload widget posts files to. */

/**
 * The fields must be accepted by the operation's body, exist in its entity, link only to each other and
 * send values the operation takes; what the form sends must include what it requires.
 */
export function checkForm(form: PageForm, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  const entity = checks.entityOf(form.entity, `${pointer}/entity`);
  const op = checks.operations.get(form.operation);
  const input = op && inputOf(op);
  const accepted = propertiesOf(input);
  const closed = input?.additionalProperties === false;
  for (const [name, i] of repeated(form.fields.map((f) => f.field)))
    problem(`${pointer}/fields/${i}/field`, `field '${name}' is already in this form (both would edit one value)`);
  form.fields.forEach((field, i) => {
    if (!field.field) return;
    if (entity && !fieldAt(entity.schema, field.field))
      problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not ${entity.label}`);
    if (op && closed && accepted && !(topField(field.field) in accepted)) {
      problem(`${pointer}/fields/${i}/field`, `operation '${form.operation}' does not accept field '${field.field}'`);
    }
    checkUploadField(field, `${pointer}/fields/${i}`, checks);
  });
  checkLinkage(form, pointer, problem);
  checkFieldValues(form, pointer, input, problem);
  if (op) {
    const sent = form.fields
      .map((f) => f.field)
      .filter((name): name is string => !!name)
      .map(topField);
    checkParams(op, form.submitParams, `${pointer}/submitParams`, problem, { also: sent });
  }
  const load = form.load && checks.operations.get(form.load.operation);
  if (load) checkParams(load, form.load?.params, `${pointer}/load/params`, problem);
  if (form.preview) checkPreview(form, `${pointer}/preview`, checks);
  if (form.notificationPreview) checkNotificationPreview(form, `${pointer}/notificationPreview`, checks);
  if (form.follow) checkFollow(form, `${pointer}/follow`, checks);
  if (form.reveal) checkReveal(form, `${pointer}/reveal`, checks);
}

/**
 * What a form reveals once after its submit (a new secret) is fields of its operation's answer, and the
 * modal shows either that or a follow-up, not both.
 */
function checkReveal(form: PageForm, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  if (form.follow) problem(pointer, 'a form either reveals its answer or follows what it made, not both');
  const op = checks.operations.get(form.operation);
  if (!op) return;
  form.reveal!.fields.forEach((field, i) => {
    if (!fieldAt(op.response, field.field))
      problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not in the answer of '${op.operationId}'`);
  });
}

/**
 * A route that is one form. Where it goes after saving must be a page, filled only from fields the
 * operation answers; `afterCreate` (a new record's page, e.g. its edit form) needs a `load`, since a
 * form that never loads a record always creates and `after` says it all.
 */
export function checkFormBody(node: Extract<PageBody, { type: 'form' }>, pointer: string, checks: BodyChecks) {
  checkForm(node.form, `${pointer}/form`, checks);
  if (node.form.reveal) checks.problem(`${pointer}/form/reveal`, 'reveal is for a form in a modal: a form route goes on to `after`');
  const op = checks.operations.get(node.form.operation);
  for (const key of ['after', 'afterCreate'] as const) {
    const template = node[key];
    if (!template) continue;
    checks.checkRoute(template, `${pointer}/${key}`);
    for (const name of templateFields(template)) {
      if (op && !fieldAt(op.response, name))
        checks.problem(`${pointer}/${key}`, `placeholder '{${name}}' is not a field of the answer of '${op.operationId}'`);
    }
  }
  if (node.afterCreate && !node.form.load)
    checks.problem(`${pointer}/afterCreate`, 'afterCreate needs form.load: a form that loads no record always creates (use after)');
}

/**
 * A form's follow-up only reads (it is asked again and again), takes the params it is given, and its
 * condition, link and fields are fields of its answer; it announces topics some operation reads.
 */
function checkFollow(form: PageForm, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  const follow = form.follow!;
  const op = checks.operations.get(follow.operation);
  if (!op) return;
  if (op.changes?.length)
    problem(`${pointer}/operation`, `a follow-up's operation '${op.operationId}' must only read, but it declares changes`);
  checkParams(op, follow.params, `${pointer}/params`, problem);
  const answer = propertiesOf(op.response);
  const inAnswer = (field: string) => !answer || topField(field) in answer;
  const conditionFields = (condition: typeof follow.until): string[] =>
    'field' in condition
      ? [condition.field]
      : 'all' in condition
        ? condition.all.flatMap(conditionFields)
        : 'any' in condition
          ? condition.any.flatMap(conditionFields)
          : conditionFields(condition.not);
  follow.fields.forEach((field, i) => {
    if (!inAnswer(field.field))
      problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not in the answer of '${op.operationId}'`);
    if (field.showWhen) {
      for (const name of conditionFields(field.showWhen))
        if (!inAnswer(name)) problem(`${pointer}/fields/${i}/showWhen`, `field '${name}' is not in the answer of '${op.operationId}'`);
    }
  });
  if (follow.link && !inAnswer(follow.link.field))
    problem(`${pointer}/link/field`, `field '${follow.link.field}' is not in the answer of '${op.operationId}'`);
  for (const field of conditionFields(follow.until)) {
    if (!inAnswer(field)) problem(`${pointer}/until`, `field '${field}' is not in the answer of '${op.operationId}'`);
  }
  const read = new Set([...checks.operations.values()].flatMap((other) => other.reads ?? []));
  (follow.announce ?? []).forEach((topic, i) => {
    if (!read.has(topic)) problem(`${pointer}/announce/${i}`, `no operation reads the data topic '${topic}'`);
  });
}

/**
 * A form's preview only reads, takes the params it is given, and shows fields of its answer; it waits
 * only for fields the form has.
 */
function checkPreview(form: PageForm, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  const preview = form.preview!;
  const op = checks.operations.get(preview.operation);
  if (!op) return;
  if (op.changes?.length)
    problem(`${pointer}/operation`, `a preview's operation '${op.operationId}' must only read, but it declares changes`);
  const input = inputOf(op);
  const accepted = propertiesOf(input);
  for (const key of Object.keys(preview.params ?? {})) {
    if (input?.additionalProperties === false && !(key in (accepted ?? {})))
      problem(`${pointer}/params/${key}`, `operation '${op.operationId}' does not accept '${key}'`);
  }
  const answer = propertiesOf(op.response);
  preview.fields.forEach((field, i) => {
    if (answer && !(topField(field.field) in answer))
      problem(`${pointer}/fields/${i}/field`, `field '${field.field}' is not in the answer of '${op.operationId}'`);
  });
  const formFields = new Set(form.fields.map((field) => field.field && topField(field.field)));
  (preview.waitFor ?? []).forEach((field, i) => {
    if (!formFields.has(topField(field))) problem(`${pointer}/waitFor/${i}`, `field '${field}' is not a field of the form`);
  });
}

/** A notification preview draws parts of the form's own values: each part must name a field of the form. */
function checkNotificationPreview(form: PageForm, pointer: string, checks: BodyChecks) {
  const formFields = new Set(form.fields.map((field) => field.field && topField(field.field)));
  const { heading: _heading, ...parts } = form.notificationPreview!;
  for (const [part, field] of Object.entries(parts)) {
    if (field && !formFields.has(topField(field))) checks.problem(`${pointer}/${part}`, `field '${field}' is not a field of the form`);
  }
}

/** The Upload widget sends files to the multipart operation `upload` (src/renderer/form/widgets/upload/types.ts). */
function checkUploadField(field: PageForm['fields'][number], pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  if (field.widget === 'Upload' && !field.upload) problem(`${pointer}/upload`, 'the Upload widget needs its upload declaration (fileType)');
  if (field.upload && field.widget !== 'Upload') problem(`${pointer}/widget`, "an upload declaration needs the widget 'Upload'");
  if (field.upload?.fileType === 'package' && !field.upload.appId) {
    problem(`${pointer}/upload/appId`, 'a package belongs to an app: name it with appId (e.g. $query.app_id)');
  }
  const upload = checks.operations.get(UPLOAD_OPERATION);
  if (field.widget === 'Upload' && !upload?.['x-multipart']) {
    problem(`${pointer}/widget`, `the Upload widget needs the multipart operation '${UPLOAD_OPERATION}' in schemas/api`);
  }
}
