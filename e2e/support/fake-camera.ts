// A camera for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M video
// (YUV 4:2:0) whose frames show a barcode rendered with bwip-js, as a phone held over a product.
import fs from 'node:fs';
import { toBuffer } from 'bwip-js/node';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;

/** Chromium's flags that play `file` as the camera and grant it without asking. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** Writes `file` as a short Y4M video of the EAN-13 `code` on white (Chromium loops it). */
export async function writeBarcodeVideo(file: string, code: string, frames = 10): Promise<void> {
  const png = PNG.sync.read(
    await toBuffer({
      bcid: 'ean13',
      text: code,
      scale: 3,
      height: 18,
      includetext: true,
      backgroundcolor: 'FFFFFF',
    }),
  );
  if (png.width > WIDTH || png.height > HEIGHT) throw new Error('barcode larger than the frame');
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  // Luma of the frame: white, with the barcode's grey levels in the middle.
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < png.height; row++)
    for (let col = 0; col < png.width; col++) {
      const i = (row * png.width + col) * 4;
      const luma = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      y[(top + row) * WIDTH + left + col] = Math.round(16 + (luma * 219) / 255);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128); // no colour
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
