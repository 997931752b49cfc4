// The API's routes: each route plugin registered with the services the composition root built
// (composeServices). app.ts registers them under /ebsn/api (registerApi) and at the root
// (registerRootRoutes); registration order carries no meaning.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountContext } from './modules/account';
import { staffGuard } from './modules/backoffice';
import { pickingRoutes, slotTemplateRoutes, storeOpsRoutes } from './modules/store-ops';
import { backofficeRoutesOf } from './modules/backoffice/backoffice.routes';
import { samlRoutesOf } from './modules/backoffice/saml.routes';
import { authRoutes } from './modules/account/account-auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { optionalOwner } from './modules/cart';
import { cartSetupRoutes } from './modules/cart/cart-setup.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { articleRoutes, blockRoutes, type Shopper } from './modules/content';
import { blockAdminRoutes } from './modules/content/block-admin.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { contentRoutes, WP_PREFIX } from './modules/content/content.routes';
import { seoRoutes } from './modules/content/seo.routes';
import { ajaxRoutes, cuFormRoutes, wpFormRoutes } from './modules/forms';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { workplaceRoutes } from './modules/delivery/workplace.routes';
import { giftRoutes } from './modules/gifts/gifts.routes';
import { leafletAdminRoutes } from './modules/leaflets/leaflet-admin.routes';
import { leafletFileRoutes, leafletRoutes } from './modules/leaflets/leaflets.routes';
import { inviteRoutes } from './modules/invite';
import { listRoutes } from './modules/lists/lists.routes';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { cardRegistrationRoutes } from './modules/loyalty/card-registration.routes';
import { rewardsRoutes } from './modules/loyalty/rewards.routes';
import { checkoutRoutes } from './modules/orders/checkout.routes';
import { orderHistoryRoutes } from './modules/orders/order-history.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { refundRoutes } from './modules/orders/refunds.routes';
import { paymentDueRoutes } from './modules/payment-dues';
import { pushRoutes } from './modules/push/push.routes';
import { campaignRoutes } from './modules/push/campaign.routes';
import { messageRoutes } from './modules/messages';
import { searchRoutes } from './modules/search/search.routes';
import { socialApiRoutes, socialRedirectRoutes } from './modules/social/social.routes';
import { platformRoutes } from './platform/platform.routes';
import { appLinkRoutes } from './platform/app-links';
import type { Services } from './composition';

/** Who is asking, for the blocks' targeting: their open cart's cooperative, warehouse, service. */
async function shopperOf(request: FastifyRequest, s: Services): Promise<Shopper> {
  const owner = await optionalOwner(request);
  const cart = owner ? await s.cart.view.openCart(owner) : undefined;
  return {
    storeId: cart?.storeId ?? null,
    warehouseId: cart?.warehouseId ?? null,
    deliveryServiceId: cart?.deliveryServiceId ?? null,
  };
}

