import { DEMO_ACCOUNTS } from './demo/seed';

export interface BannerFacts {
  port: number;
  /** The embedded database's folder, or undefined on PostgreSQL (DATABASE_URL). */
  dataDir?: string;
  seeded: boolean;
  workers: number;
  /** DEMO_DATA, and the first admin's name when it is off. */
  demoData: boolean;
  adminUsername: string;
}

/** What `npm start` prints once the server answers: where, on which database, how many processes, the demo accounts. */
export function startupBanner({ port, dataDir, seeded, workers, demoData, adminUsername }: BannerFacts): string {
  const where = dataDir ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const processes = workers === 1 ? '1 process' : `${workers} processes sharing the port (WORKERS=${workers})`;
  return [
    '',
    `PWA Console is running at http://localhost:${port}/`,
    `Database: ${where}${seeded ? (demoData ? ' (demo data seeded)' : ' (platform data seeded)') : ''}`,
    `Workers: ${processes}`,
    ...(demoData
      ? [
          'Demo accounts:',
          ...DEMO_ACCOUNTS.map(
            (a) => `  ${a.username.padEnd(9)} / ${a.password.padEnd(12)} (${a.role})${a.mobile ? `  mobile ${a.mobile}` : ''}`,
          ),
        ]
      : [`No demo data (DEMO_DATA=false); the platform admin is ${adminUsername}.`]),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
