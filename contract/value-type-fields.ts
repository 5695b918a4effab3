import type { DetailsOnlyValueType } from './details-only-value-types';
import type { PageValueType } from './generated/page-schema';

export { DETAILS_ONLY_VALUE_TYPES, isDetailsOnly, type DetailsOnlyValueType, type ListValueType } from './details-only-value-types';

/** A JSON Schema type a field may have, with the format a string needs where it matters. */
export interface FieldShape {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  /** A string field must declare one of these formats. */
  formats?: string[];
  /** An array field's items must have one of these types. */
  items?: ('string' | 'integer' | 'number' | 'boolean' | 'object')[];
}

export interface ValueTypeFields {
  /** The entity field types the value type draws correctly; `any` takes every type. */
  accepts: FieldShape[] | 'any';
  /** What it shows, for docs/authoring-pages.md. */
  shows: string;
  /** For details and drawers only (src/renderer/details/rich-cells): the checker refuses it in a list column. */
  notInLists?: true;
}

const scalars: FieldShape[] = [{ type: 'string' }, { type: 'integer' }, { type: 'number' }, { type: 'boolean' }];
const numeric: FieldShape[] = [{ type: 'integer' }, { type: 'number' }];
// Dates: text the renderer parses as one (declared by its format) or a Unix time in seconds or milliseconds.
const dates: FieldShape[] = [{ type: 'string', formats: ['date', 'date-time'] }, ...numeric];
const images: FieldShape[] = [{ type: 'string' }, { type: 'array', items: ['string'] }];

/**
 * Which entity field types each value type accepts (what the cells in ./cells read from a value).
 * The schema checker refuses a column whose field has another type; the docs list is generated from it.
 */
export const VALUE_TYPE_FIELDS = {
  text: { accepts: 'any', shows: 'the value as text (an object as JSON)' },
  number: { accepts: numeric, shows: "the number with the locale's separators" },
  money: { accepts: [{ type: 'integer' }], shows: 'a stored amount (× 10000) with two decimals' },
  date: { accepts: dates, shows: 'YYYY-MM-DD in local time' },
  datetime: { accepts: dates, shows: 'YYYY-MM-DD HH:mm:ss in local time' },
  enum: { accepts: scalars, shows: "the option's label, a coloured badge when the option has a `status`" },
  tag: {
    accepts: [...scalars, { type: 'array', items: ['string', 'integer', 'number', 'boolean'] }],
    shows: "one tag per value, coloured by the option's `color`",
  },
  image: {
    accepts: images,
    shows:
      'a thumbnail (the first of an array) of an `https://` or site-relative `/` address, opened in a new tab on a click, or of a `data:image/` PNG, JPEG, GIF, WebP or SVG URL (base64 or percent-encoded); any other value as text',
  },
  avatar: { accepts: images, shows: 'a round avatar of the same image sources as `image`, else the first letter' },
  link: {
    accepts: [{ type: 'string' }, ...numeric],
    shows: 'a console route from `link` (e.g. `/notice/details?id={id}`), else a web address opened in a new tab',
  },
  copy: { accepts: [{ type: 'string' }, ...numeric], shows: 'the value with a copy button' },
  switch: {
    accepts: [{ type: 'boolean' }, { type: 'string' }, { type: 'integer' }],
    shows: 'a switch calling `switch.operation`; `checkedValue`/`uncheckedValue` (default true/false) must be values of the field',
  },
  progress: { accepts: numeric, shows: 'a bar of 0–100 %' },
  percent: { accepts: numeric, shows: 'a fraction 0–1 as a percentage with at most one decimal (0.125 → 12.5%), e.g. a click rate' },
  boolean: {
    accepts: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string' }],
    shows: 'yes/no with a dot (true, 1, "1" and "true" are yes)',
  },
  qrcode: {
    accepts: [{ type: 'string' }],
    shows: 'a QR code of the text (a phone scans it), the text and a copy button beneath',
    notInLists: true,
  },
  code: { accepts: [{ type: 'string' }], shows: 'a monospaced block with a copy button (e.g. an integration snippet)', notInLists: true },
  gallery: { accepts: images, shows: 'image addresses as thumbnails, each opening the full image', notInLists: true },
  links: {
    accepts: [{ type: 'string' }, { type: 'array', items: ['string', 'object'] }],
    shows: 'addresses (strings, or objects of label, url and short_url), each with a copy button',
    notInLists: true,
  },
} satisfies Record<PageValueType, ValueTypeFields> & MarkedAsListed;

/** A value type's entry marks `notInLists` exactly when ./details-only-value-types.ts lists it. */
type MarkedAsListed = {
  [K in PageValueType]: K extends DetailsOnlyValueType ? { notInLists: true } : { notInLists?: never };
};

/** How a field shape reads in a message or the docs, e.g. `string (format date or date-time)`. */
export function describeShape(shape: FieldShape): string {
  if (shape.formats) return `${shape.type} (format ${shape.formats.join(' or ')})`;
  if (shape.items) return `array of ${shape.items.join('/')}`;
  return shape.type;
}

export const describeAccepted = (fields: ValueTypeFields): string =>
  fields.accepts === 'any' ? 'any' : fields.accepts.map(describeShape).join(', ');
