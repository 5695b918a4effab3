/*
 * Stands in for antd's form hooks module inside antd's Radio.Group, in the browser build only
 * (build/radio-group-name-plugin.ts). Radio.Group takes one helper from it, the field name as an id
 * string; the module itself is Form.useForm, which brings rc-field-form's form store and
 * scroll-into-view (about 5 KB gzipped). Antd's Table imports Radio (and with it Radio.Group) for its
 * selection column, so every list page carried them unused. Same code as antd's helper.
 */
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name: string | number | (string | number)[] | undefined): string {
  return toArray(name).join('_');
}
