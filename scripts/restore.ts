// `npm run restore -- <archive> [--data-dir <folder>] [--force]`: an archive of `npm run backup` into
// a new data folder (README, "Backups"; ARCHITECTURE.md, "Backups").
import { BackupRefusal } from '../server/backup/backup-refusal';
import { parseCommandLine, runCommand, settingsFor } from '../server/backup/command-line';
import { restoreBackup } from '../server/backup/restore-backup';

const USAGE = `Usage: npm run restore -- <archive> [--data-dir <folder>] [--force]

Restores an archive of \`npm run backup\` into a data folder that is absent or empty (the uploaded files
into FILES_DIR when it is set, else into files/ of the data folder). The archive is read and checked
whole before anything is written. Then start the server on the folder (\`npm run serve\`): migrations of
a newer version apply as on every start, and nothing is seeded.

  --data-dir   the data folder to restore into (default: DATA_DIR, else ./data)
  --force      replace what the folder holds (only after the archive has been checked)`;

await runCommand(async () => {
  const { values, positionals } = parseCommandLine(
    {
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    },
    USAGE,
  );
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new BackupRefusal(USAGE);
  const settings = settingsFor(values['data-dir']);
  if (settings.databaseUrl) {
    throw new BackupRefusal(
      'DATABASE_URL is set: this restores the embedded database only; a PostgreSQL server is restored with pg_restore (README, "Backups").',
    );
  }
  const report = await restoreBackup({
    archive: positionals[0],
    dataDir: settings.dataDir,
    filesDir: settings.filesDir,
    force: values.force,
  });
  const { manifest } = report;
  const migration = manifest.database.lastMigration?.tag ?? 'none';
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (last migration ${migration}) into ${report.dataDir}${report.replaced ? ', replacing what it held' : ''}.`,
      `  uploaded files  ${manifest.files ? `${manifest.files.entries} into ${report.filesDir}` : 'none in the archive'}`,
      manifest.secretsKey.included
        ? `  secrets key     ${report.dataDir}/secrets.key` +
          (settings.secretsKey
            ? '\nSECRETS_KEY is set here and is used instead of that file: it must be the key the backed-up server used.'
            : '')
        : '  secrets key     not in the archive: start the server with the SECRETS_KEY the backed-up server had,\n' +
          '                  or the sealed secrets (authenticator and API secrets) cannot be read.',
      `Start it with DATA_DIR=${report.dataDir} npm run serve (or npm start).`,
    ].join('\n'),
  );
});
