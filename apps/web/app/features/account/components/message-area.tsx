// The message area of the account forms (spec 000 §4): errors, warnings and infos of the answer,
// translated when their code is in the catalogue, escaped line breaks made real.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { translateCode } from '../../../i18n/i18n';
import { ApiError, type ApiResponseStatus } from '../../../lib/api/envelope';

export interface FormMessage {
  level: 'error' | 'warning' | 'info' | 'success';
  text: string;
}

export function messagesOf(response: ApiResponseStatus): FormMessage[] {
  const out: FormMessage[] = [];
  for (const e of response.errors) out.push({ level: 'error', text: translateCode(e.code) ?? e.error });
  for (const w of response.warnings) out.push({ level: 'warning', text: translateCode(w.code) ?? w.warning });
  for (const i of response.infos) out.push({ level: 'info', text: translateCode(i.code) ?? i.info });
  if (response.errors.length === 0)
    for (const m of response.errorsMessage) out.push({ level: 'error', text: m });
  if (response.warnings.length === 0)
    for (const m of response.warningsMessage) out.push({ level: 'warning', text: m });
  if (response.infos.length === 0)
    for (const m of response.infosMessage) out.push({ level: 'info', text: m });
  return out;
}

/** The messages of a failed call: the answer's own, or the generic failure text when there is none. */
export function failureMessages(error: unknown, genericText: string): FormMessage[] {
  return error instanceof ApiError ? messagesOf(error.response) : [{ level: 'error', text: genericText }];
}

export function MessageArea({ messages, label }: { messages: FormMessage[]; label?: string }) {
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      aria-label={label}
      role="region"
      sx={{ my: messages.length ? 2 : 0 }}
    >
      {messages.map((m, i) => (
        <Alert key={`${i}-${m.text}`} severity={m.level} sx={{ whiteSpace: 'pre-line' }}>
          {m.text.replace(/\\n/g, '\n')}
        </Alert>
      ))}
    </Stack>
  );
}
