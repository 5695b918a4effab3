import { lazyWidget } from './lazy-widget';

// Formily looks sub-components up by path ('Radio.Group', 'DatePicker.RangePicker'), so each keeps its shape.
const datePicker = () => import('@formily/antd-v5/esm/date-picker');
const radio = () => import('@formily/antd-v5/esm/radio');
const checkbox = () => import('@formily/antd-v5/esm/checkbox');

export const DatePicker = Object.assign(
  lazyWidget(datePicker, (m) => m.DatePicker),
  { RangePicker: lazyWidget(datePicker, (m) => m.DatePicker.RangePicker) },
);
export const Radio = Object.assign(
  lazyWidget(radio, (m) => m.Radio),
  { Group: lazyWidget(radio, (m) => m.Radio.Group) },
);
export const Checkbox = Object.assign(
  lazyWidget(checkbox, (m) => m.Checkbox),
  { Group: lazyWidget(checkbox, (m) => m.Checkbox.Group) },
);
export const NumberPicker = lazyWidget(
  () => import('@formily/antd-v5/esm/number-picker'),
  (m) => m.NumberPicker,
);
export const TextArea = lazyWidget(
  () => import('@formily/antd-v5/esm/input'),
  (m) => m.Input.TextArea,
);
export const Password = lazyWidget(
  () => import('@formily/antd-v5/esm/password'),
  (m) => m.Password,
);
export const Rate = lazyWidget(
  () => import('antd/es/rate'),
  (m) => m.default,
);
export const Money = lazyWidget(
  () => import('./Money'),
  (m) => m.Money,
);
export const ImageUrl = lazyWidget(
  () => import('./ImageUrl'),
  (m) => m.ImageUrl,
);
