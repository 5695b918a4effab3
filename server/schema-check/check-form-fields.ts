/**
 * A form's fields against the operation that receives them and against each other: linkage
 * (reactions) may only name fields of the same form, a widget must send the type the operation takes
 * (contract/widgets.ts), and declared option values and defaults must be values the operation accepts.
 */
import type { JsonSchema } from '../api/schema-loader';
import type { PageCondition, PageForm, PageOption } from '../../contract/generated/page-schema';
import { widgetValue } from '../../contract/widgets';
import { describeType, fieldAt, typesOf, valueFits } from './schema-fields';

type Problem = (pointer: string, message: string) => void;

/** The condition's field paths with their pointers. */
export function conditionFields(condition: PageCondition | undefined, pointer: string, into: [string, string][] = []): [string, string][] {
  if (!condition) return into;
  if ('all' in condition) condition.all.forEach((c, i) => conditionFields(c, `${pointer}/all/${i}`, into));
  else if ('any' in condition) condition.any.forEach((c, i) => conditionFields(c, `${pointer}/any/${i}`, into));
  else if ('not' in condition) conditionFields(condition.not, `${pointer}/not`, into);
  else into.push([condition.field, `${pointer}/field`]);
  return into;
}

/** `$<root>.<path>` references (e.g. `$values.kind`, `$row.id`) in a declared value, with their pointers. */
export function references(root: 'values' | 'row', value: unknown, pointer: string, into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') {
    if (value.startsWith(`$${root}.`)) into.push([value.slice(root.length + 2), pointer]);
  } else if (Array.isArray(value)) value.forEach((v, i) => references(root, v, `${pointer}/${i}`, into));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => references(root, v, `${pointer}/${k}`, into));
  return into;
}

const valueReferences = (value: unknown, pointer: string) => references('values', value, pointer);

/** Reactions name only the form's own fields: a missing source never changes, so its dependant never appears. */
export function checkLinkage(form: PageForm, pointer: string, problem: Problem) {
  const names = form.fields.map((f) => f.field).filter((name): name is string => !!name);
  const known = (path: string) => names.some((name) => path === name || path.startsWith(`${name}.`));
  const fieldList = names.join(', ');
  form.fields.forEach((field, i) => {
    (field.reactions ?? []).forEach((reaction, j) => {
      const at = `${pointer}/fields/${i}/reactions/${j}`;
      if (!field.field) problem(at, 'a field with reactions needs a `field` (the reaction sets its state)');
      reaction.dependencies.forEach((source, k) => {
        if (!known(source))
          problem(`${at}/dependencies/${k}`, `linkage source '${source}' is not a field of this form; its fields: ${fieldList}`);
      });
      for (const [source, where] of conditionFields(reaction.when, `${at}/when`)) {
        if (!known(source)) problem(where, `linkage condition field '${source}' is not a field of this form; its fields: ${fieldList}`);
      }
      for (const part of ['fulfill', 'otherwise'] as const) {
        const state = reaction[part];
        const refs = [
          ...valueReferences(state?.value, `${at}/${part}/value`),
          ...valueReferences(state?.optionsFrom?.params, `${at}/${part}/optionsFrom/params`),
        ];
        for (const [source, where] of refs) {
          if (!known(source)) problem(where, `'$values.${source}' is not a field of this form; its fields: ${fieldList}`);
        }
      }
    });
    for (const [source, where] of valueReferences(field.optionsFrom?.params, `${pointer}/fields/${i}/optionsFrom/params`)) {
      if (!known(source)) problem(where, `'$values.${source}' is not a field of this form; its fields: ${fieldList}`);
    }
  });
}

const formatValue = (v: unknown) => JSON.stringify(v);
export const allowedOf = (schema: JsonSchema) =>
  Array.isArray(schema.enum)
    ? `allowed: ${schema.enum.map(formatValue).join(', ')}`
    : `type ${(typesOf(schema) ?? []).map(describeType).join(' / ')}`;

/** Option values (and a default) must be values the receiving field accepts. */
export function checkOptionValues(
  options: PageOption[] | undefined,
  pointer: string,
  fieldName: string,
  field: JsonSchema,
  problem: Problem,
) {
  const target = field.type === 'array' && field.items && typeof field.items === 'object' ? (field.items as JsonSchema) : field;
  options?.forEach((option, i) => {
    if (!valueFits(target, option.value))
      problem(
        `${pointer}/${i}/value`,
        `option value ${formatValue(option.value)} is not a value of field '${fieldName}' (${allowedOf(target)})`,
      );
  });
}

/** Each form field against the operation's input field of the same name. */
export function checkFieldValues(form: PageForm, pointer: string, input: JsonSchema | undefined, problem: Problem) {
  if (!input) return;
  form.fields.forEach((field, i) => {
    if (!field.field) return;
    const schema = fieldAt(input, field.field);
    if (!schema || schema === 'open') return;
    const at = `${pointer}/fields/${i}`;
    checkOptionValues(field.options, `${at}/options`, field.field, schema, problem);
    if (
      field.default !== undefined &&
      typeof field.default !== 'object' &&
      !/^\$/.test(String(field.default)) &&
      !valueFits(schema, field.default)
    )
      problem(`${at}/default`, `default ${formatValue(field.default)} is not a value of field '${field.field}' (${allowedOf(schema)})`);
    // Without a widget, a field with options is a Select (the console's default); others follow the entity.
    const widget = field.widget ?? (field.options || field.optionsFrom ? 'Select' : undefined);
    const sends = widget && widgetValue(widget, field).sends;
    const types = typesOf(schema);
    if (!sends || sends === 'option' || !types?.length) return;
    const takes = (t: string) => types.some((f) => f.type === t || (f.type === 'number' && t === 'integer'));
    if (!sends.some(takes))
      problem(
        `${at}/widget`,
        `widget '${field.widget ?? 'Select'}'${field.multiple ? ' (multiple)' : ''} sends ${sends.join(' or ')}, but the operation takes field '${field.field}' as ${types.map(describeType).join(' / ')}`,
      );
  });
}
