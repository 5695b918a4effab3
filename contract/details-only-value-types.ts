/**
 * The value types only details and drawers draw (src/renderer/details/rich-cells); the schema checker
 * refuses them in a list column. A list of its own, apart from the value-type table with its guide
 * text (./value-type-fields.ts marks the same types `notInLists`, and does not compile when the two
 * differ), so the console reads it without carrying that table.
 */
import type { PageValueType } from './generated/page-schema';

export const DETAILS_ONLY_VALUE_TYPES = ['qrcode', 'code', 'gallery', 'links'] as const satisfies readonly PageValueType[];

export type DetailsOnlyValueType = (typeof DETAILS_ONLY_VALUE_TYPES)[number];
export type ListValueType = Exclude<PageValueType, DetailsOnlyValueType>;

export const isDetailsOnly = (valueType: string | undefined): valueType is DetailsOnlyValueType =>
  (DETAILS_ONLY_VALUE_TYPES as readonly (string | undefined)[]).includes(valueType);
