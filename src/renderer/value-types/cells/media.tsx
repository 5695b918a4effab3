import { Avatar } from 'antd';
import { isSafeImageSource } from '../safe-url';
import type { ValueTypeDefinition } from '../types';

const firstOf = (value: unknown) => String(Array.isArray(value) ? value[0] : value);

/** A thumbnail that opens the full image in a new tab; the text of the cell is its address. */
export const imageType: ValueTypeDefinition = {
  render: ({ text }) =>
    isSafeImageSource(text) ? (
      <a href={text} target="_blank" rel="noopener noreferrer">
        <img src={text} alt={text} width={48} height={48} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} />
      </a>
    ) : (
      text
    ),
  toText: (value) => firstOf(value),
};

export const avatarType: ValueTypeDefinition = {
  render: ({ text }) => (isSafeImageSource(text) ? <Avatar src={text} alt={text} /> : <Avatar>{text.slice(0, 1)}</Avatar>),
  toText: (value) => firstOf(value),
};
