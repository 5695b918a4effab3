import type { ComponentType } from 'react';
import { rendererRegistry, type ValueTypeProps } from '@/renderer/core/registry';

/** A hand-written value type; `toText` gives its CSV text (default: the value as a string). */
export type RegisteredValueType = ComponentType<ValueTypeProps> & {
  toText?: (value: unknown, row: Record<string, unknown>) => string;
};

export function registeredValueType(name: string | undefined): RegisteredValueType | undefined {
  return name ? (rendererRegistry.get('valueType', name) as RegisteredValueType | undefined) : undefined;
}
