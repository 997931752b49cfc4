// The two parts of the catalogue made by scripts/vite-i18n-split.ts (ADR 0016).
declare module 'virtual:sporta/messages-entry' {
  type Messages = { [key: string]: string | Messages };
  const messages: Messages;
  export default messages;
  /** True where this part is the whole catalogue (server, dev server). */
  export const complete: boolean;
}

declare module 'virtual:sporta/messages-rest' {
  type Messages = { [key: string]: string | Messages };
  const messages: Messages;
  export default messages;
}

// An entry page's own messages beyond the entry's (ADR 0068): its route module adds them.
declare module 'virtual:sporta/messages-page/*' {
  type Messages = { [key: string]: string | Messages };
  const messages: Messages;
  export default messages;
}
