import { FormItem } from '@formily/antd-v5/esm/form-item';
import { createSchemaField } from '@formily/react';
import './safe-compiler';
import { widgetComponents } from './widget-components';

/** Renders a Formily schema built by buildFormSchema with the built-in widgets (./widget-components.ts). */
export const SchemaField = createSchemaField({ components: { FormItem, ...widgetComponents() } });
