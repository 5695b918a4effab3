import { Link } from 'react-router-dom';
import { fillRouteTemplate } from '@/renderer/core/route-template';
import { isSafeUrl } from '../safe-url';
import type { ValueTypeDefinition } from '../types';

/**
 * With `column.link` a route inside the console (template filled from the row; plain text when a query
 * value of it is left empty, i.e. the row lacks it: a record that is gone); without it, a value that is
 * a web address opens in a new tab.
 */
export const linkType: ValueTypeDefinition = {
  render: ({ column, row, text }) => {
    if (column.link) {
      const to = fillRouteTemplate(column.link, row);
      return /=(&|$)/.test(to) ? text : <Link to={to}>{text}</Link>;
    }
    if (isSafeUrl(text) && !text.startsWith('/')) {
      return (
        <a href={text} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      );
    }
    return text;
  },
  toText: (value) => String(value),
};
