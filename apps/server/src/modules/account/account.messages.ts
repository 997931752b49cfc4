// Constants, messages and outcome types of the account area (re-exported by account.service.ts).

export const MFA_PIN_MINUTES = 10;
export const MFA_PIN_MAX_ATTEMPTS = 5;
/** Status of a login answer that asks for the e-mailed PIN (spec 000 §4). */
export const MFA_REQUIRED_STATUS = 4;
export const CONFIRM_DAYS = 7;
export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_UNDO_DAYS = 7;
/** A login this recent stands for the current password when changing the e-mail. */
export const EMAIL_CHANGE_FRESH_MINUTES = 10;
export const ANONYMIZE_MINUTES = 60;

export const MSG = {
  wrongCredentials: 'E-mail o password non corrette.',
  notConfirmed:
    'Non hai ancora confermato la registrazione: apri il link che ti abbiamo inviato per e-mail oppure richiedine un nuovo invio.',
  welcome: (firstName: string) => (firstName ? `Benvenuto, ${firstName}!` : 'Benvenuto!'),
  mfaSent:
    'Per completare l’accesso inserisci il codice di verifica che ti abbiamo inviato per e-mail (valido 10 minuti).',
  mfaWrong: 'Il codice di verifica non è corretto.',
  mfaExpired: 'Il codice di verifica è scaduto o non è più valido: richiedine uno nuovo.',
  mfaTooMany: 'Hai sbagliato il codice troppe volte: richiedine uno nuovo.',
  socialUnavailable: 'L’accesso con i social non è disponibile: accedi con e-mail e password.',
  registrationDisabled: 'La registrazione di nuovi clienti non è attiva al momento.',
  registered:
    'Registrazione ricevuta: ti abbiamo inviato una e-mail con il link per confermare il tuo indirizzo.',
  registeredWithSocial:
    'Registrazione completata: il tuo account Google è collegato e puoi già entrare con «Accedi con Google» o con la tua password.',
  disclaimerRequired: (title: string) => `Per continuare devi accettare: ${title.replace('*', '')}.`,
  confirmResent:
    'Se l’indirizzo corrisponde a una registrazione da confermare, ti abbiamo inviato di nuovo la e-mail di conferma.',
  resetRequested:
    'Se i dati corrispondono a un account, riceverai una e-mail con il link per reimpostare la password.',
  resetTokenInvalid: 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
  resetDone: 'La password è stata cambiata: accedi con la nuova password.',
  passwordWrong: 'La password attuale non è corretta.',
  passwordChanged: 'La password è stata cambiata.',
  profileUpdated: 'I tuoi dati sono stati aggiornati.',
  usernameTaken: 'Questo nome utente è già usato da un altro cliente: scegline un altro.',
  emailChangeSent: 'Ti abbiamo inviato una e-mail al nuovo indirizzo: apri il link per confermare il cambio.',
  emailChangePassword: 'Per cambiare l’indirizzo e-mail inserisci la tua password attuale.',
  emailChangeUndone:
    'Il cambio dell’indirizzo e-mail è stato annullato e ogni accesso al tuo account è stato chiuso: scegli una nuova password.',
  emailTaken: 'Questo indirizzo e-mail non può essere usato: scegline un altro.',
  emailChangeInvalid:
    'Il link per cambiare l’indirizzo e-mail non è valido o è scaduto: ripeti la richiesta.',
  emailChanged: 'Il tuo indirizzo e-mail è stato aggiornato.',
  personFiscalNotFound: 'Dati di fatturazione non trovati.',
  personFiscalSaved: 'Dati di fatturazione salvati.',
  personFiscalDeleted: 'Dati di fatturazione eliminati.',
  consentsSaved: 'Le tue preferenze sulla privacy sono state salvate.',
  consentUnknown: 'Consenso non riconosciuto per questa cooperativa.',
  mfaOn: 'La verifica in due passaggi è attiva: al prossimo accesso ti invieremo un codice per e-mail.',
  mfaOff: 'La verifica in due passaggi è stata disattivata.',
  anonymizeSent: 'Ti abbiamo inviato una e-mail per confermare la cancellazione del tuo account.',
  anonymizeInvalid: 'Il link di cancellazione non è valido o è scaduto: ripeti la richiesta.',
  anonymizeOrders: 'Non puoi cancellare l’account finché hai un ordine da ritirare: riprova dopo il ritiro.',
  anonymizeChecked: 'Conferma la cancellazione del tuo account.',
  anonymized: 'Il tuo account è stato cancellato. Grazie di aver fatto la spesa con noi.',
};

export interface AccountContext {
  ip: string;
  userId: number | null;
  sessionId: number | null;
  sessionData: Record<string, unknown>;
  /** When the session's login happened (its creation: a login always starts a new session). */
  sessionStartedAt?: Date;
}

export type LoginOutcome =
  | { kind: 'ok'; userId: number; rememberMe: boolean; firstName: string }
  | {
      kind: 'mfa';
      message: string;
      code: string;
      error: boolean;
      /** The PIN just sent: the route keeps it in the session (the PIN step skips the bot check). */
      pendingPin?: { userId: number; tokenId: number };
    };

export type ConfirmOutcome = 'success' | 'error' | 'already-confirmed';
