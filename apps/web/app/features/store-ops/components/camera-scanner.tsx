// Scanning with the device's camera (issue 26, ADR 0066): ZXing (@zxing/browser, pure JavaScript,
// loaded only when the picker opens the camera) reads EAN-13/EAN-8 product codes and the store
// scale's labels from the rear camera's stream. Each code read goes through the same check as a
// typed one. The camera keeps seeing the code it just read: the same code is taken again only
// after a pause (a second piece of the same product), never twice in one look.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';

/** The same code read again within this time is the same look at it, not another piece. */
export const SAME_CODE_PAUSE_MS = 2000;

type Controls = { stop(): void };

function cameraError(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t('storeOps.cameraDenied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t('storeOps.cameraMissing');
  return t('storeOps.cameraFailed');
}

export function CameraScanner({
  disabled,
  onCode,
  onError,
}: {
  disabled: boolean;
  /** A code was read (the caller checks and saves it as a typed one). */
  onCode: (code: string) => void;
  onError: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const errorHandler = useRef(onError);
  errorHandler.current = onError;
  // Known only in the browser: decided after hydration, so the server's HTML and the first render agree.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(!!navigator.mediaDevices?.getUserMedia), []);

  useEffect(() => {
    if (!open || !video.current) return;
    let controls: Controls | null = null;
    let stopped = false;
    void (async () => {
      try {
        const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
          import('@zxing/browser'),
          import('@zxing/library'),
        ]);
        const hints = new Map<number, unknown>();
        hints.set(DecodeHintType.POSSIBLE_FORMATS, [
          BarcodeFormat.EAN_13,
          BarcodeFormat.EAN_8,
          BarcodeFormat.CODE_128,
        ]);
        const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
        const c = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current!,
          (result) => {
            if (!result) return;
            const code = result.getText();
            const now = Date.now();
            if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_PAUSE_MS)
              return;
            last.current = { code, at: now };
            handler.current(code);
          },
        );
        if (stopped) c.stop();
        else {
          controls = c;
          setReady(true);
        }
      } catch (err) {
        if (!stopped) {
          errorHandler.current(cameraError(err));
          setOpen(false);
        }
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
      setReady(false);
    };
  }, [open]);

  if (!supported) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          disabled={disabled && !open}
          aria-pressed={open}
          onClick={() => setOpen((o) => !o)}
          sx={{ minHeight: 48 }}
        >
          {open ? t('storeOps.cameraClose') : t('storeOps.cameraOpen')}
        </Button>
      </Box>
      {open && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label={t('storeOps.cameraView')}
            data-testid="pick-camera"
            sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', bgcolor: 'grey.900', borderRadius: 1 }}
          />
          <Typography variant="body2" role="status">
            {ready ? t('storeOps.cameraReady') : t('storeOps.cameraStarting')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
