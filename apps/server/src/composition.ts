// The composition root: the one place that builds every service, in dependency order, and hands
// each its collaborators through its constructor. Modules never reach each other through Fastify
// decorators; use cases that span modules are flows (src/flows/). app.ts registers the route
// plugins with what this file built (src/routes.ts), so registration order carries no meaning.
import { LEAFLET_COVER_FORMAT, type Leaflet } from '@sporta/contracts';
import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaultPromoEnd, romeDate } from '@sporta/domain';
import type { Config } from './config';
import { LoginFlow } from './flows/login.flow';
import { SocialLoginFlow } from './flows/social-login.flow';
import { FavouritesFlow } from './flows/favourites.flow';
import { PlaceOrderFlow } from './flows/place-order.flow';
import { ReopenOrderFlow } from './flows/reopen-order.flow';
import { SitemapFlow } from './flows/sitemap.flow';
import { SiteSearchFlow } from './flows/site-search.flow';
import {
  AccountService,
  createBotCheck,
  InvoiceDataService,
  marketingAudience,
  withMarketingConsent,
} from './modules/account';
import {
  BackofficeRepository,
  BackofficeService,
  OidcLogin,
  SamlRepository,
  type SsoOptions,
} from './modules/backoffice';
import {
  OrderBoardRepository,
  OrderBoardService,
  PickingRepository,
  PickingService,
  SlotPlanningRepository,
  SlotPlanningService,
  SlotTemplateRepository,
  SlotTemplateService,
} from './modules/store-ops';
import { createCartServices, type CartServices } from './modules/cart';
import { CatalogService } from './modules/catalog';
import {
  ArticleService,
  BlockAdminService,
  BlockService,
  ContentAdminService,
  ContentChanges,
  ContentService,
  type LeafletCard,
} from './modules/content';
import { DeliveryService, WorkplaceService } from './modules/delivery';
import { CuFormsService, FormsRepository, FormsService, PrivateFiles } from './modules/forms';
import { GiftService } from './modules/gifts';
import { LeafletAdminService, LeafletService } from './modules/leaflets';
import { InviteService } from './modules/invite';
import { ListService } from './modules/lists';
import { LoyaltyService, RewardsService } from './modules/loyalty';
import { CardRegistrationFlow } from './flows/card-registration.flow';
import {
  CheckoutService,
  createPaymentProvider,
  FulfilmentService,
  OrderHistoryService,
  OrdersService,
  PaymentsService,
  RefundsService,
  type PaymentProvider,
} from './modules/orders';
import { PaymentDuesService } from './modules/payment-dues';
import {
  CampaignService,
  LocalMarketingCloud,
  OutboxSender,
  PushRepository,
  PushService,
  WebPushSender,
} from './modules/push';
import { MarketingCampaignFlow } from './flows/marketing-campaign.flow';
import { CustomerNotices, MessagesService } from './modules/messages';
import { SearchService } from './modules/search';
import { SocialService } from './modules/social';
import { OidcLogin as SocialOidcLogin } from './platform/oidc';
import { parseCertificates, SamlLogin } from './platform/saml';
import type { Database } from './platform/db';
import type { Notifications, WriteWatch } from './platform/db-notifications';
import type { PeriodicJob } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail';
import { RateLimiter } from './platform/rate-limit';

/** Replacements of outside collaborators (tests). */
export interface CompositionOverrides {
  /** The orders module's "an order waits to be collected" check, as the account module sees it. */
  ordersToCollect?: (userId: number) => Promise<boolean>;
}

