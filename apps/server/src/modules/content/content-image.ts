// Images staff upload for banners (issue 23, ADR 0074): PNG, JPEG or WebP, recognised by their
// first bytes (not the name), at most 2 MB and 4000 px a side; decoded and written again as WebP
// with sharp (no metadata kept) under files/uploads/, named by their content, served as /img/….
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 4000;

export const contentImageMessages = {
  tooBig: 'L’immagine è troppo grande: al massimo 2 MB.',
  notImage: 'Il file non è un’immagine PNG, JPEG o WebP.',
  damaged: 'L’immagine è danneggiata o non si può leggere.',
  tooWide: `L’immagine è troppo grande: al massimo ${MAX_SIDE} pixel per lato.`,
  missing: 'Scegli un’immagine da caricare (campo file).',
};

function kindOf(b: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Checks and stores an uploaded image; answers its /img/ path. Nothing is written on a refusal. */
export async function storeContentImage(
  filesDir: string,
  data: Buffer | null,
): Promise<{ image: string; width: number; height: number; bytes: number }> {
  if (!data || data.length === 0)
    throw AppError.validation('error.content.image_missing', contentImageMessages.missing);
  if (data.length > CONTENT_IMAGE_MAX_BYTES)
    throw new AppError('payloadTooLarge', 'error.content.image_tooBig', contentImageMessages.tooBig);
  if (!kindOf(data)) throw AppError.validation('error.content.image_type', contentImageMessages.notImage);
  let webp: Buffer;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    if (width > MAX_SIDE || height > MAX_SIDE)
      throw AppError.validation('error.content.image_size', contentImageMessages.tooWide);
    webp = await sharp(data).rotate().webp({ quality: 85 }).toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.validation('error.content.image_damaged', contentImageMessages.damaged);
  }
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  const dir = path.join(filesDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, webp);
    fs.renameSync(tmp, file);
  }
  return { image: `/img/uploads/${name}`, width, height, bytes: webp.length };
}