/** The API's route plugins (under /ebsn/api), each given the services it calls. Order is free. */
export async function registerApi(api: FastifyInstance, s: Services): Promise<void> {
  await api.register(platformRoutes);
  await api.register(catalogRoutes, {
    catalog: s.catalogReads,
    favourites: (userId, listId) => s.flows.favourites.productIds(userId, listId),
    giftOffers: s.gifts,
    blocks: async (request, location) => s.blocks.forLocation(location, await shopperOf(request, s)),
    onContentChange: (listener) => s.onContentChange(listener),
  });
  await api.register(blockRoutes, { blocks: s.blocks, shopper: (request) => shopperOf(request, s) });
  await api.register(articleRoutes, { articles: s.articles });
  await api.register(cuFormRoutes, {
    cuforms: s.cuforms,
    forms: s.forms,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(searchRoutes, { search: s.search, catalog: s.catalogReads });
  await api.register(leafletRoutes, { leaflets: s.leaflets });
  await api.register(deliveryRoutes, { delivery: s.delivery, bot: s.bot, limiter: s.limiter });
  await api.register(workplaceRoutes, { workplace: s.workplace });
  await api.register(cartRoutes, { cart: s.cart });
  await api.register(cartSetupRoutes, { cart: s.cart });
  await api.register(giftRoutes, { cart: s.cart, gifts: s.gifts });
  await api.register(loyaltyRoutes, { loyalty: s.loyalty });
  await api.register(rewardsRoutes, { rewards: s.rewards, requireStaff: staffGuard(s.backoffice) });
  await api.register(cardRegistrationRoutes, {
    flow: s.flows.cardRegistration,
    bot: s.bot,
    context: accountContext,
  });
  await api.register(paymentDueRoutes, { dues: s.dues, provider: s.paymentProvider });
  await api.register(pushRoutes, { push: s.push });
  await api.register(campaignRoutes, {
    flow: s.flows.marketingCampaign,
    list: () => s.campaigns.list(),
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(inviteRoutes, { invites: s.invites });
  await api.register(messageRoutes, { messages: s.messages });
  await api.register(listRoutes, { lists: s.lists, cart: s.cart, delivery: s.delivery, catalog: s.catalog });
  await api.register(authRoutes, {
    account: s.account,
    bot: s.bot,
    login: s.flows.login,
    invites: s.invites,
    afterRegistration: (request, userId) => s.flows.social.linkAfterRegistration(request, userId),
  });
  await api.register(accountRoutes, { account: s.account });
  await api.register(checkoutRoutes, {
    checkout: s.checkout,
    orders: s.orders,
    payments: s.payments,
    placeOrder: s.flows.placeOrder,
  });
  await api.register(orderRoutes, {
    orders: s.orders,
    payments: s.payments,
    fulfilment: s.fulfilment,
    reopen: s.flows.reopenOrder,
  });
  await api.register(orderHistoryRoutes, { history: s.history });
  await api.register(refundRoutes, { refunds: s.refunds });
  await api.register(backofficeRoutesOf(s.backoffice, s.staffSso));
  await api.register(samlRoutesOf(s.backoffice, s.staffSso.saml));
  await api.register(storeOpsRoutes, {
    planning: s.planning,
    board: s.board,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(pickingRoutes, { picking: s.picking, requireStaff: staffGuard(s.backoffice) });
  await api.register(slotTemplateRoutes, {
    templates: s.slotTemplates,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(contentAdminRoutes, {
    admin: s.contentAdmin,
    publicUrl: () => api.config.PUBLIC_URL,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(blockAdminRoutes, {
    admin: s.blockAdmin,
    filesDir: () => api.config.filesDir,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(leafletAdminRoutes, {
    admin: s.leafletAdmin,
    requireStaff: staffGuard(s.backoffice),
  });
  await api.register(socialApiRoutes(s.flows.social));
}

/** Routes outside /ebsn/api that belong to the modules (the browser is sent there). */
export async function registerRootRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(socialRedirectRoutes(s.flows.social));
  // The Capacitor app's association files (Android App Links, iOS Universal Links).
  await app.register(appLinkRoutes, { config: app.config });
  // The content backend (WordPress REST shapes) and the SEO files.
  await app.register(contentRoutes, {
    prefix: WP_PREFIX,
    content: s.content,
    publicUrl: () => app.config.PUBLIC_URL,
    blocks: s.blocks,
    shopper: (request) => shopperOf(request, s),
    siteSearch: (q) => s.flows.siteSearch.search(q),
  });
  // The dynamic forms: their definition under the content backend, Ninja Forms' admin-ajax.php.
  await app.register(wpFormRoutes, { prefix: WP_PREFIX, forms: s.forms });
  await app.register(ajaxRoutes, { prefix: '/p/wp-admin', forms: s.forms });
  await app.register(seoRoutes(s.flows.sitemap, () => app.config.PUBLIC_URL));
  // Leaflet page images and PDFs: a more specific path than the files folder's /img/*.
  await app.register(leafletFileRoutes(s.leaflets));
}
