// The cart's setup dialogs in the spec's order (001 §2): store → address → time slot. `open`
// starts at a step and resolves true once the setup is done, false when closed. Each dialog
// is a lazy chunk loaded when its step opens (docs/decisions/0008-web-performance-budget.md).
// After the address step the flow goes on to the slot when the cart has none left (needTimeslot)
// or the flow began at the slot; otherwise the address change is the whole task: "address-
// selection success closes the selector and goes to Home after 200 ms" (spec 001 §2) — unless
// the dialogs were opened for something the shopper is doing (`forCart`, adding a product),
// which then goes on where it is.
import type { Cart } from '@sporta/contracts';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { scoped } from '../../../ui/scoped';
import type { AddressDialog as AddressStep } from './address-dialog';
import type { StoreDialog as StoreStep } from './store-dialog';
import type { TimeslotDialog as TimeslotStep } from './timeslot-dialog';

// Each step's module is loaded inside MUI's scope (the scope comes with it, ADR 0015).
const loadStore = scoped<ComponentProps<typeof StoreStep>>(() =>
  import('./store-dialog').then((m) => ({ default: m.StoreDialog })),
);
const loadAddress = scoped<ComponentProps<typeof AddressStep>>(() =>
  import('./address-dialog').then((m) => ({ default: m.AddressDialog })),
);
const loadTimeslot = scoped<ComponentProps<typeof TimeslotStep>>(() =>
  import('./timeslot-dialog').then((m) => ({ default: m.TimeslotDialog })),
);
const StoreDialog = lazy(loadStore);
const AddressDialog = lazy(loadAddress);
const TimeslotDialog = lazy(loadTimeslot);

/** Starts loading every step, so that moving from one to the next does not wait. */
function preloadSteps(): void {
  void Promise.all([loadStore(), loadAddress(), loadTimeslot()]).catch(() => undefined);
}

export type SetupStep = 'store' | 'address' | 'timeslot';

export interface SetupOptions {
  /** Opened by the cart's needs (adding a product): never leaves the page. */
  forCart?: boolean;
}

/** Delay before Home after an address change (spec 001 §2). */
export const HOME_AFTER_ADDRESS_MS = 200;

export interface DeliverySetup {
  open: (step: SetupStep, options?: SetupOptions) => Promise<boolean>;
}

const DeliverySetupContext = createContext<DeliverySetup>({ open: async () => false });

export function useDeliverySetup(): DeliverySetup {
  return useContext(DeliverySetupContext);
}

export function DeliverySetupProvider({
  cart,
  onCart,
  children,
}: {
  cart: Cart | null;
  onCart: (cart: Cart) => void;
  children: ReactNode;
}) {
  const [step, setStep] = useState<SetupStep | null>(null);
  const resolver = useRef<((done: boolean) => void) | null>(null);
  const flow = useRef<{ start: SetupStep; forCart: boolean }>({ start: 'address', forCart: false });
  const navigate = useNavigate();

  const finish = useCallback((done: boolean) => {
    setStep(null);
    resolver.current?.(done);
    resolver.current = null;
  }, []);

  const open = useCallback(
    (from: SetupStep, options: SetupOptions = {}) =>
      new Promise<boolean>((resolve) => {
        preloadSteps();
        resolver.current?.(false);
        resolver.current = resolve;
        flow.current = { start: from, forCart: options.forCart ?? false };
        setStep(from === 'address' && !cart?.store ? 'store' : from);
      }),
    [cart],
  );
  const afterAddress = useCallback(
    (next: Cart) => {
      if (!next.timeslot || flow.current.start === 'timeslot') {
        setStep('timeslot');
        return;
      }
      finish(true);
      if (!flow.current.forCart) setTimeout(() => void navigate('/'), HOME_AFTER_ADDRESS_MS);
    },
    [finish, navigate],
  );
  const value = useMemo(() => ({ open }), [open]);
  const close = useCallback(() => finish(false), [finish]);

  return (
    <DeliverySetupContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {step === 'store' && (
          <StoreDialog cart={cart} onCart={onCart} onNext={() => setStep('address')} onClose={close} />
        )}
        {step === 'address' && (
          <AddressDialog
            cart={cart}
            onCart={onCart}
            onNext={afterAddress}
            onChangeStore={() => setStep('store')}
            onClose={close}
          />
        )}
        {step === 'timeslot' && (
          <TimeslotDialog
            cart={cart}
            onCart={onCart}
            onBack={() => setStep('address')}
            onDone={() => finish(true)}
            onClose={close}
          />
        )}
      </Suspense>
    </DeliverySetupContext.Provider>
  );
}
