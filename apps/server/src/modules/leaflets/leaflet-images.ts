// The responsive variants of a leaflet page image (issue 24, ADR 0070): the 1200 px PNG encoded as
// WebP at several widths with sharp (libvips, prebuilt binaries), so that the viewer's srcset lets
// a phone fetch a file of a few tens of KB instead of the 170 KB PNG. They are written beside the
// PNGs when a leaflet is rasterised (upload) or rendered (demo), and from the PNG on the first
// request of a folder that has none yet (leaflets rasterised before this). AVIF is left out: at
// these sizes it took 0.7–3.5 s per image, ten times WebP, for a third to a half fewer bytes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The widths of the WebP variants, narrowest first (`<n>-<width>.webp`). */
export const VARIANT_WIDTHS = [480, 720, 960, 1200] as const;
export const VARIANT_TYPE = 'image/webp';
/** WebP quality: the prices' digits and the product names stay sharp at 480 px. */
const QUALITY = 80;

/** `<n>-<width>.webp` for a page number and a width of VARIANT_WIDTHS. */
export function variantName(pageNumber: number, width: number): string {
  return `${pageNumber}-${width}.webp`;
}

/** A variant's page number and width, or undefined when the name is not one. */
export function parseVariantName(name: string): { pageNumber: number; width: number } | undefined {
  const m = /^(\d{1,3})-(\d{3,4})\.webp$/.exec(name);
  if (!m) return undefined;
  const width = Number(m[2]);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return undefined;
  return { pageNumber: Number(m[1]), width };
}

/** The page's sources for the contract's `imageSources`, narrowest first. */
export function imageSources(pageNumber: number) {
  return VARIANT_WIDTHS.map((width) => ({
    imageLocation: variantName(pageNumber, width),
    width,
    type: VARIANT_TYPE,
  }));
}

/** The WebP variants of a page PNG (its largest rendering), one per width of VARIANT_WIDTHS. */
export async function encodeVariants(png: Buffer): Promise<Buffer[]> {
  return Promise.all(
    VARIANT_WIDTHS.map((width) =>
      sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer(),
    ),
  );
}

/**
 * Writes the variants of page `pageNumber` (and of `0`, the first page as clients fetch it) into
 * `dir` from its PNG, each under a temporary name then renamed: a reader never sees half a file.
 */
export async function writeVariants(dir: string, pageNumber: number, png: Buffer): Promise<void> {
  const buffers = await encodeVariants(png);
  VARIANT_WIDTHS.forEach((width, i) => {
    const names = [variantName(pageNumber, width), ...(pageNumber === 1 ? [variantName(0, width)] : [])];
    for (const name of names) {
      const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
      fs.writeFileSync(tmp, buffers[i]!);
      fs.renameSync(tmp, path.join(dir, name));
    }
  });
}
