import type { PageForm } from '@contract/generated/page-schema';

/** The channel create form as a page schema would declare it (required from the page, other rules from the channel entity). */
export const createChannelForm: PageForm = {
  title: 'channel.modal.create',
  operation: 'channelAdd',
  entity: 'channel',
  success: 'channel.saved',
  fields: [
    {
      field: 'app_id',
      title: 'channel.field.app',
      widget: 'Select',
      required: true,
      optionsFrom: { operation: 'appList', valueField: 'app_id', labelField: 'app_name' },
    },
    { field: 'name', title: 'channel.field.name', required: true },
    { field: 'code', title: 'channel.field.code', description: 'channel.codeHelp' },
    { field: 'remark', title: 'channel.field.remark', widget: 'TextArea' },
  ],
};

export const apps = [
  { app_id: 'shop001', app_name: 'Demo shop' },
  { app_id: 'game002', app_name: 'Puzzle game' },
];

/** A form with N fields of every built-in kind that renders without a server (the bench uses it too). */
export function manyFieldsForm(count: number): PageForm {
  const widgets = ['Input', 'TextArea', 'NumberPicker', 'Money', 'Select', 'Switch', 'Radio', 'DatePicker', 'Checkbox', 'Rate'] as const;
  const fields = Array.from({ length: count }, (_, index) => {
    const widget = widgets[index % widgets.length];
    const options =
      widget === 'Select' || widget === 'Radio' || widget === 'Checkbox'
        ? [
            { value: 'enabled', label: 'channel.state.enabled' },
            { value: 'disabled', label: 'channel.state.disabled' },
          ]
        : undefined;
    return { field: `field_${index + 1}`, title: `fixture.field${index + 1}`, widget, options, span: 12 };
  });
  return { title: 'channel.modal.create', operation: 'channelAdd', fields: fields as PageForm['fields'] };
}

/** Labels of manyFieldsForm's fields ("Field 1", ...), as a fixture page would add them to its locale file. */
export function manyFieldsMessages(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`fixture.field${index + 1}`, `Field ${index + 1}`]));
}
