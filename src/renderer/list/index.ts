export { SchemaList, VIRTUAL_ROWS_FROM, type SchemaListProps } from './SchemaList';
export { createListController, paramsKey, type ListController, type ListPage, type ListState } from './list-controller';
export { toRequestParams, type ListQuery, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-query';
export { readListQuery, writeListQuery } from './url-state';
export { ActionButton, useActionVisible, type ActionButtonProps } from './actions/ActionButton';
export { ListActionsContext, useListActions, type ListActions } from './actions/list-actions-context';
export { runOperationAction } from './actions/run-operation';
export { applyColumnSetting, loadColumnSetting, saveColumnSetting, columnSettingScope, type ColumnSetting } from './column-settings';
export { ACTION_ICON_NAMES } from './actions/action-icon';
