// Content blocks of the home page and the categories (issue 23, ADR 0053): saving checks the
// kind's settings with its zod schema (packages/contracts), the location and the target ids, and
// sanitises text HTML; reading gives the blocks a shopper sees now, in the spec's Category block
// shape, without the blocks that have nothing to show.
import {
  BLOCK_KINDS,
  BLOCK_MODE_NAMES,
  blockSettingsSchemas,
  HOME_BLOCK_LOCATION,
  type Banner,
  type BlockKind,
  type CategoryBlock,
  type ContentSlide,
  type Proposal,
} from '@sporta/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { DB } from '../../platform/db-schema';
import { plainText, sanitizeContentHtml } from './content-html';
import {
  BlockRepository,
  type BlockRow,
  type BlockWrite,
  type EntryCard,
  type Shopper,
  type StaffBlockRow,
} from './block.repository';

export type { Shopper } from './block.repository';

export interface BlockInput {
  location: string;
  position: number;
  kind: string;
  title?: string;
  settings: unknown;
  status?: 'draft' | 'publish';
  publishedFrom?: Date;
  publishedTo?: Date | null;
  storeIds?: number[];
  warehouseIds?: number[];
  deliveryServiceIds?: number[];
}

const LOCATION = /^[a-z0-9]+([-/][a-z0-9]+)*$/;

export const blockMessages = {
  unknownLocation: (location: string) =>
    `La posizione «${location}» non esiste: usa homepage-2023 o lo slug di una categoria.`,
  notFound: 'Il blocco richiesto non esiste o non è visibile.',
  unknownKind: (kind: string) => `Il tipo di blocco «${kind}» non esiste.`,
  noSlides: 'Nessuno slider di banner visibile con questo id.',
};

