/**
 * The tables of docs/authoring-pages.md that repeat what the code knows (value types and the field
 * types each accepts, widgets and what each sends, bundled icon names), written between markers by `npm run gen` so the guide and
 * the checker read one source.
 */
import { WIDGET_GUIDE } from '../contract/widget-guide';
import { WIDGETS, type WidgetName, type WidgetValue } from '../contract/widgets';
import { ICON_NAMES } from '../contract/icon-names';
import { defaultFilterWidget } from '../contract/filter-param-keys';
import { describeAccepted, VALUE_TYPE_FIELDS } from '../contract/value-type-fields';
import type { PageValueType } from '../contract/generated/page-schema';

const code = (s: string) => `\`${s}\``;

function valueTypesTable(): string {
  const rows = Object.entries(VALUE_TYPE_FIELDS).map(([name, fields]) => {
    const widget = defaultFilterWidget({ field: 'x', title: 'x.x', valueType: name as PageValueType });
    const filter = 'notInLists' in fields ? 'none: details and drawers only' : widget;
    return `| ${code(name)} | ${fields.shows} | ${describeAccepted(fields)} | ${filter} |`;
  });
  return ['| value type | shows | entity field types it accepts | filter widget (`filter: true`) |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}

const sendsText = (value: WidgetValue) => (value.sends === 'option' ? "an option's value" : value.sends.join(' or '));

function widgetsTable(): string {
  const rows = Object.entries(WIDGETS).map(([name, widget]) => {
    const variants = [
      widget.multiple && `${sendsText(widget.multiple)} with \`multiple\``,
      widget.withoutOptions && `${sendsText(widget.withoutOptions)} without \`options\``,
    ].filter(Boolean);
    return `| ${code(name)} | ${WIDGET_GUIDE[name as WidgetName]} | ${[sendsText(widget), ...variants].join('; ')} |`;
  });
  return ['| widget | edits | operation field types it may fill |', '|---|---|---|', ...rows].join('\n');
}

function iconsList(): string {
  const line = (names: readonly string[]) => names.map(code).join(', ');
  return [
    `- menu entries (\`meta.icon\`): ${line(ICON_NAMES.menu)}`,
    `- actions (\`icon\` of a toolbar, row, batch or drawer action): ${line(ICON_NAMES.action)}`,
    `- stat cards: ${line(ICON_NAMES.stat)}`,
  ].join('\n');
}

const SECTIONS: Record<string, () => string> = { 'value types': valueTypesTable, widgets: widgetsTable, icons: iconsList };

/** The guide with each generated section rewritten; a section's markers must already be in the text. */
export function withGeneratedTables(doc: string): string {
  let out = doc;
  for (const [name, render] of Object.entries(SECTIONS)) {
    const start = `<!-- generated: ${name} (npm run gen) -->`;
    const end = `<!-- end generated: ${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/authoring-pages.md lacks the markers of the generated ${name}`);
    out = `${out.slice(0, from + start.length)}\n${render()}\n${out.slice(to)}`;
  }
  return out;
}
