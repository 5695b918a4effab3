/**
 * What the author gets from each widget, for the generated table of docs/authoring-pages.md. Apart from
 * ./widgets.ts so the console, which reads that table, carries none of this text; a widget without its
 * line here does not compile.
 */
import type { WidgetName } from './widgets';

export const WIDGET_GUIDE: Record<WidgetName, string> = {
  Input: 'a line of text',
  TextArea: 'several lines of text (three rows)',
  Password: 'a hidden text with a show button',
  NumberPicker: 'a number (whole for an integer property)',
  Money: 'an amount with two decimals, sent × 10000',
  Radio: 'one of its options as radio buttons',
  Switch: 'yes/no',
  DatePicker: 'a date (with the time for a `date-time` property)',
  DateRange: 'a start and an end date',
  Rate: 'one to five stars',
  ImageUrl: "an image's address with a preview",
  Select: 'one of its options (searchable), several with `multiple`',
  Checkbox: 'several of its options; without `options` one yes/no box',
  Tree: "a checkable tree of its `optionsFrom`'s items (nested under `children`); the checked keys",
  Upload: 'a file sent to the `upload` operation (its `upload` declaration says what); several with `multiple`',
};
