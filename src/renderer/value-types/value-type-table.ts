import type { PageValueType } from '@contract/generated/page-schema';
import { enumType, tagType } from './cells/choice';
import { copyType } from './cells/copy';
import { linkType } from './cells/link';
import { avatarType, imageType } from './cells/media';
import { booleanType, dateTimeType, dateType, moneyType, numberType, textType } from './cells/plain';
import { percentType, progressType } from './cells/progress';
import { switchType } from './cells/switch';
import type { ValueTypeDefinition } from './types';
import type { ListValueType } from '@contract/details-only-value-types';

/**
 * The cell of every value type a list column may declare; those marked `notInLists` in
 * ./value-type-fields.ts are drawn by src/renderer/details/rich-cells instead.
 */
export const valueTypes: Record<ListValueType, ValueTypeDefinition> = {
  text: textType,
  number: numberType,
  money: moneyType,
  date: dateType,
  datetime: dateTimeType,
  enum: enumType,
  tag: tagType,
  image: imageType,
  avatar: avatarType,
  link: linkType,
  copy: copyType,
  switch: switchType,
  progress: progressType,
  percent: percentType,
  boolean: booleanType,
};

export const valueTypeOf = (valueType: PageValueType | undefined): ValueTypeDefinition =>
  valueTypes[(valueType ?? 'text') as ListValueType] ?? textType;
