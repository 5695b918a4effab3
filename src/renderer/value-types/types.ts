import type { ReactNode } from 'react';
import type { PageColumn } from '@contract/generated/page-schema';

export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** Looks up a locale message id (react-intl's formatMessage or the app's t()). */
export type Translate = (id: string, values?: MessageValues) => string;

/** An option of an enum, tag or switch column: declared (label is a locale id) or loaded (label is data). */
export interface ResolvedOption {
  value: unknown;
  /** A locale id to translate (declared options). */
  labelId?: string;
  /** Plain text from the server (options loaded with optionsFrom). */
  text?: string;
  status?: 'success' | 'processing' | 'default' | 'error' | 'warning';
  color?: string;
}

/** What turning a non-empty value into text may use. */
export interface TextContext {
  column: PageColumn;
  row: Record<string, unknown>;
  t: Translate;
  /** BCP 47 tag for number and money formatting. */
  locale: string;
  /** The column's options (declared or already loaded); empty when it has none. */
  options: ResolvedOption[];
}

export interface CellProps {
  column: PageColumn;
  row: Record<string, unknown>;
  value: unknown;
}

export interface CellRenderProps extends CellProps {
  /** What toText gives for the value. */
  text: string;
  options: ResolvedOption[];
  t: Translate;
}

/** One value type: how its cell looks and the plain text of a value (CSV export, conformance). */
export interface ValueTypeDefinition {
  /** Renders a non-empty value; `text` is what toText gives for it. */
  render(props: CellRenderProps): ReactNode;
  toText(value: unknown, context: TextContext): string;
}
