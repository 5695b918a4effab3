/**
 * Something the operator can act on (a server holds the folder, the target is not empty, the archive is
 * damaged): the backup and restore commands print its message alone and exit with 1.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
