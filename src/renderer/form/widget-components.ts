import type { PageFormField } from '@contract/generated/page-schema';
import { propertyType, type JsonSchema } from './entity-rules';

/** Built-in widget names of the page schema → Formily component names in SchemaField. */
export const BUILT_IN_WIDGETS: Record<string, string> = {
  Input: 'Input',
  TextArea: 'Input.TextArea',
  Password: 'Password',
  NumberPicker: 'NumberPicker',
  Money: 'Money',
  Select: 'Select',
  Radio: 'Radio.Group',
  Checkbox: 'Checkbox.Group',
  Switch: 'Switch',
  DatePicker: 'DatePicker',
  DateRange: 'DatePicker.RangePicker',
  Rate: 'Rate',
  ImageUrl: 'ImageUrl',
  Upload: 'Upload',
};

/** The widget a field gets when the page schema names none: from its options or its entity property. */
export function defaultWidget(field: PageFormField, property: JsonSchema | undefined): string {
  if (field.options || field.optionsFrom || Array.isArray(property?.enum)) return 'Select';
  const type = propertyType(property);
  if (type === 'integer' || type === 'number') return 'NumberPicker';
  if (type === 'boolean') return 'Switch';
  if (property?.format === 'date-time' || property?.format === 'date') return 'DatePicker';
  return 'Input';
}
