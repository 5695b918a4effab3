import zlib from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  content?: string | Buffer;
  /** Unix mode stored in the entry (e.g. 0o120777 for a symbolic link); default a plain file. */
  mode?: number;
  /** Compression method: 0 stored (default), 8 deflated (the content is deflated), or any other number. */
  method?: number;
  /** The entry's data exactly as written (a cut or broken deflate stream, say) instead of the packed content. */
  packed?: Buffer;
  /** The unpacked size the entry declares, when it lies (default the content's length). */
  declaredSize?: number;
  /** The packed size the entry declares, when it lies (default the packed data's length). */
  declaredPackedSize?: number;
  /** General purpose flags besides UTF-8 names: 0x1 encrypted, 0x41 strongly encrypted. */
  flags?: number;
}

/**
 * A zip file with any names, sizes and flags, built by hand: zip libraries refuse to write names such as
 * `../evil.html` or sizes that lie, which the upload tests must send.
 */
export function zipOf(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content ?? '', 'utf8');
    const crc = zlib.crc32(data);
    const method = entry.method ?? 0;
    const packed = entry.packed ?? (method === 8 ? zlib.deflateRawSync(data) : data);
    const flags = 0x0800 | (entry.flags ?? 0); // names in UTF-8
    const packedSize = entry.declaredPackedSize ?? packed.length;
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packedSize, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made on Unix: the external attributes hold the mode
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packedSize, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A deflate stream that unpacks to `mebibytes` MiB of zeros at about 1 KB per MiB, built without
 * compressing them all: each MiB is the same fully flushed block (the dictionary starts afresh), and an
 * empty final block closes the stream.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(block), Buffer.from([0x03, 0x00])]);
}

/** The smallest static site: an index page and a style sheet. */
export const tinySite = (title = 'Hello') =>
  zipOf([
    { name: 'index.html', content: `<!doctype html><title>${title}</title><link rel="stylesheet" href="app.css"><h1>${title}</h1>` },
    { name: 'app.css', content: 'h1 { color: #0960bd; }' },
  ]);

/** A multipart/form-data body of text fields and one file. */
export function multipartOf(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
