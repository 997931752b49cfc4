// Password calls (spec 000 §7): reset request, token check, reset, change. Unlike the original
// client, every call rejects on a non-zero status (issue 5).
import { apiRequest, unwrap } from '../../../lib/api/client';

export async function requestPasswordReset(email: string, fiscalCode: string, botToken?: string) {
  return unwrap(
    await apiRequest('registration/password_reset_token_request', {
      query: { e_mail: email.trim(), fiscal_code: fiscalCode.trim(), token_recaptcha: botToken },
      quiet: true,
    }),
  );
}

export async function checkResetToken(login: string, token: string) {
  return unwrap(
    await apiRequest<{ valid: boolean }>('registration/password_reset_token_check', {
      query: { login, token },
      quiet: true,
    }),
  );
}

export async function resetPassword(login: string, token: string, password: string) {
  return unwrap(
    // In the body (POST): a password never travels in a URL.
    await apiRequest('registration/password_reset', {
      method: 'POST',
      body: { login, reset_token: token, password },
      quiet: true,
    }),
  );
}

export async function changePassword(oldPassword: string, newPassword: string) {
  return unwrap(
    await apiRequest('registration/update_password', {
      method: 'POST',
      body: { old_password: oldPassword, new_password: newPassword },
      quiet: true,
    }),
  );
}
