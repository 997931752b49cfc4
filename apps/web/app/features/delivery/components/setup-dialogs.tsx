// The cart's setup dialogs in the spec's order (001 §2): store → address → time slot. `open`
// starts at a step and resolves true once a time slot is chosen, false when closed. Each dialog
// is a lazy chunk loaded when its step opens (docs/decisions/0008-web-performance-budget.md).
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

export interface DeliverySetup {
  open: (step: SetupStep) => Promise<boolean>;
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

  const finish = useCallback((done: boolean) => {
    setStep(null);
    resolver.current?.(done);
    resolver.current = null;
  }, []);

  const open = useCallback(
    (from: SetupStep) =>
      new Promise<boolean>((resolve) => {
        preloadSteps();
        resolver.current?.(false);
        resolver.current = resolve;
        setStep(from === 'address' && !cart?.store ? 'store' : from);
      }),
    [cart],
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
            onNext={() => setStep('timeslot')}
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
