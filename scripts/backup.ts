// `npm run backup -- [--data-dir <folder>] [--out <file or folder>]`: one archive of the embedded
// database's data folder (README, "Backups"; ARCHITECTURE.md, "Backups").
import { formatBytes, parseCommandLine, runCommand, settingsFor } from '../server/backup/command-line';
import { makeBackup } from '../server/backup/make-backup';

const USAGE = `Usage: npm run backup -- [--data-dir <folder>] [--out <file or folder>]

Writes one archive (.tar.gz) of the embedded database's data folder: a consistent copy of the
database, the uploaded files (FILES_DIR, without tmp/) and, when SECRETS_KEY is not set, the data
folder's secrets.key. A running server on the folder makes the database's copy itself and keeps serving.

  --data-dir   the data folder (default: DATA_DIR, else ./data)
  --out        the archive to write, or a folder for pwa-console-backup-<time>.tar.gz (default: .)`;

await runCommand(async () => {
  const { values } = parseCommandLine(
    { options: { 'data-dir': { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } },
    USAGE,
  );
  if (values.help) return console.log(USAGE);
  const settings = settingsFor(values['data-dir']);
  const report = await makeBackup({ ...settings, out: values.out });
  const { database, files, secretsKey } = report.manifest;
  const migration = database.lastMigration
    ? (database.lastMigration.tag ?? `made ${new Date(database.lastMigration.createdAt).toISOString()}`)
    : 'none';
  console.log(
    [
      `Backed up ${settings.dataDir} into ${report.archive} (${formatBytes(report.archiveBytes)}).`,
      `  database        ${database.entries} files and folders, ${formatBytes(database.bytes)}; last migration ${migration}; ` +
        (database.copiedBy === 'server' ? 'copied by the running server, which kept serving' : 'copied with no server running'),
      `  uploaded files  ${files ? `${files.entries} files, ${formatBytes(files.bytes)} from ${settings.filesDir} (tmp/ left out)` : `none (${settings.filesDir} does not exist)`}`,
      ...report.skipped.map((name) => `                  left out (not a regular file): ${name}`),
      secretsKey.included
        ? '  secrets key     secrets.key of the data folder (SECRETS_KEY is not set)\n' +
          'Keep this archive as secret as the key itself: it holds the key that opens the sealed secrets\n' +
          '(authenticator and API secrets) of its database.'
        : settings.secretsKey
          ? '  secrets key     not in the archive (SECRETS_KEY is set)\n' +
            'Keep SECRETS_KEY safe and apart from this archive: without it the sealed secrets (authenticator\n' +
            'and API secrets) in this database cannot be read after a restore.'
          : '  secrets key     none: the data folder has no secrets.key and SECRETS_KEY is not set',
    ].join('\n'),
  );
});
