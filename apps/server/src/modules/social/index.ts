// The social-login module's public face: customers' linked Google identities.
export { SocialService } from './social.service';
export type { SocialLoginPort } from './social.routes';
export { SOCIAL_PROVIDERS, type SocialProvider } from './providers';
