import antdLocale from 'antd/es/locale/en_US';
import type { LocalePart } from '../locale-bundle';

// Every other namespace of the locale, loaded with the signed-in layout. server.json holds the
// server's own texts (e-mails); the console never shows them.
const files = import.meta.glob<Record<string, string>>(
  ['/locales/en/*.json', '!/locales/en/{common,login,http,exception,server}.json'],
  { eager: true, import: 'default' },
);

const part: LocalePart = { files, antdLocale };
export default part;
