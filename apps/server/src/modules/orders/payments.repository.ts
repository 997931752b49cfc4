// SQL of payment transactions (authorisations, captures, refunds) and saved card authorisations.
import type { Database } from '../../platform/db';
import {
  first,
  toAuth,
  toTx,
  type Executor,
  type PaymentAuthRecord,
  type TransactionRecord,
} from './orders.records';

export class PaymentsRepository {
  constructor(readonly db: Database) {}

  // ---- payment transactions ----

  async insertTransaction(
    trx: Executor,
    t: {
      orderId: number;
      provider: string;
      kind: string;
      paymentTypeId: number;
      amountCents: number;
      status: number;
      saveCard: boolean;
    },
  ): Promise<number> {
    const row = await trx
      .insertInto('payment_transaction')
      .values({
        order_id: t.orderId,
        provider: t.provider,
        kind: t.kind,
        payment_type_id: t.paymentTypeId,
        amount_cents: t.amountCents,
        status: t.status,
        save_card: t.saveCard,
      })
      .returning('transaction_id')
      .executeTakeFirstOrThrow();
    return row.transaction_id;
  }

  /** Sets the provider's session on a transaction that has none yet; false when another request did first. */
  async setSession(transactionId: number, reference: string, redirectUrl: string): Promise<boolean> {
    const r = await this.db
      .updateTable('payment_transaction')
      .set({ provider_reference: reference, redirect_url: redirectUrl, updated_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('provider_reference', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The one selection of payment transactions, read with `toTx`. */
  private transactionQuery(executor: Executor) {
    return executor.selectFrom('payment_transaction').selectAll();
  }

  async transaction_(
    transactionId: number,
    executor: Executor = this.db,
  ): Promise<TransactionRecord | undefined> {
    return first(this.transactionQuery(executor).where('transaction_id', '=', transactionId), toTx);
  }

  async lockTransaction(trx: Executor, transactionId: number): Promise<TransactionRecord | undefined> {
    return first(this.transactionQuery(trx).where('transaction_id', '=', transactionId).forUpdate(), toTx);
  }

  async openAuthorisation(
    orderId: number,
    executor: Executor = this.db,
  ): Promise<TransactionRecord | undefined> {
    return first(
      this.transactionQuery(executor)
        .where('order_id', '=', orderId)
        .where('kind', '=', 'authorise')
        .where('status', '=', 1)
        .orderBy('transaction_id', 'desc'),
      toTx,
    );
  }

  async transactionsOf(orderId: number, executor: Executor = this.db): Promise<TransactionRecord[]> {
    const rows = await this.transactionQuery(executor)
      .where('order_id', '=', orderId)
      .orderBy('transaction_id')
      .execute();
    return rows.map(toTx);
  }

  async finishTransaction(trx: Executor, transactionId: number, status: number, resultCode: string) {
    await trx
      .updateTable('payment_transaction')
      .set({ status, result_code: resultCode, updated_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  /** Cancels the authorisations still open of an order (a new payment supersedes them). */
  async abandonOpenAuthorisations(trx: Executor, orderId: number) {
    await trx
      .updateTable('payment_transaction')
      .set({ status: 0, result_code: 'superseded', updated_at: new Date() })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'authorise')
      .where('status', '=', 1)
      .execute();
  }

  // ---- saved cards ----

  async auths(userId: number): Promise<PaymentAuthRecord[]> {
    const rows = await this.db
      .selectFrom('user_payment_auth')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('user_payment_auth_id')
      .execute();
    return rows.map(toAuth);
  }

  async auth(userId: number, id: number): Promise<PaymentAuthRecord | undefined> {
    return first(
      this.db
        .selectFrom('user_payment_auth')
        .selectAll()
        .where('user_id', '=', userId)
        .where('user_payment_auth_id', '=', id)
        .where('deleted_at', 'is', null),
      toAuth,
    );
  }

  /** Saves a card; the same card (same provider fingerprint) saved again updates the one kept. */
  async insertAuth(
    trx: Executor,
    a: Omit<PaymentAuthRecord, 'userPaymentAuthId' | 'createdAt'> & { fingerprint: string | null },
  ) {
    await trx
      .insertInto('user_payment_auth')
      .values({
        user_id: a.userId,
        provider: a.provider,
        payment_type_id: a.paymentTypeId,
        circuit: a.circuit,
        masked_card: a.maskedCard,
        expiry: a.expiry,
        provider_token: a.providerToken,
        fingerprint: a.fingerprint || null,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'provider', 'fingerprint'])
          .where('deleted_at', 'is', null)
          .where('fingerprint', 'is not', null)
          .doUpdateSet({ expiry: a.expiry, provider_token: a.providerToken, masked_card: a.maskedCard }),
      )
      .execute();
  }

  async deleteAuth(userId: number, id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('user_payment_auth')
      .set({ deleted_at: new Date() })
      .where('user_id', '=', userId)
      .where('user_payment_auth_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The provider's reference learnt from its result (when the session did not give one). */
  async setProviderReference(trx: Executor, transactionId: number, reference: string): Promise<void> {
    await trx
      .updateTable('payment_transaction')
      .set({ provider_reference: reference })
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  /** Open authorisations of orders awaiting payment (status `awaitingStatus`) started before `before`. */
  async staleAuthorisations(awaitingStatus: number, before: Date) {
    return this.db
      .selectFrom('payment_transaction as p')
      .innerJoin('customer_order as o', 'o.order_id', 'p.order_id')
      .select(['p.transaction_id', 'o.order_id'])
      .where('p.kind', '=', 'authorise')
      .where('p.status', '=', 1)
      .where('o.order_status_id', '=', awaitingStatus)
      .where('p.created_at', '<', before)
      .execute();
  }
}
