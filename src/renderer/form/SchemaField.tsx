// One module per component: the package's index imports every component (tables, uploads, cascaders…).
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { PreviewText } from '@formily/antd-v5/esm/preview-text';
import { Select } from '@formily/antd-v5/esm/select';
import { Switch } from '@formily/antd-v5/esm/switch';
import { connect, createSchemaField, mapReadPretty } from '@formily/react';
// antd's Input index also brings TextArea, Password, Search and OTP; filter forms need the input alone.
import AntdInput from 'antd/es/input/Input';
import './safe-compiler';
import { Checkbox, DatePicker, ImageUrl, Money, NumberPicker, Password, Radio, Rate, TextArea } from './widgets/lazy-widgets';

// Formily's Input always adds a suffix slot (for a loading icon), which makes antd wrap every input in
// an affix box; text inputs never load, so they go without (about twice as fast to render).
const Input = Object.assign(connect(AntdInput, mapReadPretty(PreviewText.Input)), { TextArea });

/** Renders a Formily schema built by buildFormSchema with the built-in widgets (the meta-schema's `widget` names). */
export const SchemaField = createSchemaField({
  components: { FormItem, Input, Password, NumberPicker, Select, Radio, Checkbox, Switch, DatePicker, Rate, Money, ImageUrl },
});
