import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import type { PageFormField } from '@contract/generated/page-schema';
import { buildFormSchema } from '@/renderer/form/build-form-schema';
import { inputRulesOf } from '@/renderer/form/input-rules';
import { widgetComponents } from '@/renderer/form/widget-components';
import { WIDGETS, type WidgetName } from '../../../../contract/widgets';

const t = (id: string) => `«${id}»`;
const entitySchema = {
  properties: {
    count: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    tags: { type: 'array', items: { type: 'string' } },
  },
};
const fieldOf = (field: PageFormField, scope = {}): ISchema =>
  (buildFormSchema([field], { t, entitySchema, scope }).properties as Record<string, ISchema>)[field.field!]!;

describe('form schema from the widget table', () => {
  it('draws every widget of the contract with a component SchemaField knows', () => {
    const components = widgetComponents();
    for (const widget of Object.keys(WIDGETS) as WidgetName[]) {
      for (const field of [
        { field: 'x', widget },
        { field: 'x', widget, options: [{ value: 'a', label: 'o.a' }] },
      ]) {
        expect(
          components[fieldOf(field)['x-component'] as string],
          `${widget} ${field.options ? 'with' : 'without'} options`,
        ).toBeDefined();
      }
    }
  });

  it('holds what the contract says, after multiple and options', () => {
    expect(fieldOf({ field: 'x', widget: 'Checkbox' })).toMatchObject({ type: 'boolean', 'x-component': 'CheckboxWithoutOptions' });
    expect(fieldOf({ field: 'x', widget: 'Checkbox', options: [{ value: 'a', label: 'o.a' }] })).toMatchObject({
      type: 'string[]',
      'x-component': 'Checkbox',
    });
    expect(fieldOf({ field: 'x', widget: 'Select', multiple: true })).toMatchObject({
      type: 'string[]',
      'x-component-props': { mode: 'multiple', 'aria-label': 'x' },
    });
    expect(fieldOf({ field: 'x', widget: 'Select' }).type).toBe('string');
    expect(fieldOf({ field: 'tags', widget: 'Input' }).type).toBe('string[]');
    expect(fieldOf({ field: 'x', widget: 'Money' }).type).toBe('number');
    expect(fieldOf({ field: 'x', widget: 'DateRange' }).type).toBe('string[]');
  });

  it("gives each widget its props from the field, the entity's property and the scope", () => {
    expect(fieldOf({ field: 'count', widget: 'NumberPicker', placeholder: 'p.count' })['x-component-props']).toEqual({
      'aria-label': 'count',
      placeholder: '«p.count»',
      style: { width: '100%' },
      precision: 0,
    });
    expect(fieldOf({ field: 'at', title: 'f.at' })).toMatchObject({
      'x-component': 'DatePicker',
      'x-component-props': { 'aria-label': '«f.at»', showTime: true },
    });
    expect(
      fieldOf(
        { field: 'x', widget: 'Upload', multiple: true, upload: { fileType: 'screenshot', appId: '$query.app_id' } },
        { query: { app_id: '7' } },
      ),
    ).toMatchObject({ type: 'string[]', 'x-component-props': { upload: { fileType: 'screenshot', appId: '7' }, multiple: true } });
  });
});

describe('form rules from the operation the form submits', () => {
  const inputSchema = {
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', pattern: '^[A-Za-z0-9_.-]{3,32}$' },
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 6, maxLength: 128 },
    },
  };
  const schemaOf = (fields: PageFormField[]) =>
    buildFormSchema(fields, { t, inputRules: inputRulesOf(inputSchema, undefined) }).properties as Record<string, ISchema>;

  it('checks what the operation checks, without an entity, and requires what it requires', () => {
    const properties = schemaOf([
      { field: 'username', widget: 'Input' },
      { field: 'email', widget: 'Input' },
      { field: 'password', widget: 'Password' },
    ]);
    expect(properties.username).toMatchObject({ required: true, 'x-validator': [{ pattern: '^[A-Za-z0-9_.-]{3,32}$' }] });
    expect(properties.email).toMatchObject({ required: false, 'x-validator': [{ maxLength: 254 }, { format: 'email' }] });
    expect(properties.password).toMatchObject({ required: true, 'x-validator': [{ minLength: 6 }, { maxLength: 128 }] });
  });

  it('does not ask for a value the operation takes empty (a chat id left empty unbinds)', () => {
    const chat = { required: ['chat_id'], properties: { chat_id: { type: 'string', pattern: '^(-?[0-9]{1,20})?$' } } };
    const [field] = Object.values(
      buildFormSchema([{ field: 'chat_id', widget: 'Input' }], { t, inputRules: inputRulesOf(chat, undefined) }).properties as Record<
        string,
        ISchema
      >,
    );
    expect(field).toMatchObject({ required: false });
  });
});
