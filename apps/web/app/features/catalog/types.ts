// Catalogue shapes as the API returns them (API-CONTRACT.md, "Catalogue reads").
import type { CategorySeo } from '@sporta/contracts';

export interface CategoryRef {
  categoryId: number;
  name: string;
  slug: string;
}

export interface CategoryNode extends CategoryRef {
  parentId?: number;
  itemUrl?: string;
  categories?: CategoryNode[];
}

export interface Category extends CategoryRef {
  parentId?: number | null;
  description?: string | null;
  metaData?: {
    /** SEO_TITLE, SEO_DESCRIPTION: the contract's keys (@sporta/contracts categorySeoSchema). */
    category_seo?: CategorySeo | null;
    [key: string]: unknown;
  } | null;
  breadCrumbs?: CategoryRef[];
  children?: CategoryRef[];
}

export interface WarehousePromoView {
  cssClass?: string;
  header?: string;
  body?: string;
  footer?: string;
  bubble?: string;
}

export interface ProductMedia {
  type?: string;
  small?: string;
  medium?: string;
  large?: string;
  thumb?: string;
  alt?: string;
  description?: string;
}

export interface Product {
  productId: number;
  codInt?: string;
  name: string;
  shortDescr?: string;
  description?: string;
  slug: string;
  itemUrl?: string;
  mediaURL?: string;
  mediaURLMedium?: string;
  available?: number;
  price?: number;
  priceDisplay?: number | null;
  priceStandardDisplay?: number | null;
  priceUmDisplay?: number | null;
  priceStandardUmDisplay?: number | null;
  /** Codice del Consumo art. 17-bis: present only on a price cut. */
  lowestPrice30Days?: number | null;
  priceUnitDisplay?: string;
  weightUnitDisplay?: string;
  productInfos?: Record<string, string>;
  warehousePromo?: { warehousePromoId?: number; view?: WarehousePromoView } | null;
  /** Options asked before adding to the cart (spec 001 §3). */
  selectOptions?: {
    name: string;
    parameterName: string;
    options: { key: string; value: string }[];
    selected?: string | null;
  }[];
  dayLock?: string | null;
  minAcq?: number | null;
  maxAcq?: number | null;
  breadCrumbs?: CategoryRef[];
  vendor?: { vendorId: number; name: string } | null;
  productClasses?: {
    productClassId: number;
    productClassGroupId?: number;
    name: string;
    iconSource?: string;
  }[];
  media?: ProductMedia[];
  metaData?: {
    product_description?: {
      ingredients?: string;
      allergens?: string;
      storage?: string;
      nutritional_values?: string | { name: string; value: string }[];
      description?: string;
    } | null;
    [key: string]: unknown;
  } | null;
  ivaCategory?: { code?: string; descr?: string; ivaPct?: number | string } | null;
  newProduct?: boolean;
  productClassRuleMax?: { max: number; unit?: string; productClassName?: string } | null;
  /** The logged customer's gift-certificate offers on this product (spec 001 §2, §3). */
  userGiftCertificates?: GiftOffer[];
}

/** A voucher or coupon of the customer offered on a product card (the API's GiftCertificate). */
export interface GiftOffer {
  giftCertificateId: number;
  kind: 'code' | 'voucher' | 'coupon';
  giftCode: string | null;
  name: string;
  description?: string;
  discountLabel: string;
  minSpend?: number;
  endDate?: string | null;
  categoryProposal?: { descr?: string; content?: string; metaData?: Record<string, unknown> } | null;
}

/** A facet of a product list: `parameterName` is the query parameter its value ids go to. */
export interface Facet {
  name: string;
  parameterName: string;
  values: { id: number; name: string; count: number; filteredCount: number }[];
}

export interface ProductPage {
  selPage: number;
  totPages: number;
  totItems: number;
  itemsPerPage: number;
}

export interface ProductList {
  products: Product[];
  page: ProductPage;
  facets?: Facet[];
}
