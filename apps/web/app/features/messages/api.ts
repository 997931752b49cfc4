// The message archive (seed 000 §2 news-list; issue 25): the shop's messages to the customer.
import type { CustomerMessage, MessageList } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../lib/api/client';

export type { CustomerMessage, MessageList } from '@sporta/contracts';

/** Fired after a message is read, so the profile menu's badge follows. */
export const UNREAD_EVENT = 'sporta:messages-unread';

export async function listMessages(page = 1): Promise<MessageList> {
  return unwrap(
    await apiRequest<MessageList>('message/list', {
      query: { page: String(page), page_size: '20' },
      quiet: true,
    }),
  );
}

export async function readMessage(messageId: number): Promise<{ message: CustomerMessage; unread: number }> {
  const answer = unwrap(
    await apiRequest<{ message: CustomerMessage; unread: number }>('message/read', {
      method: 'POST',
      body: { message_id: messageId },
      quiet: true,
    }),
  );
  window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: answer.unread }));
  return answer;
}

export async function unreadCount(): Promise<number> {
  return unwrap(await apiRequest<{ unread: number }>('message/unread-count', { quiet: true })).unread;
}
