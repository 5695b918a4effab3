// One module per component: the package's index imports every component (tables, uploads, cascaders…).
import { PreviewText } from '@formily/antd-v5/esm/preview-text';
import { Select } from '@formily/antd-v5/esm/select';
import { Switch } from '@formily/antd-v5/esm/switch';
import { connect, mapReadPretty, type JSXComponent } from '@formily/react';
// antd's Input index also brings TextArea, Password, Search and OTP; filter forms need the input alone.
import AntdInput from 'antd/es/input/Input';
import type { PageFormField } from '@contract/generated/page-schema';
import { resolveValue } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import type { WidgetName } from '@contract/widgets';
import { propertyType, type JsonSchema } from './entity-rules';
import { lazyWidget } from './widgets/lazy-widget';
import { Checkbox, DatePicker, ImageUrl, Money, NumberPicker, Password, Radio, Rate, TextArea } from './widgets/lazy-widgets';

// Formily's Input always adds a suffix slot (for a loading icon), which makes antd wrap every input in
// an affix box; text inputs never load, so they go without (about twice as fast to render).
const Input = connect(AntdInput, mapReadPretty(PreviewText.Input));

export interface WidgetPropsInput {
  field: PageFormField;
  /** The entity's property the field edits, when the form names an entity. */
  property: JsonSchema | undefined;
  scope: RenderScope;
}

/** How the console draws a widget; what it holds and sends is its entry in contract/widgets.ts. */
export interface WidgetView {
  /** Registered in SchemaField under the widget's name. */
  component: JSXComponent;
  /** Drawn instead when the field has no `options` (a lone Checkbox is one yes/no box). */
  withoutOptions?: JSXComponent;
  /** Props beyond the label and placeholder every widget gets. */
  props?: (input: WidgetPropsInput) => Record<string, unknown>;
}

const fullWidth = { width: '100%' };
const datePickerProps = ({ property }: WidgetPropsInput) => ({
  style: fullWidth,
  ...(property?.format === 'date-time' ? { showTime: true } : {}),
});

/**
 * Every built-in widget of the page schema: its component and props. Every component but Input, Select
 * and Switch (the usual filters) loads when a form first shows it (./widgets/lazy-widgets.ts).
 */
export const WIDGET_VIEWS: Record<WidgetName, WidgetView> = {
  Input: { component: Input },
  // Fixed rows: auto-sizing measures a hidden copy of every text area on each render.
  TextArea: { component: TextArea, props: () => ({ rows: 3 }) },
  Password: { component: Password },
  NumberPicker: {
    component: NumberPicker,
    props: ({ property }) => ({ style: fullWidth, ...(propertyType(property) === 'integer' ? { precision: 0 } : {}) }),
  },
  Money: { component: Money },
  Select: {
    component: Select,
    props: ({ field }) => ({
      allowClear: true,
      showSearch: true,
      optionFilterProp: 'label',
      ...(field.multiple ? { mode: 'multiple' } : {}),
    }),
  },
  Radio: { component: Radio.Group },
  Checkbox: { component: Checkbox.Group, withoutOptions: Checkbox },
  Switch: { component: Switch },
  DatePicker: { component: DatePicker, props: datePickerProps },
  DateRange: { component: DatePicker.RangePicker, props: datePickerProps },
  Rate: { component: Rate },
  ImageUrl: { component: ImageUrl },
  Tree: {
    component: lazyWidget(
      () => import('./widgets/OptionTree'),
      (m) => m.OptionTree,
    ),
    props: ({ field, scope }) => ({ source: field.optionsFrom, scope }),
  },
  Upload: {
    // Only forms show it (never a list's filters); its code loads with the first form that does.
    component: lazyWidget(
      () => import('./widgets/upload/FileUpload'),
      (m) => m.FileUpload,
    ),
    // The widget gets its declaration with the app resolved (e.g. $query.app_id → the id).
    props: ({ field, scope }) => ({
      upload: { ...field.upload, appId: resolveValue(field.upload?.appId, scope) },
      multiple: field.multiple,
    }),
  },
};

/** The name SchemaField knows a widget's component by (the lone Checkbox has its own). */
export const componentName = (widget: WidgetName, field: PageFormField): string =>
  !field.options && WIDGET_VIEWS[widget].withoutOptions ? `${widget}WithoutOptions` : widget;

/** SchemaField's components: each widget's under its name, a variant without options under `<name>WithoutOptions`. */
export const widgetComponents = (): Record<string, JSXComponent> =>
  Object.fromEntries(
    Object.entries(WIDGET_VIEWS).flatMap(([name, view]) => [
      [name, view.component],
      ...(view.withoutOptions ? [[`${name}WithoutOptions`, view.withoutOptions]] : []),
    ]),
  );

/** The widget a field gets when the page schema names none: from its options or its entity property. */
export function defaultWidget(field: PageFormField, property: JsonSchema | undefined): WidgetName {
  if (field.options || field.optionsFrom || Array.isArray(property?.enum)) return 'Select';
  const type = propertyType(property);
  if (type === 'integer' || type === 'number') return 'NumberPicker';
  if (type === 'boolean') return 'Switch';
  if (property?.format === 'date-time' || property?.format === 'date') return 'DatePicker';
  return 'Input';
}
