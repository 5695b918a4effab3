export { LoadingState } from './LoadingState';
export { ErrorState } from './ErrorState';
export { EmptyState } from './EmptyState';
export { useOperationData, type OperationData } from './use-operation-data';