export interface Services {
  mailer: Mailer;
  limiter: RateLimiter;
  catalog: CatalogService;
  /** The catalogue's browsing reads: on the replica when there is one, else `catalog`. */
  catalogReads: CatalogService;
  search: SearchService;
  delivery: DeliveryService;
  /** Shop at work: company agreements, the workplace address (issue 25). */
  workplace: WorkplaceService;
  gifts: GiftService;
  cart: CartServices;
  lists: ListService;
  /** Push devices, Web Push and the app's outbox, the marketing cloud (issue 27). */
  push: PushService;
  /** The record of the marketing messages staff sent to a segment (issue 27, ADR 0062). */
  campaigns: CampaignService;
  /** Loyalty cards, the points ledger and pulverisation (issue 25). */
  loyalty: LoyaltyService;
  /** Rewards cart, reward requests and donations of points (issue 25). */
  rewards: RewardsService;
  /** The documents a member owes the cooperative, paid online (issue 25). */
  dues: PaymentDuesService;
  /** Invite a friend: codes, the friends who registered, the vouchers job (issue 25, ADR 0060). */
  invites: InviteService;
  /** The message archive: every customer mail, recorded when sent (issue 25, ADR 0060). */
  messages: MessagesService;
  paymentProvider: PaymentProvider;
  orders: OrdersService;
  payments: PaymentsService;
  checkout: CheckoutService;
  refunds: RefundsService;
  fulfilment: FulfilmentService;
  history: OrderHistoryService;
  account: AccountService;
  bot: ReturnType<typeof createBotCheck>;
  /** Staff sign-in, acting as a customer, the audit log (issue 22). */
  backoffice: BackofficeService;
  /** Pages, FAQ pages, posts and menus (issue 23), served under /p/wp-json/. */
  content: ContentService;
  contentAdmin: ContentAdminService;
  blockAdmin: BlockAdminService;
  blocks: BlockService;
  articles: ArticleService;
  /** The dynamic (ninja-style) forms and the custom forms (issue 23, ADR 0065). */
  forms: FormsService;
  cuforms: CuFormsService;
  /** The store manager's slot planning and the store's order board (issue 26). */
  planning: SlotPlanningService;
  /** The weekly slot templates (ADR 0061). */
  slotTemplates: SlotTemplateService;
  board: OrderBoardService;
  /** Picking line by line (issue 26, ADR 0055). */
  picking: PickingService;
  /** Volantini and member catalogues (issue 24): calls, page images, PDF. */
  leaflets: LeafletService;
  leafletAdmin: LeafletAdminService;
  /** Staff single sign-on (the cooperative's OpenID provider, when configured). */
  staffSso: SsoOptions;
  flows: {
    login: LoginFlow;
    social: SocialLoginFlow;
    placeOrder: PlaceOrderFlow;
    reopenOrder: ReopenOrderFlow;
    favourites: FavouritesFlow;
    sitemap: SitemapFlow;
    siteSearch: SiteSearchFlow;
    cardRegistration: CardRegistrationFlow;
    marketingCampaign: MarketingCampaignFlow;
  };
  /** Periodic jobs (platform/jobs.ts runs them). */
  jobs: PeriodicJob[];
  /**
   * Calls `listener` when what the shop's pages show besides the catalogue changes (content
   * blocks, entries, slides, menus, leaflets): at once for this process's writes, on commit for
   * another node's (PostgreSQL). Kept answers that show it are dropped (ADR 0082).
   */
  onContentChange(listener: () => void): void;
  /** Releases what the services hold (the mail transport). */
  close(): Promise<void>;
}

