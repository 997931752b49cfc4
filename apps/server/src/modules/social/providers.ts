// The social sign-in providers customers may use (each its own OpenID Connect client, off unless
// configured): the name is the identity's `provider` and the /api/social-redir/<name>-* paths.
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How the shop names each provider to customers. */
export const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
