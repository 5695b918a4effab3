import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '../http/api-error';
import { uploadRefused } from './upload-errors';

export interface PackageLimits {
  maxZipBytes: number;
  maxUnpackedBytes: number;
  maxFiles: number;
}

/** Limits of an uploaded static package (config `packageLimits`). */
export const PACKAGE_LIMITS: PackageLimits = {
  /** The zip file as uploaded. */
  maxZipBytes: 50 * 1024 * 1024,
  /** Everything unpacked together (a small zip may unpack to far more: a "zip bomb"). */
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxFiles: 2000,
};

/** Files a static site is made of; anything else (scripts of a server, executables, archives) is refused. */
const STATIC_EXTENSIONS = new Set(
  (
    'html htm css js mjs json webmanifest map txt xml md svg png jpg jpeg gif webp avif ico bmp ' +
    'woff woff2 ttf otf eot mp3 mp4 webm ogg oga ogv wav m4a aac flac wasm pdf csv vtt'
  ).split(' '),
);

/** A size for messages, e.g. 50 MB (or 0.5 MB). */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/** Stored (0) and deflated (8): what zip tools write by default and all the reader unpacks. */
const UNPACKABLE_METHODS = new Set([0, 8]);

/** A file or folder name a disk takes (most file systems stop at 255 bytes). */
const MAX_PART_BYTES = 255;
/** A whole name inside the package: well within a disk's path limit and the shared store's index of paths. */
const MAX_NAME_BYTES = 1000;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export interface UnpackedPackage {
  fileCount: number;
  sizeBytes: number;
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Every entry of the zip, read from its central directory (nothing is unpacked yet). */
const listEntries = (zip: ZipFile, limits: PackageLimits) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > limits.maxFiles * 2) reject(uploadRefused('upload.packageTooManyFiles', { limit: limits.maxFiles }));
      else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

/**
 * Everything the zip reader raises is the archive's fault, never the server's: a name that escapes
 * (yauzl refuses absolute names, `..` segments and backslashes itself; its message names the entry), an
 * encrypted zip, and else a damaged one (sizes that lie, a cut or broken deflate stream, data past the end
 * of the file, a broken header), refused with the reader's reason.
 */
function archiveFault(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name = /(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(message)?.[1];
  if (name !== undefined) return uploadRefused('upload.packagePathEscapes', { name: name.slice(0, 200) });
  if (/encrypt/i.test(message)) return uploadRefused('upload.packageEncryptedZip');
  return uploadRefused('upload.packageBroken', { reason: message.slice(0, 200) });
}

/** The folder all files share when the package was zipped with its folder (`site/index.html`), else ''. */
function commonFolder(names: string[]): string {
  const first = names[0]?.split('/')[0];
  if (!first || !names.every((n) => n.startsWith(`${first}/`))) return '';
  return names.includes(`${first}/index.html`) ? `${first}/` : '';
}

function checkEntry(entry: Entry) {
  const name = entry.fileName;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) throw uploadRefused('upload.packageLink', { name });
  if (name.split('/').some((part) => part === '..' || part === '.')) throw uploadRefused('upload.packagePathEscapes', { name });
  if (entry.isEncrypted()) throw uploadRefused('upload.packageEncrypted', { name });
  if (!UNPACKABLE_METHODS.has(entry.compressionMethod)) throw uploadRefused('upload.packageCompression', { name });
  const ext = path.posix.extname(name).slice(1).toLowerCase();
  if (!STATIC_EXTENSIONS.has(ext)) throw uploadRefused('upload.packageFileType', { name });
  if (Buffer.byteLength(name) > MAX_NAME_BYTES || name.split('/').some((part) => Buffer.byteLength(part) > MAX_PART_BYTES)) {
    throw uploadRefused('upload.packageNameTooLong', { name: name.slice(0, 200), part: MAX_PART_BYTES, total: MAX_NAME_BYTES });
  }
}

/**
 * A name given twice (also once spelled `a//b`), or a file that is also another file's folder (`a.js` and
 * `a.js/b.js`), could not be written as one folder of files.
 */
