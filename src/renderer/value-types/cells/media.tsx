import { Avatar, Image } from 'antd';
import { isSafeImageSource } from '../safe-url';
import type { ValueTypeDefinition } from '../types';

const firstOf = (value: unknown) => String(Array.isArray(value) ? value[0] : value);

/** A thumbnail that opens a preview; the text of the cell is its address. */
export const imageType: ValueTypeDefinition = {
  render: ({ text }) => (isSafeImageSource(text) ? <Image src={text} alt={text} width={48} height={48} style={{ objectFit: 'cover' }} /> : text),
  toText: (value) => firstOf(value),
};

export const avatarType: ValueTypeDefinition = {
  render: ({ text }) => (isSafeImageSource(text) ? <Avatar src={text} alt={text} /> : <Avatar>{text.slice(0, 1)}</Avatar>),
  toText: (value) => firstOf(value),
};
