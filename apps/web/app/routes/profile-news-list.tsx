// /profile/news-list (seed 000 §1, §2 "news-list (message archive)", seed 002 §2; issue 25): the
// messages the shop sent the customer, newest first; opening one shows its text and marks it read
// (the profile menu's badge follows).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { listMessages, readMessage, type CustomerMessage, type MessageList } from '../features/messages/api';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('messages.title') }), { name: 'robots', content: 'noindex' }];
}

type Summary = MessageList['messages'][number];

function MessageItem({ message }: { message: Summary }) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState<CustomerMessage | null>(null);
  const [failed, setFailed] = useState(false);
  const read = full?.read ?? message.read;
  const bodyId = `message-${message.messageId}`;

  async function toggle() {
    const next = !open;
    setOpen(next);
    if (!next || full) return;
    try {
      setFull((await readMessage(message.messageId)).message);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', overflow: 'hidden' }}
      data-testid="message"
    >
      <ButtonBase
        onClick={() => void toggle()}
        aria-expanded={open}
        aria-controls={bodyId}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, minHeight: 44 }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Chip size="small" label={t(`messages.kind.${message.kind}`)} />
          {!read && (
            <Chip size="small" color="primary" label={t('messages.unread')} data-testid="message-unread" />
          )}
          <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('messages.sentAt', { date: formatDate(message.sentAt) })}
          </Typography>
        </Box>
        <Typography component="h3" sx={{ fontWeight: read ? 500 : 800, fontSize: 17 }}>
          {message.subject}
        </Typography>
        {!open && <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{message.preview}</Typography>}
      </ButtonBase>
      <Box id={bodyId} hidden={!open} sx={{ px: 1.5, pb: 1.5 }}>
        {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
        {full && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="message-text">
            {full.text}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

export default function ProfileNewsListPage() {
  const [messages, setMessages] = useState<Summary[] | null>(null);
  const [page, setPage] = useState<MessageList['page'] | null>(null);
  const [failed, setFailed] = useState(false);

  async function load(n: number) {
    try {
      const list = await listMessages(n);
      setMessages((old) => (n === 1 ? list.messages : [...(old ?? []), ...list.messages]));
      setPage(list.page);
    } catch {
      setFailed(true);
    }
  }

  useEffect(() => {
    void load(1);
  }, []);

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('messages.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('messages.intro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!messages && !failed && <Typography>{t('common.loading')}</Typography>}
      {messages?.length === 0 && <Typography>{t('messages.none')}</Typography>}
      {messages && messages.length > 0 && (
        <Box
          component="ul"
          aria-label={t('messages.listLabel')}
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {messages.map((m) => (
            <MessageItem key={m.messageId} message={m} />
          ))}
        </Box>
      )}
      {page && page.selPage < page.totPages && (
        <Button sx={{ mt: 2, minHeight: 44 }} onClick={() => void load(page.selPage + 1)}>
          {t('messages.more')}
        </Button>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
