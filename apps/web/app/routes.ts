// Route modules of the spec's route map (000 §2), registered as they are implemented.
// Paths not implemented yet fall to the catch-all category route, whose unknown slugs answer
// the real 404 page: nothing pretends to exist.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The mobile app bundle (SPORTA_TARGET=app, no server) uses thin wrappers without the server
// `loader` export; their client loaders call the API from the device.
const dir = process.env.SPORTA_TARGET === 'app' ? 'routes/app' : 'routes';

export default [
  layout(`${dir}/shop-layout.tsx`, { id: 'shop' }, [
    index(`${dir}/home.tsx`, { id: 'home' }),
    route('product/:slug', `${dir}/product.tsx`, { id: 'product' }),
    // Deep links of the spec (000 §2, 001 §2) that name another page: a permanent redirect.
    route('shop/product/:slug', `${dir}/legacy-redirect.tsx`, { id: 'legacy:shop-product' }),
    route('recover-password-confirm/:login?', `${dir}/legacy-redirect.tsx`, {
      id: 'legacy:recover-password-confirm',
    }),
    // A leaflet (issue 24, ADR 0068): an entry page too, its viewer without MUI.
    route('volantini/:leafletId', `${dir}/leaflet.tsx`, { id: 'leaflet-volantino' }),
    route('catalogo-soci/:leafletId', `${dir}/leaflet.tsx`, { id: 'leaflet-catalogo-soci' }),
    // Every page but the entry pages renders inside MUI's scope (ADR 0015).
    layout('routes/mui-layout.tsx', { id: 'mui' }, [
      // Search (issue 4): /cm-search is the same page as /search.
      route('search', `${dir}/search.tsx`, { id: 'search' }),
      route('cm-search', `${dir}/search.tsx`, { id: 'cm-search' }),
      route('fast-search', `${dir}/fast-search.tsx`, { id: 'fast-search' }),
      // Account area (issue 5).
      route('login', 'routes/login.tsx', { id: 'login' }),
      route('registration-user', 'routes/registration-user.tsx', { id: 'registration-user' }),
      // Shop at work (issue 25, seed 001): login required.
      route('shop-at-work', `${dir}/shop-at-work.tsx`, { id: 'shop-at-work' }),
      // Registration from a loyalty card and its confirmation link (issue 25, seed 002 §7).
      route('registration/card-agreement', 'routes/registration-card-agreement.tsx', {
        id: 'registration-card-agreement',
      }),
      ...[
        'registration/confirm/success',
        'registration/confirm/error',
        'registration/confirm/already-confirmed',
        'welcome',
        'thankyou-agreement',
        'registration-social-completed',
        'reset-password-sent',
        'reset-password-completed',
      ].map((path) => route(path, 'routes/account-message.tsx', { id: `account-message:${path}` })),
      // The wildcard of the registration outcomes is the error page (spec 000 §2).
      route('registration/confirm/*', 'routes/account-message.tsx', {
        id: 'account-message:registration/confirm/*',
      }),
      route('reset-password-request', 'routes/reset-password-request.tsx', { id: 'reset-password-request' }),
      route('reset-password-confirm/:login?', 'routes/reset-password-confirm.tsx', {
        id: 'reset-password-confirm',
      }),
      route('registration/reset-password', 'routes/reset-password-confirm.tsx', {
        id: 'registration-reset-password',
      }),
      route('profile/email-updated', 'routes/profile-email-updated.tsx', { id: 'profile-email-updated' }),
      route('profile', `${dir}/profile.tsx`, { id: 'profile' }, [
        index('routes/profile-dashboard.tsx', { id: 'profile-index' }),
        route('dashboard', 'routes/profile-dashboard.tsx', { id: 'profile-dashboard' }),
        route('profile-update', 'routes/profile-update.tsx', { id: 'profile-update' }),
        route('changepassword', 'routes/profile-change-password.tsx', { id: 'profile-changepassword' }),
        route('advanced-security', 'routes/profile-advanced-security.tsx', {
          id: 'profile-advanced-security',
        }),
        route('privacy', 'routes/profile-privacy.tsx', { id: 'profile-privacy' }),
        route('gifts', 'routes/profile-gifts.tsx', { id: 'profile-gifts' }),
        // Loyalty cards and points (issue 25).
        route('fidelity', 'routes/profile-fidelity.tsx', { id: 'profile-fidelity' }),
        route('points-polv', 'routes/profile-points-polv.tsx', { id: 'profile-points-polv' }),
        // Rewards and donations of points (ADR 0059).
        route('create-offer', 'routes/profile-create-offer.tsx', { id: 'profile-create-offer' }),
        route('rewards-cart', 'routes/profile-rewards-cart.tsx', { id: 'profile-rewards-cart' }),
        route('requested-rewards', 'routes/profile-requested-rewards.tsx', {
          id: 'profile-requested-rewards',
        }),
        route('donate', 'routes/profile-donate.tsx', { id: 'profile-donate' }),
        route('paymentduedate', 'routes/profile-paymentduedate.tsx', { id: 'profile-paymentduedate' }),
        // Invite a friend and the message archive (issue 25).
        route('invite', 'routes/profile-invite.tsx', { id: 'profile-invite' }),
        route('news-list', 'routes/profile-news-list.tsx', { id: 'profile-news-list' }),
        route('invoice-data', 'routes/profile-invoice-data.tsx', { id: 'profile-invoice-data' }),
        route('lists', 'routes/profile-lists.tsx', { id: 'profile-lists' }),
        route('lists/:listId', 'routes/profile-list.tsx', { id: 'profile-list' }),
        route('addresses', 'routes/profile-addresses.tsx', { id: 'profile-addresses' }),
        route('payment-method', 'routes/profile-payment-method.tsx', { id: 'profile-payment-method' }),
        // Orders and refunds (issue 7 §4, §6).
        route('orders', 'routes/profile-orders.tsx', { id: 'profile-orders' }),
        route('orders/:orderId', 'routes/profile-order-detail.tsx', { id: 'profile-order-detail' }),
        route('order-refunds', 'routes/profile-order-refunds.tsx', { id: 'profile-order-refunds' }),
        route('order-refunds/:refundId', 'routes/profile-order-refund-detail.tsx', {
          id: 'profile-order-refund-detail',
        }),
        route('order-refund-request', 'routes/profile-order-refund-request.tsx', {
          id: 'profile-order-refund-request',
        }),
        route('last-purchase', 'routes/profile-last-purchase.tsx', { id: 'profile-last-purchase' }),
        route('preferred', 'routes/profile-preferred.tsx', { id: 'profile-preferred' }),
        route('addresses/manage/:addressId?', 'routes/profile-address-edit.tsx', {
          id: 'profile-address-edit',
        }),
        route('anonymize-confirm', 'routes/profile-anonymize-confirm.tsx', {
          id: 'profile-anonymize-confirm',
        }),
        ...['profile-updated', 'profile-confirmed', 'profile-update-error'].map((path) =>
          route(path, 'routes/account-message.tsx', { id: `account-message:profile/${path}` }),
        ),
      ]),
      // Store pages (issue 6 §5).
      route('punti-vendita/:warehouseSlug', `${dir}/store.tsx`, { id: 'store-by-slug' }),
      route('negozi-e-volantini/negozi/:warehouseId', `${dir}/store.tsx`, { id: 'store-by-id' }),
      route('cart', 'routes/cart.tsx', { id: 'cart' }),
      // Checkout and payment outcomes (issue 7 §2, §3).
      route('checkout', `${dir}/checkout.tsx`, { id: 'checkout' }),
      route('payment', `${dir}/checkout.tsx`, { id: 'payment' }),
      route('cart/payment-completed/:orderId', `${dir}/payment-outcome.tsx`, { id: 'payment-completed' }),
      route('cart/payment-error/:orderId', `${dir}/payment-outcome.tsx`, { id: 'payment-error' }),
      route('service-discovery', 'routes/service-discovery.tsx', { id: 'service-discovery' }),
      // Content (issue 23): static and FAQ pages, the blog and its posts.
      route('page/:pageName', `${dir}/content-page.tsx`, { id: 'content-page' }),
      route('faq/:pageName', `${dir}/content-page.tsx`, { id: 'content-faq' }),
      route('blog', `${dir}/blog.tsx`, { id: 'blog' }),
      route('blog/:pageName', `${dir}/blog-post.tsx`, { id: 'blog-post' }),
      // /news/:slug names a post or a recipe (news.tsx looks up both).
      route('news/:slug', `${dir}/news.tsx`, { id: 'news-post' }),
      // Shoppable recipes (issue 23): the list and a recipe.
      route('ricette', `${dir}/recipes.tsx`, { id: 'recipes' }),
      route('ricette/:pageName', `${dir}/recipe.tsx`, { id: 'recipe' }),
      // Leaflets (issue 24): the current ones, a volantino, a member catalogue (id or slug).
      route('volantini', `${dir}/leaflets.tsx`, { id: 'leaflets' }),
      // Back-office (issue 22): the staff landing page and the audit log (administrators); on
      // the web only (staff do not work from the shoppers' mobile app).
      ...(process.env.SPORTA_TARGET === 'app'
        ? []
        : [
            route('userboard', 'routes/userboard.tsx', { id: 'userboard' }),
            route('userboard/registro', 'routes/userboard-audit.tsx', { id: 'userboard-audit' }),
            // Store operations (issue 26): slot planning for store managers.
            route('userboard/fasce', 'routes/userboard-slots.tsx', { id: 'userboard-slots' }),
            route('userboard/modelli-fasce', 'routes/userboard-slot-templates.tsx', {
              id: 'userboard-slot-templates',
            }),
            route('userboard/ordini', 'routes/userboard-orders.tsx', { id: 'userboard-orders' }),
            route('userboard/prepara/:orderId', 'routes/userboard-picking.tsx', { id: 'userboard-picking' }),
            // Reward requests of the members (ADR 0059): store managers.
            route('userboard/premi', 'routes/userboard-rewards.tsx', { id: 'userboard-rewards' }),
            // Leaflets (issue 24): upload a PDF, place hotspots, publish (leaflet editors).
            route('userboard/volantini', 'routes/userboard-leaflets.tsx', { id: 'userboard-leaflets' }),
            route('userboard/volantini/:leafletId', 'routes/userboard-leaflet.tsx', {
              id: 'userboard-leaflet',
            }),
            // The blocks of the home page and the categories (issue 23): content editors.
            route('userboard/blocchi', 'routes/userboard-blocks.tsx', { id: 'userboard-blocks' }),
            // What shoppers sent through the forms (issue 23): operators and content editors.
            route('userboard/moduli', 'routes/userboard-form-submissions.tsx', {
              id: 'userboard-form-submissions',
            }),
            // Content editing (issue 23, ADR 0074, 0076): pages, FAQ, posts, recipes, menus.
            route('userboard/contenuti', 'routes/userboard-contents.tsx', { id: 'userboard-contents' }),
            route('userboard/contenuti/menu', 'routes/userboard-content-menu.tsx', {
              id: 'userboard-content-menu',
            }),
            route('userboard/contenuti/nuovo', 'routes/userboard-content.tsx', {
              id: 'userboard-content-new',
            }),
            route('userboard/contenuti/:contentId', 'routes/userboard-content.tsx', {
              id: 'userboard-content',
            }),
            // Marketing messages to a segment of the consenting customers (issue 27, ADR 0062).
            route('userboard/marketing', 'routes/userboard-marketing.tsx', { id: 'userboard-marketing' }),
          ]),
    ]),
    route('*', `${dir}/category.tsx`, { id: 'category' }),
  ]),
] satisfies RouteConfig;
