export { buildFormSchema, type FormSchemaContext } from './build-form-schema';
export { SchemaField } from './SchemaField';
export { SchemaFormModal, type SchemaFormProps } from './SchemaFormModal';
export { SchemaFormDrawer } from './SchemaFormDrawer';
export { SchemaFormBody } from './SchemaFormBody';
export { useFormSession, type FormSession } from './use-form-session';
export { useFormilyMessages } from './validate-locale';
export { Money } from './widgets/Money';
export { ImageUrl } from './widgets/ImageUrl';
