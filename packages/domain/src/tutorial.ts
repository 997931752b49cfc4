// The app's first-launch tutorial (seed 002 §1 "Tutorial dialog", §4: shown → closed, the last
// seen id stored): it is shown only when the first slide's id differs from the last tutorial seen.

/** Where the app keeps the id of the first slide of the last tutorial it showed. */
export const TUTORIAL_SEEN_KEY = 'sporta-tutorial-seen';

/** Whether the tutorial of these slides is due, given the stored id of the last one seen. */
export function tutorialDue(slides: readonly { id: number }[], lastSeen: string | null): boolean {
  const first = slides[0];
  return first !== undefined && String(first.id) !== lastSeen;
}
