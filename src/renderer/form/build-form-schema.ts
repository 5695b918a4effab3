import type { ISchema } from '@formily/react';
import type { PageFormField } from '@contract/generated/page-schema';
import type { CanFn } from '@/renderer/core/access';
import { resolveValue } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { entityProperty, propertyType, rulesFromProperty, type JsonSchema } from './entity-rules';
import { reactionsOf } from './field-reactions';
import { enumOptions, translateOptions } from './options';
import { BUILT_IN_WIDGETS, defaultWidget } from './widget-components';

export interface FormSchemaContext {
  /** Translates a locale id (react-intl's formatMessage). */
  t: (id: string, values?: Record<string, unknown>) => string;
  /** The entity's JSON Schema: lengths, limits, pattern, formats and enums become rules. */
  entitySchema?: Record<string, unknown>;
  /** What references in reactions and optionsFrom parameters resolve against ($row, $query, ...; $values is the form's). */
  scope?: RenderScope;
  /** Leaves out fields whose permission is not met. */
  can?: CanFn;
}

type Translate = FormSchemaContext['t'];

function componentProps(
  widget: string,
  field: PageFormField,
  property: JsonSchema | undefined,
  t: Translate,
  title: string,
  scope: RenderScope,
) {
  // Formily's FormItem label is not tied to the control, so the control carries the label itself.
  const props: Record<string, unknown> = { 'aria-label': title };
  if (field.placeholder) props.placeholder = t(field.placeholder);
  switch (widget) {
    case 'TextArea':
      // Fixed rows: auto-sizing measures a hidden copy of every text area on each render.
      props.rows = 3;
      break;
    case 'NumberPicker':
      props.style = { width: '100%' };
      if (propertyType(property) === 'integer') props.precision = 0;
      break;
    case 'Select':
      props.allowClear = true;
      props.showSearch = true;
      props.optionFilterProp = 'label';
      if (field.multiple) props.mode = 'multiple';
      break;
    case 'DatePicker':
    case 'DateRange':
      props.style = { width: '100%' };
      if (property?.format === 'date-time') props.showTime = true;
      break;
    case 'Upload':
      // The widget gets its declaration with the app resolved (e.g. $query.app_id → the id).
      props.upload = { ...field.upload, appId: resolveValue(field.upload?.appId, scope) };
      props.multiple = field.multiple;
      break;
  }
  return props;
}

function valueType(widget: string, field: PageFormField, property: JsonSchema | undefined): string {
  if (widget === 'DateRange' || (widget === 'Checkbox' && field.options) || (widget === 'Select' && field.multiple)) return 'string[]';
  if (widget === 'Upload') return field.multiple ? 'string[]' : 'string';
  if (widget === 'Switch' || (widget === 'Checkbox' && !field.options)) return 'boolean';
  if (widget === 'NumberPicker' || widget === 'Money' || widget === 'Rate') return 'number';
  return propertyType(property) === 'array' ? 'string[]' : 'string';
}

function fieldSchema(field: PageFormField & { field: string }, ctx: FormSchemaContext): ISchema {
  const { t, scope = {} } = ctx;
  const property = entityProperty(ctx.entitySchema, field.field);
  const widget = field.widget ?? defaultWidget(field, property);
  const options = field.options ? translateOptions(field.options, t) : enumOptions(property?.enum);
  // A lone checkbox (no options) is a yes/no box.
  const component = widget === 'Checkbox' && !field.options ? 'Checkbox' : (BUILT_IN_WIDGETS[widget] ?? widget);
  const reactions = reactionsOf(field, scope);
  const title = field.title ? t(field.title) : field.field;
  const schema: ISchema = {
    type: valueType(widget, field, property),
    title,
    // Only the page decides what a form requires: an entity's `required` describes stored records, not input.
    required: field.required ?? false,
    'x-decorator': 'FormItem',
    'x-decorator-props': { style: { gridColumn: `span ${field.span ?? 24}` } },
    'x-component': component,
    'x-component-props': componentProps(widget, field, property, t, title, scope),
  };
  const rules = rulesFromProperty(property, t, widget === 'Money');
  if (rules.length) schema['x-validator'] = rules;
  if (field.description) schema.description = t(field.description);
  if (field.default !== undefined) schema.default = field.default;
  if (options && !field.optionsFrom) schema.enum = options as ISchema['enum'];
  if (reactions.length) schema['x-reactions'] = reactions;
  return schema;
}

/**
 * A Formily object schema for the declared fields: FormItem decorators, a component per widget,
 * required and validators from the field and the entity schema, and reactions as plain functions
 * built from the declarative `reactions` (no expression strings). Field order is kept.
 */
export function buildFormSchema(fields: PageFormField[], ctx: FormSchemaContext): ISchema {
  const properties: Record<string, ISchema> = {};
  fields.forEach((field, index) => {
    if (!field.field) return;
    if (ctx.can && !ctx.can(field.permission)) return;
    properties[field.field] = { ...fieldSchema(field as PageFormField & { field: string }, ctx), 'x-index': index };
  });
  return { type: 'object', properties };
}
