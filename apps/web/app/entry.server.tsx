// Server rendering: the whole document is rendered once the data is ready, MUI's critical CSS
// is extracted from the emotion cache and inlined in <head>, so the first paint is styled.
import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createEmotionCache } from './ui/emotion-cache';

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce;
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
      const withStyles = html.replace('</head>', `${styles}</head>`);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      const body = new PassThrough();
      body.end(withStyles);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: failed ? 500 : responseStatusCode,
        }),
      );
    });
    sink.on('error', reject);

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CacheProvider>,
      {
        nonce,
        // The document goes out whole (onAllReady): every Suspense boundary is written in place,
        // none moved to the end of the document for a script to put back (React outlines a
        // boundary once 12,800 bytes precede it, for streaming). The product cards' boundaries
        // (ui/hydrate-on-sight.tsx) must be in place as the browser parses, before any script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
