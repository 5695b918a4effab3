import { Avatar } from 'antd';
import { isImageDataUrl, isSafeImageSource } from '../safe-url';
import type { CellRenderProps, ValueTypeDefinition } from '../types';

const firstOf = (value: unknown) => String(Array.isArray(value) ? value[0] : value);

/** An address describes its image; an image carried in the value (hundreds of characters of data) is named by its column. */
const altOf = ({ text, column, t }: CellRenderProps) => (isImageDataUrl(text) ? t(column.title) : text);

/**
 * A thumbnail; one at an address opens the full image in a new tab. An image carried in the value is not
 * a link: browsers refuse to open data: addresses in a tab, and an SVG opened as a page could run script.
 */
export const imageType: ValueTypeDefinition = {
  render: (props) => {
    const { text } = props;
    if (!isSafeImageSource(text)) return text;
    const image = (
      <img src={text} alt={altOf(props)} width={48} height={48} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} />
    );
    return isImageDataUrl(text) ? (
      image
    ) : (
      <a href={text} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  },
  toText: (value) => firstOf(value),
};

export const avatarType: ValueTypeDefinition = {
  render: (props) =>
    isSafeImageSource(props.text) ? <Avatar src={props.text} alt={altOf(props)} /> : <Avatar>{props.text.slice(0, 1)}</Avatar>,
  toText: (value) => firstOf(value),
};
