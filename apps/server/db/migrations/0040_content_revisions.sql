-- Staff edit the content (issue 23, ADR 0074): every change to a page, FAQ page, post or recipe,
-- or to a block of the home page or a category, is a revision (who, when, the row before and
-- after), written in the same transaction as the change. A deleted entry or block keeps its
-- history (its id set to null).
create table content_revision (
  revision_id    bigserial primary key,
  content_id     bigint references content_entry (content_id) on delete set null,
  block_id       bigint references content_block (block_id) on delete set null,
  staff_user_id  bigint not null references staff_user (staff_user_id),
  action         text not null check (action in ('create', 'update', 'restore', 'delete', 'reorder')),
  before         jsonb,
  after          jsonb,
  created_at     timestamptz not null default now()
);
create index content_revision_entry_idx on content_revision (content_id, revision_id desc);
create index content_revision_block_idx on content_revision (block_id, revision_id desc);
