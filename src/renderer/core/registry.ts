import type { ComponentType } from 'react';

export interface ValueTypeProps {
  value: unknown;
  row: Record<string, unknown>;
}

/** Formily-compatible widget props: value and onChange, plus whatever the schema passes. */
export interface WidgetProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  [key: string]: unknown;
}

export interface PagePartProps {
  props?: Record<string, unknown>;
}

type Kind = 'valueType' | 'widget' | 'pagePart';

const registries: Record<Kind, Map<string, ComponentType<any>>> = {
  valueType: new Map(),
  widget: new Map(),
  pagePart: new Map(),
};

/** One registry of hand-written renderer parts, by kind and name. Later registrations replace earlier ones. */
export const rendererRegistry = {
  registerValueType: (name: string, component: ComponentType<ValueTypeProps>) => registries.valueType.set(name, component),
  registerWidget: (name: string, component: ComponentType<WidgetProps>) => registries.widget.set(name, component),
  registerPagePart: (name: string, component: ComponentType<PagePartProps>) => registries.pagePart.set(name, component),
  get: (kind: Kind, name: string) => registries[kind].get(name),
  names: (kind: Kind) => [...registries[kind].keys()].sort(),
};
