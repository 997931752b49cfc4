// The one wording of a refused input field: "Il campo «items.0.qty» non è valido: …".

/** "Il campo «field» non è valido: detail." (or "Richiesta non valida: detail." without a field). */
export function fieldMessage(field: string, detail: string = 'valore non valido'): string {
  return field ? `Il campo «${field}» non è valido: ${detail}.` : `Richiesta non valida: ${detail}.`;
}

/** The message of the first issue of a failed zod parse, the field path prefixed when given. */
export function issueMessage(
  issue: { path: PropertyKey[]; message: string } | undefined,
  prefix = '',
): string {
  const path = issue?.path.map(String).join('.') ?? '';
  return fieldMessage(prefix ? `${prefix}${path}` : path, issue?.message ?? 'valore non valido');
}
