// The local provider standing in for Google in the browser journeys, and its accounts.
export const GOOGLE_CLIENT = { clientId: 'sporta-e2e-google', clientSecret: 'segreto-google-e2e' };

export const GOOGLE_ACCOUNTS = {
  'g-mario': { email: 'mario.rossi@example.com', verified: true, name: 'Mario Rossi' },
  'g-nuova': { email: 'chiara.galli.e2e@example.com', verified: true, name: 'Chiara Galli' },
};
