import type { ValueTypeDefinition } from '../types';
import { CopyableText } from './CopyButton';

export const copyType: ValueTypeDefinition = {
  render: ({ text }) => <CopyableText text={text} />,
  toText: (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)),
};
