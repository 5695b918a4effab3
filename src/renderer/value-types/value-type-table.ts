import type { PageValueType } from '@/api/generated/page-schema';
import { enumType, tagType } from './cells/choice';
import { copyType } from './cells/copy';
import { linkType } from './cells/link';
import { avatarType, imageType } from './cells/media';
import { booleanType, dateTimeType, dateType, moneyType, numberType, textType } from './cells/plain';
import { progressType } from './cells/progress';
import { switchType } from './cells/switch';
import type { ValueTypeDefinition } from './types';

/** Every value type a column may declare (the closed vocabulary of page-body.schema.json). */
export const valueTypes: Record<PageValueType, ValueTypeDefinition> = {
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
  boolean: booleanType,
};

export const valueTypeOf = (valueType: PageValueType | undefined): ValueTypeDefinition => valueTypes[valueType ?? 'text'] ?? textType;
