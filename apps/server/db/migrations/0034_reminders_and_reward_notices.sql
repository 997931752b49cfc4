-- Due-date reminders (issue 25, ADR 0063; seed 002 §2 news-list, §7 "Payment due dates"): a member
-- is reminded by mail (kept in the message archive) and push when a document is about to expire
-- and again once it is overdue. One row per document and stage, inserted before the reminder is
-- sent: the primary key makes reruns and concurrent runs of the job send each reminder once.
create table payment_due_reminder (
  document_id  bigint not null references payment_due_document (document_id),
  stage        text not null check (stage in ('expiring', 'overdue')),
  sent_at      timestamptz not null default now(),
  primary key (document_id, stage)
);

-- A reward request ready at the store (or cancelled by it) is told to the member: the archive
-- keeps those messages as kind 'loyalty'.
alter table customer_message drop constraint customer_message_kind_check;
alter table customer_message add constraint customer_message_kind_check
  check (kind in ('order', 'invite', 'payment_due', 'loyalty', 'marketing', 'account'));
