export { SchemaDescriptions, type SchemaDescriptionsProps } from './SchemaDescriptions';
export { SchemaDetailsDrawer, type SchemaDetailsDrawerProps } from './SchemaDetailsDrawer';
export { SchemaDetailsPage, type SchemaDetailsPageProps } from './SchemaDetailsPage';
