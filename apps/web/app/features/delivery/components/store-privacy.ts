// The store selector's privacy step (spec 001 §2) belongs to the account feature; the shop
// layout provides it here (routes/cart-setup-bridge.tsx), so delivery and account never
// import each other. Without a provider (or for an anonymous cart) every store goes on.
import { createContext, type ComponentType } from 'react';

export interface StorePrivacyFormProps {
  storeId: number;
  storeName: string;
  /** The consents are saved: set the store and go on. */
  onAccepted: () => void;
  /** Back to the cooperatives. */
  onCancel: () => void;
}

export interface StorePrivacy {
  /** Whether the customer accepted every required disclaimer of the store (check-disclaimer). */
  accepted: (storeId: number) => Promise<boolean>;
  /** The store's privacy options. */
  Form: ComponentType<StorePrivacyFormProps>;
}

export const StorePrivacyContext = createContext<StorePrivacy | null>(null);