export function composeServices(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  overrides: CompositionOverrides = {},
  database: {
    /** A replica for the catalogue's reads (DATABASE_READ_URL); the primary without one. */
    reads?: Database;
    /** The primary's notifications (PostgreSQL): the catalogue's version heard on commit (ADR 0082). */
    notifications?: Notifications;
    /** This process's writes by table (ADR 0082). */
    writes?: WriteWatch;
  } = {},
): Services {
  const { reads, notifications, writes } = database;
  const mailer = createMailer(config);
  const limiter = new RateLimiter(db);
  // The message archive: every mail sent to a customer (MailMessage.archive) is recorded here, at
  // the one sending place; marketing ones only with the marketing consent.
  const messages = new MessagesService(db, {
    marketingConsent: (userIds) => withMarketingConsent(db, userIds),
  });
  mailer.archiveWith(async (message) => {
    try {
      await messages.record(message);
    } catch (err) {
      log.error({ err, userId: message.archive.userId }, 'message archive failed');
    }
  });

  // Reading the shop: catalogue and search; delivery setup; gift certificates and coupons.
  const catalog = new CatalogService(db, notifications && writes ? { notifications, writes } : undefined);
  // What shoppers browse (listings, search, product pages) may come from a replica, with its own
  // cache keyed by the replica's catalogue version; what is priced into a cart or an order is read
  // from the primary (ADR 0081).
  const catalogReads = reads ? new CatalogService(reads) : catalog;
  const search = new SearchService(db, catalog);
  const delivery = new DeliveryService(db, {
    holdMinutes: config.SLOT_HOLD_MINUTES,
    slotDays: config.SLOT_DAYS,
    proximityDistance: config.PROXIMITY_DISTANCE,
  });
  const workplace = new WorkplaceService(db, delivery);
  const gifts = new GiftService(db);
  // Content: pages, FAQ, posts and menus (the content backend of the spec, on the same database).
  const content = new ContentService(db);
  const contentChanges = new ContentChanges(writes, notifications);
  const contentAdmin = new ContentAdminService(db, content);
  const articles = new ArticleService(db);
  // Forms: files in privateDir/forms (no static route serves it); submissions mailed to the form's
  // recipient; the forms' nonce key derived from the payment key (its own label, never the key).
  const formsRepo = new FormsRepository(db);
  const formFiles = new PrivateFiles(path.join(config.privateDir, 'forms'));
  const forms = new FormsService(
    formsRepo,
    formFiles,
    mailer,
    Buffer.from(hkdfSync('sha256', config.PAYMENT_HMAC_KEY, '', 'sporta form nonce', 32)),
  );
  const cuforms = new CuFormsService(formsRepo, formFiles);
  // Leaflets: their products priced by the catalogue, their pages rendered into filesDir.
  const leaflets = new LeafletService(db, catalog, { filesDir: config.filesDir });
  // A leaflet slider block shows the shopper's current leaflets (their covers).
  // A leaflet slider block shows the shopper's current leaflets (their covers), a leaflet viewer
  // block one leaflet.
  const leafletCard = (l: Omit<Leaflet, 'leafletPage'>): LeafletCard => ({
    leafletId: l.leafletId,
    slug: l.slug,
    title: l.title,
    // the cooperative's name is in the description: leaflets of several look alike
    validityText: `${l.validityText} · ${l.description}`,
    cover:
      l.media.find((m) => m.formatTypeId === LEAFLET_COVER_FORMAT && m.width === 600)?.mediaURL ??
      l.firstPagePreview,
    location: l.location,
  });
  const blocks = new BlockService(db, {
    leaflets: async (shopper, leafletTypeId) =>
      (
        await leaflets.search({
          leafletTypeId,
          warehouseId: shopper.warehouseId ?? undefined,
          deliveryServiceId: shopper.deliveryServiceId ?? undefined,
        })
      ).map(leafletCard),
    leaflet: (key) => leaflets.view(key).then(leafletCard, () => undefined),
  });
  const leafletAdmin = new LeafletAdminService(
    leaflets,
    catalog,
    () => delivery.stores({ storeId: null, deliveryServiceId: null }),
    {
      filesDir: config.filesDir,
    },
  );

  // The cart prices with the catalogue, sets up delivery and applies gifts.
  const cart = createCartServices(db, catalog, delivery, gifts);
  const lists = new ListService(db, catalog);
  // Loyalty: cards of the member register, the points ledger; points become gift vouchers.
  const loyalty = new LoyaltyService(db, { gifts, limiter });

  // Push: Web Push for the PWA (VAPID), the local outbox for the app's FCM/APNs tokens; the
  // marketing cloud's local adapter; marketing messages only with the marketing consent.
  const pushRepo = new PushRepository(db);
  const webPush = new WebPushSender({
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${mailAddress(config.MAIL_FROM)}`,
    allowHttp: config.PUSH_ALLOW_HTTP,
    timeoutMs: config.PUSH_TIMEOUT_SECONDS * 1000,
  });
  const push = new PushService(pushRepo, [webPush, new OutboxSender()], new LocalMarketingCloud(pushRepo), {
    vapidPublicKey: webPush.publicKey,
    allowHttp: config.PUSH_ALLOW_HTTP,
    companyId: config.MARKETING_COMPANY_ID,
    marketingConsent: (userIds) => withMarketingConsent(db, userIds),
    log,
  });

  // Orders: payments by the configured provider; checkout hands the cart over to an order.
  // Every status change mails the customer and pushes to their devices.
  const paymentProvider = createPaymentProvider(config, db);
  const orders = new OrdersService(db, {
    delivery,
    gifts,
    provider: paymentProvider,
    mailer,
    pushStatus: (event) => push.orderStatusChanged(event),
    config,
    log,
  });
  const payments = new PaymentsService(orders, { delivery, gifts });
  // What happens to a customer's documents and rewards is mailed (archived) and pushed.
  const notices = new CustomerNotices(db, {
    mailer,
    push: (userId, message) => push.sendToCustomer(userId, message),
    log,
  });
  // A member's due documents are paid through the same provider as orders.
  // … and their reminders are mailed (kept in the message archive) and pushed.
  const dues = new PaymentDuesService(db, {
    provider: paymentProvider,
    sessionMinutes: config.PAYMENT_SESSION_MINUTES,
    notices,
    publicUrl: () => config.PUBLIC_URL,
  });
  const checkout = new CheckoutService(cart, orders, payments, new InvoiceDataService(db));
  // Refund photos in privateDir: no static route serves them (only order-refund/image, to the owner).
  // An approved refund takes back the points of what it refunded (in the refund's transaction).
  const refunds = new RefundsService(orders, config.privateDir, (trx, order) =>
    loyalty.takeBackForRefund(trx, order),
  );
  // A delivered order earns its points (in the fulfilment transaction).
  const fulfilment = new FulfilmentService(orders, refunds, (trx, order) => loyalty.earnForOrder(trx, order));
  const history = new OrderHistoryService(db, orders, catalog);

  // The account refuses deletion while an order waits to be collected (the orders module knows).
  const account = new AccountService(
    db,
    config,
    mailer,
    overrides.ordersToCollect ?? ((userId) => orders.repo.hasOpenOrders(userId)),
    // An anonymised account no longer holds loyalty cards: the members can add them again. Its
    // devices receive nothing more and its marketing contact is removed.
    async (userId) => {
      await loyalty.releaseCards(userId);
      await push.forgetCustomer(userId);
    },
  );
  const bot = createBotCheck(config, db);
  // Marketing messages from the back-office: mail (archived) and push to a segment's consenting customers.
  const campaigns = new CampaignService(db);
  const marketingCampaign = new MarketingCampaignFlow({
    delivery,
    audience: (filter) => marketingAudience(db, filter),
    customersOfService: (serviceId) => orders.repo.customersOfService(serviceId),
    mailer,
    push,
    campaigns,
    publicUrl: () => config.PUBLIC_URL,
    log,
  });
  // Invite a friend: the friend's first delivered order earns the inviter a voucher (a job).
  const invites = new InviteService(db, {
    gifts,
    mailer,
    push: (userId, message) => push.sendToCustomer(userId, message),
    promoEnd: config.INVITE_PROMO_END ?? defaultPromoEnd(romeDate(new Date())),
    publicUrl: () => config.PUBLIC_URL,
    log,
  });

  // The back-office: staff accounts, acting as a customer, the audit log; staff single sign-on.
  const backoffice = new BackofficeService(new BackofficeRepository(db), limiter, {
    perUser: config.STAFF_LOGIN_MAX,
    perIp: config.STAFF_LOGIN_IP_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
  });
  const staffSso: SsoOptions = {
    oidc:
      config.STAFF_OIDC_ISSUER && config.STAFF_OIDC_CLIENT_ID
        ? new OidcLogin({
            issuer: config.STAFF_OIDC_ISSUER,
            clientId: config.STAFF_OIDC_CLIENT_ID,
            clientSecret: config.STAFF_OIDC_CLIENT_SECRET,
            allowHttp: config.OIDC_ALLOW_HTTP,
          })
        : null,
    saml: samlLoginOf(config, db),
    publicUrl: () => config.PUBLIC_URL,
  };

  // «Accedi con Google» / «Accedi con Facebook»: one flow, one OpenID Connect client per provider
  // configured; the identity logs a linked customer in, or waits to be linked.
  const socialClient = (issuer: string, clientId: string | undefined, clientSecret: string | undefined) =>
    clientId
      ? new SocialOidcLogin({ issuer, clientId, clientSecret, allowHttp: config.OIDC_ALLOW_HTTP })
      : undefined;
  const social = new SocialLoginFlow(
    new SocialService(db),
    cart.handoff,
    account,
    {
      google: socialClient(config.GOOGLE_OIDC_ISSUER, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
      facebook: socialClient(
        config.FACEBOOK_OIDC_ISSUER,
        config.FACEBOOK_CLIENT_ID,
        config.FACEBOOK_CLIENT_SECRET,
      ),
    },
    () => config.PUBLIC_URL,
  );

  return {
    mailer,
    limiter,
    catalog,
    catalogReads,
    search,
    delivery,
    workplace,
    gifts,
    cart,
    lists,
    push,
    campaigns,
    loyalty,
    rewards: new RewardsService(db, loyalty, notices, () => config.PUBLIC_URL),
    dues,
    invites,
    messages,
    paymentProvider,
    payments,
    orders,
    checkout,
    refunds,
    fulfilment,
    history,
    account,
    bot,
    backoffice,
    staffSso,
    content,
    contentAdmin,
    blockAdmin: new BlockAdminService(blocks),
    blocks,
    articles,
    forms,
    cuforms,
    planning: new SlotPlanningService(db, new SlotPlanningRepository(db), delivery),
    slotTemplates: new SlotTemplateService(
      db,
      new SlotTemplateRepository(db),
      new SlotPlanningRepository(db),
      delivery,
      { slotDays: config.SLOT_DAYS },
    ),
    board: new OrderBoardService(
      new OrderBoardRepository(db),
      new SlotPlanningRepository(db),
      fulfilment,
      new PickingRepository(db),
    ),
    picking: new PickingService(new PickingRepository(db)),
    leaflets,
    leafletAdmin,
    flows: {
      login: new LoginFlow(account, cart.handoff, (request, userId) =>
        social.linkAfterPassword(request, userId),
      ),
      social,
      placeOrder: new PlaceOrderFlow(cart, orders, payments, checkout),
      reopenOrder: new ReopenOrderFlow(orders, cart),
      cardRegistration: new CardRegistrationFlow(account, loyalty),
      marketingCampaign,
      favourites: new FavouritesFlow(lists),
      sitemap: new SitemapFlow(catalog, content),
      siteSearch: new SiteSearchFlow(catalog, content),
    },
    jobs: [
      { name: 'timeslot-sweep', everySeconds: config.SLOT_SWEEP_SECONDS, run: () => delivery.sweep() },
      {
        name: 'orders-unpaid-sweep',
        everySeconds: config.SLOT_SWEEP_SECONDS,
        run: () => payments.sweepUnpaid(config.PAYMENT_SESSION_MINUTES),
      },
      {
        name: 'invite-vouchers',
        everySeconds: config.INVITE_JOB_SECONDS,
        run: () => invites.issueVouchers(),
      },
      {
        name: 'payment-due-reminders',
        everySeconds: config.DUE_REMINDER_JOB_SECONDS,
        run: () => dues.sendReminders(),
      },
    ],
    onContentChange: (listener) => contentChanges.onChange(listener),
    async close() {
      mailer.close();
      await catalog.stop();
      await contentChanges.stop();
    },
  };
}

/** The address of a From header ('Sporta <noreply@…>' → 'noreply@…'). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Staff SAML sign-in, when the provider's sign-on URL is configured. */
function samlLoginOf(config: Config, db: Database): SamlLogin | null {
  if (!config.STAFF_SAML_ENTRY_POINT || !config.STAFF_SAML_IDP_CERT) return null;
  const { STAFF_SAML_ENTRY_POINT: entryPoint, STAFF_SAML_IDP_CERT: cert } = config;
  return new SamlLogin(() => {
    const base = `${config.PUBLIC_URL}/ebsn/api/saml`;
    const issuer = config.STAFF_SAML_ISSUER ?? `${base}/metadata`;
    return {
      entryPoint,
      idpCert: parseCertificates(cert),
      idpIssuer: config.STAFF_SAML_IDP_ISSUER,
      issuer,
      audience: config.STAFF_SAML_AUDIENCE ?? issuer,
      callbackUrl: `${base}/acs`,
      clockSkewMs: config.STAFF_SAML_CLOCK_SKEW_SECONDS * 1000,
    };
  }, new SamlRepository(db));
}
