// Files of the forms in the private data folder (config.privateDir/forms): no static route serves
// it. Names are random; the original name stays in the database.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileExtension } from '@sporta/domain';

/** Magic numbers of the types whose content can be told: a file must be what its name says. */
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Whether the content matches the name's type (types we cannot tell pass). */
export function contentMatchesName(name: string, buffer: Buffer): boolean {
  const check = MAGIC[fileExtension(name)];
  return check ? check(buffer) : true;
}

/** The type we record for a file: from its extension, never the sender's word. */
export function mimeOf(name: string): string {
  return MIME[fileExtension(name)] ?? 'application/octet-stream';
}

export class PrivateFiles {
  constructor(private readonly dir: string) {}

  async write(name: string, buffer: Buffer): Promise<string> {
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const ext = fileExtension(name);
    const stored = `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;
    await fs.promises.writeFile(path.join(this.dir, stored), buffer, { mode: 0o600 });
    return stored;
  }

  /** A stored file's bytes; null when it is gone from the folder. */
  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(path.join(this.dir, path.basename(name)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(
      names.map((n) => fs.promises.rm(path.join(this.dir, path.basename(n)), { force: true })),
    );
  }
}
