/** A column's value type against the type of the field it shows (contract/value-type-fields.ts). */
import type { JsonSchema } from '../api/schema-loader';
import { describeAccepted, VALUE_TYPE_FIELDS, type FieldShape } from '../../contract/value-type-fields';
import type { PageValueType } from '../../contract/generated/page-schema';
import { describeType, typesOf, type FieldType } from './schema-fields';

function fits(shape: FieldShape, field: FieldType): boolean {
  if (shape.type === 'number' ? !['number', 'integer'].includes(field.type) : shape.type !== field.type) return false;
  if (shape.formats && !(field.format && shape.formats.includes(field.format))) return false;
  if (shape.items && !(field.itemTypes && field.itemTypes.every((t) => (shape.items as string[]).includes(t)))) return false;
  return true;
}

/** Why a value type cannot show a field, or undefined when it can (or the field's type is not declared). */
export function valueTypeMismatch(valueType: PageValueType, fieldName: string, field: JsonSchema): string | undefined {
  const accepted = VALUE_TYPE_FIELDS[valueType];
  if (!accepted || accepted.accepts === 'any') return undefined;
  const types = typesOf(field);
  if (!types || !types.length) return undefined;
  const refused = types.filter((t) => !(accepted.accepts as FieldShape[]).some((shape) => fits(shape, t)));
  if (!refused.length) return undefined;
  return `value type '${valueType}' cannot show field '${fieldName}' of type ${types.map(describeType).join(' / ')}; it accepts ${describeAccepted(accepted)}`;
}
