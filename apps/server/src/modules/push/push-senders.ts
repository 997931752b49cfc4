// Who delivers a push message: one PushSender per kind of device, behind one interface.
// - WebPushSender: the PWA's Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted
//   with the subscription's keys (RFC 8291, aes128gcm) by the `web-push` library; the request is
//   posted to the subscription's endpoint with fetch (a time limit, no redirect followed).
// - OutboxSender: the Capacitor app's FCM/APNs tokens. No credentials of a push service are
//   configured in this repository, so the message is recorded in the local outbox
//   (push_message, outcome 'queued') for an FCM/APNs adapter to hand over: nothing is pretended
//   to have reached the phone.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload, PushPlatform } from '@sporta/contracts';

export interface PushTarget {
  platform: PushPlatform;
  externalId: string;
  webP256dh: string | null;
  webAuth: string | null;
}

export interface SendOutcome {
  outcome: 'sent' | 'gone' | 'failed' | 'queued';
  detail: string | null;
}

export interface PushSender {
  readonly platforms: readonly PushPlatform[];
  send(target: PushTarget, payload: PushPayload): Promise<SendOutcome>;
}

export interface VapidOptions {
  privateKey: string;
  subject: string;
  allowHttp: boolean;
  timeoutMs: number;
}

/** The uncompressed P-256 public key (base64url) of a VAPID private key. */
export function vapidPublicKey(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** Whether a subscription endpoint may be called: https, or http where configured (tests). */
export function endpointAllowed(endpoint: string, allowHttp: boolean): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
  } catch {
    return false;
  }
}

export class WebPushSender implements PushSender {
  readonly platforms = ['web'] as const;
  readonly publicKey: string;

  constructor(private readonly options: VapidOptions) {
    this.publicKey = vapidPublicKey(options.privateKey);
  }

  async send(target: PushTarget, payload: PushPayload): Promise<SendOutcome> {
    if (!endpointAllowed(target.externalId, this.options.allowHttp))
      return { outcome: 'failed', detail: 'endpoint non https' };
    const request = webpush.generateRequestDetails(
      { endpoint: target.externalId, keys: { p256dh: target.webP256dh ?? '', auth: target.webAuth ?? '' } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: this.options.subject,
          publicKey: this.publicKey,
          privateKey: this.options.privateKey,
        },
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: payload.kind === 'order' ? 'high' : 'normal',
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { outcome: 'sent', detail: null };
      // 404 and 410: the subscription expired or was cancelled (RFC 8030 §7.3).
      if (res.status === 404 || res.status === 410) return { outcome: 'gone', detail: `HTTP ${res.status}` };
      return { outcome: 'failed', detail: `HTTP ${res.status}` };
    } catch (err) {
      return { outcome: 'failed', detail: (err as Error).name === 'TimeoutError' ? 'timeout' : 'rete' };
    }
  }
}

/** The app's FCM/APNs tokens: recorded in the local outbox (see the file's head). */
export class OutboxSender implements PushSender {
  readonly platforms = ['android', 'ios'] as const;

  async send(): Promise<SendOutcome> {
    return { outcome: 'queued', detail: 'nessun servizio FCM/APNs configurato: nella coda locale' };
  }
}
