-- SAML 2.0 staff sign-in (issue 22, ADR 0046): the AuthnRequests sent to the identity provider
-- and waiting for their answer (spent on the first answer), and every assertion ID accepted, kept
-- past the time it could still be valid, so a replayed assertion is refused.
create table saml_request (
  request_id  text primary key,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null
);
create table saml_assertion (
  assertion_id text primary key,
  keep_until   timestamptz not null,
  seen_at      timestamptz not null default now()
);
create index saml_assertion_keep_idx on saml_assertion (keep_until);
