// The local providers standing in for Google and Facebook in the browser journeys, and their accounts.
export const GOOGLE_CLIENT = { clientId: 'sporta-e2e-google', clientSecret: 'segreto-google-e2e' };

export const GOOGLE_ACCOUNTS = {
  'g-mario': { email: 'mario.rossi@example.com', verified: true, name: 'Mario Rossi' },
  'g-nuova': { email: 'chiara.galli.e2e@example.com', verified: true, name: 'Chiara Galli' },
};

export const FACEBOOK_CLIENT = { clientId: 'sporta-e2e-facebook', clientSecret: 'segreto-facebook-e2e' };

export const FACEBOOK_ACCOUNTS = {
  'fb-nuova': { email: 'sara.longo.e2e@example.com', verified: true, name: 'Sara Longo' },
};
