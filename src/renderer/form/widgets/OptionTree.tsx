import type { PageOptionsFrom } from '@contract/generated/page-schema';
import Spin from 'antd/es/spin';
import Tree, { type DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { callOperation } from '@/renderer/core/call-operation';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';

export interface OptionTreeProps {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** The field's optionsFrom: items with valueField (the key) and labelField (a locale id or text), nested under `children`. */
  source?: PageOptionsFrom;
  scope?: RenderScope;
  id?: string;
  'aria-label'?: string;
}

function itemsOf(data: unknown, itemsField: string | undefined): unknown[] {
  const items = itemsField ? getPath(data, itemsField) : Array.isArray(data) ? data : getPath(data, 'items');
  return Array.isArray(items) ? items : [];
}

/** A checkable tree (antd Tree) of the items an operation answers; its value is the checked keys (a parent checks all below it). */
export function OptionTree({ value, onChange, disabled, readOnly, source, scope, id, 'aria-label': ariaLabel }: OptionTreeProps) {
  const intl = useIntl();
  const [items, setItems] = useState<unknown[] | undefined>(undefined);

  useEffect(() => {
    if (!source) return;
    let live = true;
    callOperation(source.operation, resolveParams(source.params, scope ?? {}), { errorMessageMode: 'none' }).then(
      (data) => live && setItems(itemsOf(data, source.itemsField)),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
    // The tree is asked once per opening of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source?.operation]);

  const treeData = useMemo(() => {
    if (!items || !source) return [];
    const label = (text: string) => (intl.messages[text] !== undefined ? intl.formatMessage({ id: text }) : text);
    const toNode = (item: unknown): DataNode => {
      const children = getPath(item, 'children');
      return {
        key: String(getPath(item, source.valueField)),
        title: label(String(getPath(item, source.labelField) ?? '')),
        children: Array.isArray(children) ? children.map(toNode) : [],
      };
    };
    return items.map(toNode);
  }, [items, source, intl]);

  if (items === undefined) return <Spin size="small" />;
  return (
    <div id={id} role="group" aria-label={ariaLabel} style={{ maxHeight: 360, overflow: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll={false}
        disabled={disabled || readOnly}
        treeData={treeData}
        checkedKeys={value ?? []}
        onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked).map(String))}
      />
    </div>
  );
}
