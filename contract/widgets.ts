/**
 * The built-in form widgets (the `widget` names of schemas/meta/page-body.schema.json): what each one
 * holds and which operation fields it may fill. Plain data, read by the console (src/renderer/form/
 * widget-components.ts adds each widget's component and props), the schema checker
 * (server/schema-check/check-form-fields.ts) and the generated table of docs/authoring-pages.md.
 */
import type { PageFormField } from './generated/page-schema';

export type WidgetName = NonNullable<PageFormField['widget']>;

/** A JSON Schema type of the operation field a widget fills. */
export type SentType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

export interface WidgetValue {
  /**
   * The value's Formily field type; `text`: a string, or a list of strings when the entity's property
   * is an array.
   */
  holds: 'text' | 'string' | 'string[]' | 'number' | 'boolean';
  /**
   * The types of operation field it may fill; `option`: one of its options' values (checked against
   * the field as options).
   */
  sends: SentType[] | 'option';
}

export interface WidgetContract extends WidgetValue {
  /** With `multiple: true` (several choices or files); a widget without it ignores `multiple`. */
  multiple?: WidgetValue;
  /** Without `options` (a lone Checkbox is a yes/no box). */
  withoutOptions?: WidgetValue;
}

const text: WidgetValue = { holds: 'text', sends: ['string'] };
const option: WidgetValue = { holds: 'text', sends: 'option' };
const numbers: WidgetValue = { holds: 'number', sends: ['integer', 'number'] };

export const WIDGETS: Record<WidgetName, WidgetContract> = {
  Input: text,
  TextArea: text,
  Password: text,
  NumberPicker: numbers,
  Money: { holds: 'number', sends: ['integer'] },
  Select: {
    ...option,
    multiple: { holds: 'string[]', sends: ['array'] },
  },
  Radio: option,
  Checkbox: {
    holds: 'string[]',
    sends: ['array'],
    withoutOptions: { holds: 'boolean', sends: ['boolean'] },
  },
  Switch: { holds: 'boolean', sends: ['boolean'] },
  DatePicker: text,
  DateRange: { holds: 'string[]', sends: ['array'] },
  Rate: numbers,
  ImageUrl: text,
  Upload: {
    holds: 'string',
    sends: ['string'],
    multiple: { holds: 'string[]', sends: ['array'] },
  },
  Tree: { holds: 'string[]', sends: ['array'] },
};

/** What a declared field's widget holds and sends, after its `multiple` and `options`. */
export function widgetValue(widget: WidgetName, field: Pick<PageFormField, 'multiple' | 'options'>): WidgetValue {
  const contract = WIDGETS[widget];
  if (field.multiple && contract.multiple) return contract.multiple;
  if (!field.options && contract.withoutOptions) return contract.withoutOptions;
  return contract;
}