function checkNamesFit(names: string[]) {
  const files = new Set<string>();
  for (const name of names) {
    const normal = path.posix.normalize(name);
    if (files.has(normal)) throw uploadRefused('upload.packageDuplicate', { name });
    files.add(normal);
  }
  for (const name of files) {
    const parts = name.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (files.has(folder)) throw uploadRefused('upload.packageFileAndFolder', { name: folder });
    }
  }
}

/** Unpacks one entry to `destination`; an error of the zip's stream is the archive's fault, one of the disk is not. */
async function unpackEntry(zip: ZipFile, entry: Entry, destination: string, guard: Transform) {
  const source = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(archiveFault(error)) : resolve(stream))),
  );
  let readFailure: unknown;
  source.on('error', (error) => (readFailure ??= error));
  await pipeline(source, guard, createWriteStream(destination, { flags: 'wx' })).catch((error: unknown) => {
    throw readFailure !== undefined && !(error instanceof ApiError) ? archiveFault(readFailure) : error;
  });
}

/** Counts bytes passing through and stops the stream once the package's unpacked budget is spent. */
function budgetGuard(budget: { left: number }, limits: PackageLimits) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) done(uploadRefused('upload.packageTooLarge', { limit: megabytes(limits.maxUnpackedBytes) }));
      else done(null, chunk);
    },
  });
}

/**
 * Checks a zip as a static site and unpacks it into `target` (a fresh folder): only static file types,
 * within the size and file-count limits, no entry outside the package (absolute, `..`, links), stored
 * or deflated, unencrypted, names that make one folder of files, and an `index.html` at its root (a
 * package zipped with its one top folder is taken from inside it). Every entry's declared size is held
 * to while unpacking, so a zip that lies about its sizes stops at the lie. Throws the refusal naming the
 * first problem; `target` may then hold part of the files (the caller's temp folder, removed by the caller).
 */
export async function unpackStaticPackage(bytes: Buffer, target: string, limits: PackageLimits = PACKAGE_LIMITS): Promise<UnpackedPackage> {
  if (bytes.length === 0) throw uploadRefused('upload.emptyFile');
  if (bytes.length > limits.maxZipBytes) {
    throw uploadRefused('upload.packageTooLarge', { limit: megabytes(limits.maxZipBytes) });
  }
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw uploadRefused('upload.notAZip', { reason: error instanceof Error ? error.message.slice(0, 200) : '' });
  }
  try {
    const entries = await listEntries(zip, limits).catch((error: unknown) => {
      throw archiveFault(error);
    });
    const files = entries.filter((e) => !e.fileName.endsWith('/'));
    if (files.length > limits.maxFiles) throw uploadRefused('upload.packageTooManyFiles', { limit: limits.maxFiles });
    files.forEach(checkEntry);
    checkNamesFit(files.map((e) => e.fileName));
    const declared = files.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxUnpackedBytes) {
      throw uploadRefused('upload.packageTooLarge', { limit: megabytes(limits.maxUnpackedBytes) });
    }
    const prefix = commonFolder(files.map((e) => e.fileName));
    if (!files.some((e) => e.fileName === `${prefix}index.html`)) throw uploadRefused('upload.packageNoIndex');

    const budget = { left: limits.maxUnpackedBytes };
    const root = path.resolve(target);
    for (const entry of files) {
      const destination = path.resolve(root, entry.fileName.slice(prefix.length));
      // Belt and braces: the names were checked above; a path outside the folder is never written.
      if (!destination.startsWith(`${root}${path.sep}`)) throw uploadRefused('upload.packagePathEscapes', { name: entry.fileName });
      await fs.mkdir(path.dirname(destination), { recursive: true });
      await unpackEntry(zip, entry, destination, budgetGuard(budget, limits));
    }
    return { fileCount: files.length, sizeBytes: limits.maxUnpackedBytes - budget.left };
  } finally {
    zip.close();
  }
}
