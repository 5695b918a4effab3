import { translate, type ServerLocale } from '../http/i18n';
import type { TeamMember } from './team-member';

const COLUMNS = ['id', 'username', 'truename', 'email', 'role', 'status', 'telegram_chat_id', 'created_at', 'last_login_at'] as const;

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a text a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The account list as CSV (spec §7 download): a header of the column titles in the caller's language,
 * roles and states as words, times in ISO 8601 (UTC). A byte order mark first, so spreadsheet programs
 * read the UTF-8 (Chinese names) right.
 */
export function teamCsv(members: TeamMember[], locale: ServerLocale): string {
  const header = COLUMNS.map((column) => cell(translate(locale, `team.csv.${column}`)));
  const lines = members.map((member) =>
    COLUMNS.map((column) => {
      if (column === 'role') return cell(translate(locale, `team.role.${member.role}`));
      if (column === 'status') return cell(translate(locale, `team.status.${member.status}`));
      return cell(member[column]);
    }).join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
