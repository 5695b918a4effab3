/**
 * Rules for a subdomain label a master buys: letters, digits and hyphens, 3–63 characters (a DNS
 * label's limit), no hyphen at either end, and none of the names the platform keeps for itself.
 */
export const LABEL_MIN = 3;
export const LABEL_MAX = 63;
export const MAX_YEARS = 10;

/** Names that would pass for the platform or a service of it. */
export const RESERVED_LABELS = [
  'www',
  'api',
  'admin',
  'root',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'console',
  'static',
  'cdn',
  'assets',
  'support',
  'help',
  'billing',
  'pay',
  'login',
  'account',
  'official',
  'system',
] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export type LabelProblem = 'invalid' | 'reserved';

/** The label in its stored form (lower case, trimmed). */
export const normalizeLabel = (label: string) => label.trim().toLowerCase();

/** What is wrong with a (normalised) label, or undefined when it may be bought. */
export function labelProblem(label: string): LabelProblem | undefined {
  if (label.length < LABEL_MIN || label.length > LABEL_MAX || !LABEL.test(label)) return 'invalid';
  if ((RESERVED_LABELS as readonly string[]).includes(label)) return 'reserved';
  return undefined;
}

/**
 * A master's own host name (custom domain): at least two labels of the rules above (any length 1–63
 * each), 253 characters at most, not under one of the platform's root domains.
 */
export function customDomainProblem(name: string, rootDomains: readonly string[]): 'invalid' | 'reserved' | undefined {
  if (name.length > 253) return 'invalid';
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => label.length > LABEL_MAX || !LABEL.test(label))) return 'invalid';
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return 'invalid';
  if (rootDomains.some((root) => name === root || name.endsWith(`.${root}`))) return 'reserved';
  return undefined;
}
