import {
  Checkbox,
  DatePicker,
  FormItem,
  Input as FormilyInput,
  NumberPicker,
  Password,
  PreviewText,
  Radio,
  Select,
  Switch,
} from '@formily/antd-v5';
import { connect, createSchemaField, mapReadPretty } from '@formily/react';
import { Input as AntdInput, Rate } from 'antd';
import type { ComponentType } from 'react';
import { rendererRegistry } from '@/renderer/core/registry';
import './safe-compiler';
import { ImageUrl } from './widgets/ImageUrl';
import { Money } from './widgets/Money';

// Formily's Input always adds a suffix slot (for a loading icon), which makes antd wrap every input in
// an affix box; text inputs never load, so they go without (about twice as fast to render).
const Input = Object.assign(connect(AntdInput, mapReadPretty(PreviewText.Input)), { TextArea: FormilyInput.TextArea });

/**
 * Renders a Formily schema built by buildFormSchema. Built-in widgets are here; widgets registered in
 * the renderer registry are passed per render (see registeredWidgets), so late registrations count.
 */
export const SchemaField = createSchemaField({
  components: { FormItem, Input, Password, NumberPicker, Select, Radio, Checkbox, Switch, DatePicker, Rate, Money, ImageUrl },
});

/** The widgets registered by name in the renderer registry, for SchemaField's `components` prop. */
export function registeredWidgets(): Record<string, ComponentType<any>> {
  const components: Record<string, ComponentType<any>> = {};
  for (const name of rendererRegistry.names('widget')) {
    const component = rendererRegistry.get('widget', name);
    if (component) components[name] = component;
  }
  return components;
}
