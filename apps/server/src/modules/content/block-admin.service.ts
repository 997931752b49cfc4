// Staff edit the blocks of the home page and the categories (issue 23, ADR 0074): list all (any
// status, window, target), create, update, reorder, delete. BlockService does the checks (each
// kind's zod schema, location, targets, window); here every change also writes a revision in the
// same transaction.
import type { Transaction } from 'kysely';
import type { BlockAdminTargets } from '@sporta/contracts';
import type { DB } from '../../platform/db-schema';
import { AppError } from '../../platform/errors';
import type { BlockRevision, StaffBlockRow } from './block.repository';
import type { BlockInput, BlockService } from './block.service';

const notFound = () => AppError.notFound('Il blocco non esiste.', 'error.block.not_found');

async function revise(
  trx: Transaction<DB>,
  staffId: number,
  blockId: number | null,
  action: 'create' | 'update' | 'restore' | 'delete' | 'reorder',
  before: unknown,
  after: unknown,
): Promise<void> {
  await trx
    .insertInto('content_revision')
    .values({
      block_id: blockId,
      staff_user_id: staffId,
      action,
      before: before == null ? null : JSON.stringify(before),
      after: after == null ? null : JSON.stringify(after),
    })
    .execute();
}

export class BlockAdminService {
  constructor(private readonly blocks: BlockService) {}

  list(location: string): Promise<StaffBlockRow[]> {
    return this.blocks.staffBlocks({ location });
  }

  async view(blockId: number): Promise<StaffBlockRow> {
    const [block] = await this.blocks.staffBlocks({ blockId });
    if (!block) throw notFound();
    return block;
  }

  /** A new block; without a position it goes last. */
  async create(
    staffId: number,
    input: Omit<BlockInput, 'position'> & { position?: number },
  ): Promise<StaffBlockRow> {
    const position =
      input.position ?? Math.max(0, ...(await this.list(input.location)).map((b) => b.position)) + 1;
    const id = await this.blocks.save({ status: 'draft', ...input, position }, async (trx, blockId) => {
      const [after] = await this.blocks.repository.all(trx, { blockId });
      await revise(trx, staffId, blockId, 'create', null, after);
    });
    return this.view(id);
  }

  /** Replaces a block's title, settings, targets, window and status (location and kind stay). */
  async update(
    staffId: number,
    blockId: number,
    input: Omit<BlockInput, 'location' | 'kind' | 'position'>,
  ): Promise<StaffBlockRow> {
    const before = await this.view(blockId);
    await this.blocks.update(
      blockId,
      { ...input, location: before.location, kind: before.kind, position: before.position },
      async (trx) => {
        const [after] = await this.blocks.repository.all(trx, { blockId });
        await revise(trx, staffId, blockId, 'update', before, after);
      },
    );
    return this.view(blockId);
  }

  /** Puts every block of the location in the order of `ids`; one transaction, one revision. */
  async reorder(staffId: number, location: string, ids: readonly number[]): Promise<StaffBlockRow[]> {
    await this.list(location);
    const result = await this.blocks.repository.reorder(location, ids, (trx, before) =>
      revise(trx, staffId, null, 'reorder', { location, ids: before.map((b) => b.id) }, { location, ids }),
    );
    if (result === 'mismatch')
      throw AppError.validation(
        'error.block.order',
        'L’ordine deve elencare una volta ciascuno tutti i blocchi di questa posizione.',
      );
    return this.list(location);
  }

  /** A block's revisions (and its location's reorders), newest first, with the staff member's name. */
  async revisions(blockId: number): Promise<BlockRevision[]> {
    const block = await this.view(blockId);
    return this.blocks.repository.revisions(blockId, block.location);
  }

  /**
   * Puts a block back as a revision of it left it, or as it was before it (a block of the demo
   * layout has no revision of its creation) — its title, settings, targets, window and status; its
   * place in the order stays. The restore is itself a revision. The settings go
   * through the kind's schema again, so a revision that no longer passes today's checks is refused.
   */
  async restore(
    staffId: number,
    revisionId: number,
    version: 'after' | 'before' = 'after',
  ): Promise<StaffBlockRow> {
    const rev = await this.blocks.repository.revision(revisionId);
    const state = ((version === 'before' ? rev?.before : (rev?.after ?? rev?.before)) ??
      null) as StaffBlockRow | null;
    if (!rev || rev.blockId === null || !state)
      throw AppError.notFound(
        'La revisione non esiste o non riguarda un blocco.',
        'error.block.revision_not_found',
      );
    const blockId = rev.blockId;
    const before = await this.view(blockId);
    await this.blocks.update(
      blockId,
      {
        location: before.location,
        kind: before.kind,
        position: before.position,
        title: state.title,
        settings: state.settings,
        status: state.status,
        publishedFrom: new Date(state.publishedFrom),
        publishedTo: state.publishedTo ? new Date(state.publishedTo) : null,
        storeIds: state.storeIds,
        warehouseIds: state.warehouseIds,
        deliveryServiceIds: state.deliveryServiceIds,
      },
      async (trx) => {
        const [after] = await this.blocks.repository.all(trx, { blockId });
        await revise(trx, staffId, blockId, 'restore', before, after);
      },
    );
    return this.view(blockId);
  }

  /** A block not yet saved, as the storefront would render it (null: nothing to show). */
  preview(input: { location: string; kind: string; title?: string; settings: unknown }) {
    return this.blocks.preview(input);
  }

  /** Where blocks can go and whom they can target, for the editor's choices. */
  targets(): Promise<BlockAdminTargets> {
    return this.blocks.repository.targets();
  }

  async remove(staffId: number, blockId: number): Promise<void> {
    const before = await this.view(blockId);
    await this.blocks.repository.delete(blockId, (trx) =>
      revise(trx, staffId, blockId, 'delete', before, null),
    );
  }
}
