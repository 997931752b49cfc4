// Italian mails of the account area, each as text and HTML. Nodemailer builds
// the MIME message (platform/mail.ts); here only the words and the links.
import type { MailMessage } from '../../platform/mail';
import { hello, layout, text, type MailTemplate } from '../../platform/mail-layout';

export type { MailTemplate };

export function registrationConfirmMail(firstName: string, url: string): MailTemplate {
  const title = 'Conferma la tua registrazione';
  const p = [
    'grazie per esserti registrato a Sporta. Per attivare il tuo account conferma il tuo indirizzo e-mail aprendo il link qui sotto.',
    'Se non hai richiesto tu la registrazione, ignora questa e-mail.',
  ];
  return {
    subject: 'Sporta: conferma la tua registrazione',
    text: text(hello(firstName), p, url),
    html: layout(title, [hello(firstName), ...p], { label: 'Conferma la registrazione', url }),
  };
}

export function alreadyRegisteredMail(firstName: string, resetUrl: string): MailTemplate {
  const p = [
    'qualcuno ha provato a registrarsi a Sporta con il tuo indirizzo e-mail, che ha già un account.',
    'Se sei stato tu e non ricordi la password, puoi reimpostarla dalla pagina qui sotto. Altrimenti ignora questa e-mail.',
  ];
  return {
    subject: 'Sporta: hai già un account',
    text: text(hello(firstName), p, resetUrl),
    html: layout('Hai già un account', [hello(firstName), ...p], {
      label: 'Reimposta la password',
      url: resetUrl,
    }),
  };
}

export function mfaPinMail(firstName: string, pin: string, minutes: number): MailTemplate {
  const p = [
    `il tuo codice di verifica per accedere a Sporta è: ${pin}`,
    `Il codice vale ${minutes} minuti e si può usare una sola volta.`,
    'Se non stai accedendo tu, cambia subito la password: qualcuno la conosce.',
  ];
  return {
    subject: `Sporta: il tuo codice di verifica è ${pin}`,
    text: text(hello(firstName), p),
    html: layout('Codice di verifica', [hello(firstName), ...p]),
  };
}

export function passwordResetMail(firstName: string, url: string, minutes: number): MailTemplate {
  const p = [
    'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Sporta.',
    `Apri il link qui sotto entro ${minutes} minuti per scegliere una nuova password. Il link si può usare una sola volta.`,
    'Se non hai fatto tu la richiesta, ignora questa e-mail: la tua password resta invariata.',
  ];
  return {
    subject: 'Sporta: reimposta la tua password',
    text: text(hello(firstName), p, url),
    html: layout('Reimposta la password', [hello(firstName), ...p], {
      label: 'Scegli una nuova password',
      url,
    }),
  };
}

export function emailChangeMail(firstName: string, url: string): MailTemplate {
  const p = [
    'hai chiesto di usare questo indirizzo e-mail per il tuo account Sporta.',
    'Per confermare il cambio apri il link qui sotto. Se non sei stato tu, ignora questa e-mail.',
  ];
  return {
    subject: 'Sporta: conferma il tuo nuovo indirizzo e-mail',
    text: text(hello(firstName), p, url),
    html: layout('Conferma il nuovo indirizzo e-mail', [hello(firstName), ...p], {
      label: 'Conferma l’indirizzo',
      url,
    }),
  };
}

export function emailChangeNoticeMail(firstName: string, newEmail: string, undoUrl: string): MailTemplate {
  const p = [
    `è stato chiesto di cambiare l’indirizzo e-mail del tuo account Sporta in ${newEmail}.`,
    'Se sei stato tu non devi fare nulla: il cambio vale quando viene confermato dal nuovo indirizzo.',
    'Se non sei stato tu, annulla subito il cambio con il link qui sotto (vale 7 giorni, anche se il cambio è già stato confermato): il tuo indirizzo torna questo, ogni accesso aperto viene chiuso e potrai scegliere una nuova password.',
  ];
  return {
    subject: 'Sporta: richiesta di cambio dell’indirizzo e-mail',
    text: text(hello(firstName), p, undoUrl),
    html: layout('Cambio dell’indirizzo e-mail', [hello(firstName), ...p], {
      label: 'Non sono stato io: annulla il cambio',
      url: undoUrl,
    }),
  };
}

export function unlockMail(firstName: string, url: string): MailTemplate {
  const p = [
    'ci sono stati molti tentativi di accesso non riusciti al tuo account Sporta, che per sicurezza è stato bloccato per qualche minuto.',
    'Se eri tu, sblocca subito l’account con il link qui sotto e accedi di nuovo. Se non eri tu, nessuno è entrato: ti consigliamo comunque di scegliere una password nuova e di attivare la verifica in due passaggi.',
  ];
  return {
    subject: 'Sporta: sblocca il tuo account',
    text: text(hello(firstName), p, url),
    html: layout('Sblocca il tuo account', [hello(firstName), ...p], { label: 'Sblocca l’account', url }),
  };
}

export function anonymizeMail(firstName: string, url: string): MailTemplate {
  const p = [
    'hai chiesto di cancellare il tuo account Sporta.',
    'Per confermare apri il link qui sotto: i tuoi dati personali saranno resi anonimi e non potrai più accedere. Gli ordini restano registrati in forma anonima per gli obblighi contabili.',
    'Se non hai fatto tu la richiesta, ignora questa e-mail e cambia la password.',
  ];
  return {
    subject: 'Sporta: conferma la cancellazione del tuo account',
    text: text(hello(firstName), p, url),
    html: layout('Cancellazione dell’account', [hello(firstName), ...p], {
      label: 'Conferma la cancellazione',
      url,
    }),
  };
}

export function toMessage(to: string, template: MailTemplate): MailMessage {
  return { to, ...template };
}