function isKind(kind: string): kind is BlockKind {
  return (BLOCK_KINDS as readonly string[]).includes(kind);
}

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'impostazioni'}: ${i.message}`).join('; ');
}

/** A leaflet as a leaflet slider shows it (the leaflets module answers, ADR 0067). */
export interface LeafletCard {
  leafletId: number;
  slug: string;
  title: string;
  validityText: string;
  cover: string;
  location: string;
}

export class BlockService {
  private readonly repo: BlockRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      /** The leaflets valid today for the shopper's warehouse and service (of one type). */
      leaflets?: (shopper: Shopper, leafletTypeId: number | undefined) => Promise<LeafletCard[]>;
      /** A leaflet valid today by slug or id, whatever the shopper's store; undefined if none. */
      leaflet?: (key: string) => Promise<LeafletCard | undefined>;
    } = {},
  ) {
    this.repo = new BlockRepository(db);
  }

  /** Saves a new block after checking all of it; a bad block changes nothing. */
  async save(
    input: BlockInput,
    alongside?: (trx: Transaction<DB>, blockId: number) => Promise<void>,
  ): Promise<number> {
    return this.repo.insert(await this.checked(input), alongside);
  }

  /** Replaces a block's every field after the same checks as `save` (staff edits, ADR 0074). */
  async update(
    blockId: number,
    input: BlockInput,
    alongside?: (trx: Transaction<DB>) => Promise<void>,
  ): Promise<void> {
    if (!(await this.repo.update(blockId, await this.checked(input), alongside)))
      throw AppError.notFound('Il blocco non esiste.', 'error.block.not_found');
  }

  /** Every block of a location (any status, window, target) or one block, for staff. */
  async staffBlocks(where: { location?: string; blockId?: number }): Promise<StaffBlockRow[]> {
    if (where.location !== undefined) await this.assertLocation(where.location);
    return this.repo.all(this.db, where);
  }

  get repository(): BlockRepository {
    return this.repo;
  }

  private async checked(input: BlockInput): Promise<BlockWrite> {
    if (!isKind(input.kind))
      throw AppError.validation('error.block.kind', blockMessages.unknownKind(input.kind));
    await this.assertLocation(input.location);
    const parsed = blockSettingsSchemas[input.kind].safeParse(input.settings);
    if (!parsed.success)
      throw AppError.validation(
        'error.block.settings',
        `Impostazioni del blocco non valide: ${issuesText(parsed.error)}`,
      );
    const settings = parsed.data as Record<string, unknown>;
    if (input.kind === 'static-text') settings.html = sanitizeContentHtml(String(settings.html));
    const targets = {
      storeIds: input.storeIds ?? [],
      warehouseIds: input.warehouseIds ?? [],
      deliveryServiceIds: input.deliveryServiceIds ?? [],
    };
    for (const [kind, ids, label] of [
      ['store', targets.storeIds, 'cooperativa'],
      ['warehouse', targets.warehouseIds, 'punto vendita'],
      ['delivery_service', targets.deliveryServiceIds, 'servizio di consegna'],
    ] as const) {
      const missing = await this.repo.missingIds(kind, ids);
      if (missing.length > 0)
        throw AppError.validation(
          'error.block.target',
          `Destinatari non validi: ${label} ${missing.join(', ')} inesistente.`,
        );
    }
    const from = input.publishedFrom ?? new Date();
    if (input.publishedTo && input.publishedTo <= from)
      throw AppError.validation('error.block.window', 'La fine della pubblicazione deve seguire l’inizio.');
    if (!Number.isInteger(input.position) || input.position < 0 || input.position > 10000)
      throw AppError.validation('error.block.position', 'La posizione del blocco va da 0 a 10000.');
    return {
      location: input.location,
      position: input.position,
      kind: input.kind,
      title: plainText(input.title ?? ''),
      settings,
      status: input.status ?? 'publish',
      publishedFrom: from,
      publishedTo: input.publishedTo ?? null,
      ...targets,
    };
  }

  /** The blocks of a location the shopper sees at `now`; an unknown location is a 404. */
  async forLocation(location: string, shopper: Shopper, now = new Date()): Promise<CategoryBlock[]> {
    await this.assertLocation(location);
    return this.present(await this.repo.visible({ location }, shopper, now), now, shopper);
  }

  /**
   * A block as the storefront would render it, before it is saved (the editor's preview): checked
   * like a save (an Italian refusal otherwise), shown to a visitor with no cart choices, whatever
   * its window and status; null when it would have nothing to show.
   */
  async preview(
    input: Pick<BlockInput, 'location' | 'kind' | 'title' | 'settings'>,
    now = new Date(),
  ): Promise<CategoryBlock | null> {
    const write = await this.checked({ ...input, position: 0 });
    const shopper: Shopper = { storeId: null, warehouseId: null, deliveryServiceId: null };
    const row: BlockRow = {
      id: 0,
      location: write.location,
      position: 0,
      kind: write.kind,
      title: write.title,
      settings: write.settings,
    };
    const [block] = await this.present([row], now, shopper);
    return block ?? null;
  }

  /** One block, if the shopper sees it now and it has something to show. */
  async info(blockId: number, shopper: Shopper, now = new Date()): Promise<CategoryBlock> {
    const [block] = await this.present(await this.repo.visible({ blockId }, shopper, now), now, shopper);
    if (!block) throw AppError.notFound(blockMessages.notFound, 'error.block.not_found');
    return block;
  }

  /**
   * new_slides/{id}/…: the banners of a banner slider or grid as slides (the slides_by_id shape),
   * if the shopper sees the block at `at`; otherwise a 404.
   */
  async slides(blockId: number, shopper: Shopper, at: Date): Promise<ContentSlide[]> {
    const [row] = await this.repo.visible({ blockId }, shopper, at);
    if (!row || (row.kind !== 'banner-slider' && row.kind !== 'banner-grid'))
      throw AppError.notFound(blockMessages.noSlides, 'rest_slider_invalid_id');
    const parsed = blockSettingsSchemas[row.kind].safeParse(row.settings);
    if (!parsed.success || parsed.data.banners.length === 0)
      throw AppError.notFound(blockMessages.noSlides, 'rest_slider_invalid_id');
    return parsed.data.banners.map((b, i) => ({
      id: i + 1,
      title: b.title,
      text: b.text,
      image: b.image,
      imageAlt: b.imageAlt,
      buttonHref: b.href,
      buttonText: b.buttonText || null,
    }));
  }

  async isEmpty(): Promise<boolean> {
    return this.repo.isEmpty();
  }

  private async assertLocation(location: string): Promise<void> {
    if (location === HOME_BLOCK_LOCATION) return;
    if (!LOCATION.test(location) || location.length > 300 || !(await this.repo.categoryExists(location)))
      throw AppError.notFound(blockMessages.unknownLocation(location.slice(0, 100)), 'error.block.location');
  }

  private async present(rows: BlockRow[], now: Date, shopper: Shopper): Promise<CategoryBlock[]> {
    // each block's proposals (recipes, posts, leaflets) read side by side, the order kept
    const presented = await Promise.all(
      rows.map(async (row): Promise<CategoryBlock | null> => {
        if (!isKind(row.kind)) return null;
        // Settings were checked on save; a row that no longer parses (a schema change) is skipped.
        const parsed = blockSettingsSchemas[row.kind].safeParse(row.settings);
        if (!parsed.success) return null;
        const settings = parsed.data as Record<string, unknown>;
        const proposals = await this.proposalsOf(row.kind, settings, now, shopper);
        if (!hasContent(row.kind, settings, proposals)) return null;
        return {
          categoryBlockId: row.id,
          kind: row.kind,
          location: row.location,
          position: row.position,
          title: row.title,
          templateBlockType: { modeName: BLOCK_MODE_NAMES[row.kind] },
          templateBlock: { codInt: row.kind },
          metaData: settings,
          proposals,
        } as CategoryBlock;
      }),
    );
    return presented.filter((b): b is CategoryBlock => b !== null);
  }

  private async proposalsOf(
    kind: BlockKind,
    settings: Record<string, unknown>,
    now: Date,
    shopper: Shopper,
  ): Promise<Proposal[]> {
    switch (kind) {
      case 'banner-grid':
      case 'banner-slider':
        return (settings.banners as Banner[]).map(bannerProposal);
      case 'recipe-slider':
        return (await this.repo.recipeCards(settings.recipes as string[], settings.limit as number, now)).map(
          (c) => entryProposal(c, '/ricette/'),
        );
      case 'article-list':
        return (await this.repo.postCards(settings.limit as number, now)).map((c) =>
          entryProposal(c, '/blog/'),
        );
      case 'leaflet-slider': {
        const found =
          (await this.deps.leaflets?.(shopper, settings.leafletTypeId as number | undefined)) ?? [];
        return found.slice(0, settings.limit as number).map(leafletProposal);
      }
      case 'leaflet-viewer': {
        // one leaflet: the one named, else the shopper's first of the type (ADR 0070)
        const key = settings.leaflet as string | undefined;
        const found = key
          ? await this.deps.leaflet?.(key)
          : (await this.deps.leaflets?.(shopper, settings.leafletTypeId as number))?.[0];
        return found ? [leafletProposal(found)] : [];
      }
      default:
        return [];
    }
  }
}

function leafletProposal(l: LeafletCard): Proposal {
  return {
    id: l.leafletId,
    name: l.title,
    descr: l.validityText,
    content: '',
    img: l.cover,
    imgAlt: '',
    slug: l.slug,
    proposalUrl: l.location,
    metaData: { category_proposal_type: {} },
  };
}

/** Whether a block has anything to show (seed 002 §1: an empty block hides itself). */
function hasContent(kind: BlockKind, settings: Record<string, unknown>, proposals: Proposal[]): boolean {
  switch (kind) {
    case 'static-text':
      return plainText(String(settings.html)).trim() !== '';
    case 'static-image':
    case 'product-slider':
    case 'form-detail':
      // A product slider's products are the adv call's, a form detail's form is the forms module's
      // (get_mail_pars): the storefront hides them when there is nothing.
      return true;
    default:
      return proposals.length > 0;
  }
}

function bannerProposal(b: Banner, i: number): Proposal {
  const meta: Proposal['metaData']['category_proposal_type'] = {};
  if (b.buttonText) meta.BTN_TEXT = b.buttonText;
  if (b.backgroundColor) meta.BACKGROUND_COLOR = b.backgroundColor;
  if (b.textColor) meta.TEXT_COLOR = b.textColor;
  return {
    id: i + 1,
    name: b.title,
    descr: b.text,
    content: '',
    img: b.image,
    imgAlt: b.imageAlt,
    slug: '',
    proposalUrl: b.href,
    metaData: { category_proposal_type: meta },
  };
}

function entryProposal(c: EntryCard, route: string): Proposal {
  return {
    id: c.id,
    name: c.title,
    descr: plainText(c.excerptHtml).trim(),
    content: '',
    img: c.image,
    imgAlt: '',
    slug: c.slug,
    proposalUrl: `${route}${c.slug}`,
    pubDate: c.publishedFrom.toISOString(),
    metaData: { category_proposal_type: {} },
  };
}
