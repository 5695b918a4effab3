import { writeCsv } from '../../contract/csv-file';
import { translate, type ServerLocale } from '../http/i18n';
import type { TeamMember } from './team-member';

const COLUMNS = ['id', 'username', 'truename', 'email', 'role', 'status', 'telegram_chat_id', 'created_at', 'last_login_at'] as const;

/**
 * The account list as CSV (spec §7 download): a header of the column titles in the caller's language,
 * roles and states as words, times in ISO 8601 (UTC); written like the console's exports
 * (contract/csv-file.ts: byte order mark, quoting, the formula guard that leaves numbers alone).
 */
export function teamCsv(members: TeamMember[], locale: ServerLocale): string {
  return writeCsv(
    COLUMNS.map((column) => translate(locale, `team.csv.${column}`)),
    members.map((member) =>
      COLUMNS.map((column) => {
        if (column === 'role') return translate(locale, `team.role.${member.role}`);
        if (column === 'status') return translate(locale, `team.status.${member.status}`);
        const value = member[column];
        return value === null ? '' : String(value);
      }),
    ),
  );
}
