import type { ISchema } from '@formily/react';
import type { PageFormField } from '@contract/generated/page-schema';
import type { CanFn } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { entityProperty, propertyType, rulesFromProperty, type JsonSchema } from './entity-rules';
import { reactionsOf } from './field-reactions';
import { enumOptions, translateOptions } from './options';
import { widgetValue, type WidgetName } from '@contract/widgets';
import { componentName, defaultWidget, WIDGET_VIEWS } from './widget-components';

export interface FormSchemaContext {
  /** Translates a locale id (react-intl's formatMessage). */
  t: (id: string, values?: Record<string, unknown>) => string;
  /** The entity's JSON Schema: lengths, limits, pattern, formats and enums become rules. */
  entitySchema?: Record<string, unknown>;
  /** The operation's own rules for a field, over the entity's (./input-rules.ts; a filter form has none). */
  inputRules?: (field: string) => { property?: JsonSchema; required: boolean };
  /** What a pattern allows, in words (src/renderer/form/pattern-message.ts; a filter form goes without). */
  patternText?: (pattern: string) => string | undefined;
  /** What references in reactions and optionsFrom parameters resolve against ($row, $query, ...; $values is the form's). */
  scope?: RenderScope;
  /** Leaves out fields whose permission is not met. */
  can?: CanFn;
}

/** The Formily type of what the widget holds (contract/widgets.ts); `text` follows the entity property. */
function valueType(widget: WidgetName, field: PageFormField, property: JsonSchema | undefined): string {
  const { holds } = widgetValue(widget, field);
  if (holds !== 'text') return holds;
  return propertyType(property) === 'array' ? 'string[]' : 'string';
}

function fieldSchema(field: PageFormField & { field: string }, ctx: FormSchemaContext): ISchema {
  const { t, scope = {} } = ctx;
  const input = ctx.inputRules?.(field.field);
  const property = input?.property ?? entityProperty(ctx.entitySchema, field.field);
  const widget = field.widget ?? defaultWidget(field, property);
  const options = field.options ? translateOptions(field.options, t) : enumOptions(property?.enum);
  const reactions = reactionsOf(field, scope);
  const title = field.title ? t(field.title) : field.field;
  const schema: ISchema = {
    type: valueType(widget, field, property),
    title,
    // The page or the operation decides what a form requires: an entity's `required` describes stored records, not input.
    required: field.required ?? input?.required ?? false,
    'x-decorator': 'FormItem',
    'x-decorator-props': { style: { gridColumn: `span ${field.span ?? 24}` } },
    'x-component': componentName(widget, field),
    // Formily's FormItem label is not tied to the control, so the control carries the label itself.
    'x-component-props': {
      'aria-label': title,
      ...(field.placeholder ? { placeholder: t(field.placeholder) } : {}),
      ...WIDGET_VIEWS[widget].props?.({ field, property, scope }),
    },
  };
  const rules = rulesFromProperty(property, t, widget === 'Money', ctx.patternText);
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
