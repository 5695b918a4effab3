// The form's screens load as one chunk: a modal or drawer of a list or details, and a form page share
// the form session and body, which would otherwise be split into a chunk of their own.
import './forget-options-on-change';
export { SchemaFormModal } from './SchemaFormModal';
export { SchemaFormPage } from './SchemaFormPage';
