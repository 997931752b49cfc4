// Platform calls. `auth/test` moved to the account module (modules/account),
// which answers the user object when logged in; this plugin stays as the place
// for calls that belong to no module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const platformRoutes: FastifyPluginAsyncZod = async () => {};
