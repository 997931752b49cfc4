// Every mapping of seed 000 §2's deep links, one example each (link path → app path): the table
// of the domain's unit tests and of the app bundle's browser test (e2e/tests/app-bundle.spec.ts).
export const DEEP_LINK_EXAMPLES: readonly (readonly [link: string, app: string])[] = [
  ['/profile/orders', '/profile/orders'],
  ['/profile/orders/1234', '/profile/orders/1234'],
  ['/checkout', '/checkout'],
  ['/search', '/search'],
  ['/search?q=latte&parent_category_id=12', '/search?q=latte&parent_category_id=12'],
  ['/shop/product/mele-golden-1kg', '/product/mele-golden-1kg'],
  ['/shop/category/frutta-e-verdura', '/frutta-e-verdura'],
  ['/category/frutta-e-verdura', '/frutta-e-verdura'],
  ['/category/frutta-e-verdura/frutta', '/frutta-e-verdura/frutta'],
  ['/page/chi-siamo', '/page/chi-siamo'],
  ['/registration/confirm/success', '/registration/confirm/success'],
  ['/registration/confirm/error', '/registration/confirm/error'],
  ['/registration/confirm/already-confirmed', '/registration/confirm/already-confirmed'],
  ['/registration/confirm/expired', '/registration/confirm/expired'],
  [
    '/registration/reset-password?login=a%40b.it&token=xyz',
    '/registration/reset-password?login=a%40b.it&token=xyz',
  ],
  ['/reset-password-request', '/reset-password-request'],
  ['/reset-password-sent', '/reset-password-sent'],
  ['/reset-password-completed', '/reset-password-completed'],
  ['/reset-password-confirm?login=a%40b.it&token=xyz', '/reset-password-confirm?login=a%40b.it&token=xyz'],
  [
    '/reset-password-confirm/mario.rossi@example.com?token=xyz',
    '/reset-password-confirm/mario.rossi%40example.com?token=xyz',
  ],
  ['/recover-password-confirm?login=a%40b.it&token=xyz', '/reset-password-confirm?login=a%40b.it&token=xyz'],
  // the leading /shop segment is stripped everywhere
  ['/shop/profile/orders/77', '/profile/orders/77'],
  ['/shop/checkout', '/checkout'],
  ['/shop/page/faq', '/page/faq'],
];
