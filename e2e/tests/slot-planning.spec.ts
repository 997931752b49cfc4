// Slot planning journeys (issue 26 "Must show"): on a phone, the store manager halves a slot's
// capacity, is refused (with the number) below its bookings, closes a holiday that customers then
// no longer see, and is refused closing a day that has a booking; limits a zone's orders in a home
// delivery slot and on the weekly templates (ADR 0069). Keyboard-only and axe clean.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { STORE_MANAGER, staffSignIn } from '../support/staff';
import { freshDriveCart, loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';

test.describe.configure({ mode: 'serial' });
// The refusals answer with status 1 (not an HTTP error); the role check answers 403.
test.use({ viewport: { width: 390, height: 844 }, allowConsoleErrors: [/status of 403/] });

interface Slot {
  timeslotId: number;
  date: string;
  beginTime: string;
  endTime: string;
  capacity: number;
  available: number;
}

let shopper: APIRequestContext;

test.beforeAll(async () => {
  shopper = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(shopper);
});

test.afterAll(async () => {
  await shopper.dispose();
});

async function offeredDays(): Promise<{ dateIso: string; timeslots: Slot[] }[]> {
  const list = (await (await shopper.get('/ebsn/api/timeslot/list')).json()) as {
    data: { dateIso: string; timeslots: Slot[] }[];
  };
  return list.data;
}

const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
const italian = (iso: string) => iso.split('-').reverse().join('/');

test('a store manager halves a slot, closes a holiday, and never drops a booking', async ({ page }) => {
  test.setTimeout(90_000);
  // The shopper holds the first free drive slot of Sporta Milano Solari.
  await freshDriveCart(shopper);
  const cart = (await (await shopper.get('/ebsn/api/cart/view')).json()) as { data: { timeslot: Slot } };
  const held = cart.data.timeslot;
  const days = await offeredDays();
  // Its bookings: this cart's hold and any order other journeys placed in it.
  const mine = days.flatMap((d) => d.timeslots).find((s) => s.timeslotId === held.timeslotId)!;
  const booked = mine.capacity - mine.available;
  expect(booked).toBeGreaterThanOrEqual(1);
  const bookings = booked === 1 ? '1 prenotazione' : `${booked} prenotazioni`;
  const holiday = days[days.length - 1]!.dateIso;
  expect(holiday).not.toBe(held.date);

  await staffSignIn(page, STORE_MANAGER);
  await page.getByRole('link', { name: 'Pianificazione fasce' }).click();
  await expect(page.getByRole('heading', { name: 'Pianificazione fasce orarie' })).toBeVisible();
  await page.goto(`/userboard/fasce?warehouse_id=1&delivery_service_id=1&week=${held.date}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: dayLabel(held.date) })).toBeVisible();

  // Keyboard only: the capacity field, a value, Enter.
  const capacity = page.getByLabel(
    `Capacità della fascia ${held.beginTime}–${held.endTime} di ${dayLabel(held.date)}`,
  );
  const before = Number(await capacity.inputValue());
  expect(before).toBeGreaterThan(1);
  await capacity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('plan-outcome');
  await expect(outcome).toHaveText(
    `La fascia ha già ${bookings}: la capacità non può scendere sotto ${booked}.`,
  );
  await expect(capacity).toHaveValue(String(before));

  const half = Math.max(booked, Math.floor(before / 2));
  await capacity.fill(String(half));
  await capacity.press('Enter');
  await expect(outcome).toHaveText(`Capacità aggiornata a ${half} ordini.`);
  const row = page.getByTestId('plan-slot').filter({ has: capacity });
  await expect(row.getByTestId('plan-load')).toHaveText(
    new RegExp(`nel carrello: \\d+ · liberi: ${half - booked}$`),
  );
  expect(
    (await offeredDays()).flatMap((d) => d.timeslots).find((s) => s.timeslotId === held.timeslotId),
  ).toMatchObject({ capacity: half, available: half - booked });

  // A day with a booking cannot be closed: the refusal counts it.
  await page.getByRole('button', { name: `Chiudi ${dayLabel(held.date)}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Chiudi il giorno' }).click();
  await expect(outcome).toContainText(`Il ${italian(held.date)} ha già`);

  // The holiday: every service of the store, with its reason.
  await page.goto(`/userboard/fasce?warehouse_id=1&delivery_service_id=1&week=${holiday}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Chiudi ${dayLabel(holiday)}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tutti i servizi del punto vendita').check();
  await dialog.getByLabel(/^Motivo/).fill('Festa');
  await dialog.getByRole('button', { name: 'Chiudi il giorno' }).click();
  await expect(outcome).toHaveText(`Giorno ${italian(holiday)} chiuso: i clienti non lo vedono più.`);
  await expect(page.getByText('Chiuso: Festa')).toBeVisible();
  expect((await offeredDays()).map((d) => d.dateIso)).not.toContain(holiday);

  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('slot-planner-phone.png'), fullPage: false });

  // Open again (the other journeys use the calendar), and put the capacity back.
  await page.getByRole('button', { name: `Riapri ${dayLabel(holiday)}` }).click();
  await expect(outcome).toHaveText(`Giorno ${italian(holiday)} riaperto.`);
  expect((await offeredDays()).map((d) => d.dateIso)).toContain(holiday);
  await page.goto(`/userboard/fasce?warehouse_id=1&delivery_service_id=1&week=${held.date}`);
  await waitForHydration(page);
  await capacity.fill(String(before));
  await capacity.press('Enter');
  await expect(outcome).toHaveText(`Capacità aggiornata a ${before} ordini.`);
});

const WEEKDAYS = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const isoWeekday = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

test('the weekly templates: the manager changes a window’s capacity and adds a window; customers see them at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await freshDriveCart(shopper);
  const last = (await offeredDays()).at(-1)!;
  const weekday = isoWeekday(last.dateIso);
  const day = WEEKDAYS[weekday - 1]!;
  const window = last.timeslots.find((s) => s.beginTime === '17:00') ?? last.timeslots[0]!;
  const slot = `${window.beginTime}–${window.endTime}`;

  await staffSignIn(page, STORE_MANAGER);
  await page.goto('/userboard/modelli-fasce');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Modelli settimanali delle fasce' })).toBeVisible();
  await expect(page.getByRole('region', { name: day, exact: true })).toBeVisible();
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('slot-templates-phone.png'), fullPage: true });

  // keyboard only: the window's capacity, then Enter saves that window
  const capacity = page.getByLabel(`Capacità · ${slot} di ${day}`, { exact: true });
  await capacity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('plan-outcome');
  await expect(outcome).toContainText(`Fascia del ${day} delle ${window.beginTime} salvata`);

  // a new window on that weekday, chosen and filled with the keyboard
  const weekdaySelect = page.getByRole('combobox', { name: 'Giorno della settimana' });
  await weekdaySelect.focus();
  await page.keyboard.press('Enter');
  for (let i = 1; i < weekday; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(weekdaySelect).toHaveText(day);
  const add = page.getByRole('form', { name: 'Aggiungi una fascia al modello' });
  await add.getByLabel('Inizio', { exact: true }).fill('06:30');
  await add.getByLabel('Fine', { exact: true }).fill('07:30');
  await add.getByLabel('Capacità', { exact: true }).fill('4');
  await add.getByLabel('Chiusura ordini (minuti prima)', { exact: true }).fill('60');
  await add.getByRole('button', { name: 'Aggiungi al modello' }).focus();
  await page.keyboard.press('Enter');
  await expect(outcome).toContainText(`Fascia del ${day} delle 06:30 aggiunta`);
  await expect(page.getByRole('form', { name: `Fascia 06:30–07:30 di ${day}` })).toBeVisible();
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('slot-templates-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // the customer's slot list: the new window and the new capacity on that day
  const after = (await offeredDays()).find((d) => d.dateIso === last.dateIso)!;
  expect(after.timeslots.find((s) => s.beginTime === '06:30')).toMatchObject({
    endTime: '07:30',
    capacity: 4,
  });
  expect(after.timeslots.find((s) => s.timeslotId === window.timeslotId)).toMatchObject({ capacity: 7 });

  // removed again (other journeys pick the first free slot): the customers no longer see it
  await page.getByRole('button', { name: `Togli 06:30–07:30 di ${day}` }).click();
  await expect(outcome).toContainText('tolta dal modello');
  const gone = (await offeredDays()).find((d) => d.dateIso === last.dateIso)!;
  expect(gone.timeslots.some((s) => s.beginTime === '06:30')).toBe(false);
});

/** A fresh customer with a home address in Milano (zone «Milano città» of hub 8), on the cart. */
async function milanoCustomer(): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(request, await freshCustomer());
  const address = (await (
    await request.post('/ebsn/api/user-address/update', {
      data: {
        address1: 'Via Andrea Solari',
        addressNumber: '12',
        city: 'Milano',
        province: 'MI',
        postalcode: '20144',
      },
    })
  ).json()) as { data: { addressId: number } };
  await request.post('/ebsn/api/user-address/select', {
    form: { address_type: 'home', address_id: String(address.data.addressId), delivery_service_id: '2' },
  });
  return request;
}

test('per-zone capacity: the manager limits a zone in a home slot, is refused below its bookings, customers of the zone see it full', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await milanoCustomer();
  const second = await milanoCustomer();
  try {
    const list = async (who: APIRequestContext) =>
      (
        (await (await who.get('/ebsn/api/timeslot/list')).json()) as { data: { timeslots: Slot[] }[] }
      ).data.flatMap((d) => d.timeslots);
    // the first customer holds the last home slot with room (untouched by other journeys)
    const slot = (await list(first)).filter((s) => s.available > 1).at(-1)!;
    const held = (await (
      await first.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`)
    ).json()) as {
      response: { status: number };
    };
    expect(held.response.status).toBe(0);
    const window = `${slot.beginTime}–${slot.endTime} di ${dayLabel(slot.date)}`;

    await staffSignIn(page, STORE_MANAGER);
    await page.goto(`/userboard/fasce?warehouse_id=8&delivery_service_id=2&week=${slot.date}`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: `Capacità per zona · fascia ${window}` });
    // keyboard only: open the zones, type a capacity below the zone's booking, Enter
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const zones = page.getByRole('form', { name: `Capacità per zona della fascia ${window}` });
    const milano = zones.getByLabel('Zona Milano città');
    await expect(zones.getByText('Massimo ordini · già prenotato: 1')).toBeVisible();
    await milano.focus();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    const outcome = page.getByTestId('plan-outcome');
    await expect(outcome).toHaveText(
      'La fascia ha già 1 prenotazione per la zona Milano città: la capacità della zona non può scendere sotto 1.',
    );

    // the zone's capacity at its booking: full for the zone, not for the slot
    await toggle.click();
    await milano.fill('1');
    await zones.getByRole('button', { name: `Salva le zone di ${window}` }).click();
    await expect(outcome).toHaveText('Zona Milano città: al massimo 1 ordine in questa fascia.');
    await expect(
      page.getByRole('button', { name: `Capacità per zona · 1 zona con limite · fascia ${window}` }),
    ).toBeVisible();
    const seen = (await list(second)).find((s) => s.timeslotId === slot.timeslotId)!;
    expect(seen).toMatchObject({ capacity: 1, available: 0, active: 0, status: 'full' });
    const refused = (await (
      await second.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`)
    ).json()) as {
      response: { status: number; errorsMessage: string[] };
    };
    expect(refused.response.status).not.toBe(0);
    expect(refused.response.errorsMessage[0]).toMatch(
      /^La fascia .+ è al completo per la tua zona: scegline un'altra\.$/,
    );

    await page
      .getByRole('button', { name: `Capacità per zona · 1 zona con limite · fascia ${window}` })
      .click();
    await expect(zones.getByLabel('Zona Milano città')).toHaveValue('1');
    expect(await accessibilityViolations(page)).toEqual([]);
    await zones.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('slot-zones-phone.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await zones.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('slot-zones-desktop.png'), fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });

    // empty: no zone limit again (other journeys book this hub)
    await zones.getByLabel('Zona Milano città').fill('');
    await zones.getByLabel('Zona Milano città').press('Enter');
    await expect(outcome).toHaveText(
      'Zona Milano città: nessun limite proprio, vale la capacità della fascia.',
    );
    expect((await list(second)).find((s) => s.timeslotId === slot.timeslotId)).toMatchObject({ active: 1 });

    // the weekly template of the same window: a zone limit for the coming weeks, then removed
    await page.goto('/userboard/modelli-fasce?warehouse_id=8&delivery_service_id=2');
    await waitForHydration(page);
    const day = WEEKDAYS[isoWeekday(slot.date) - 1]!;
    const templateWindow = `${slot.beginTime}–${slot.endTime} di ${day}`;
    await page.getByRole('button', { name: `Capacità per zona · fascia ${templateWindow}` }).click();
    const templateZones = page.getByRole('form', {
      name: `Capacità per zona della fascia ${templateWindow}`,
    });
    await templateZones.getByLabel('Zona Milano nord e Brianza').fill('5');
    await templateZones.getByLabel('Zona Milano nord e Brianza').press('Enter');
    await expect(outcome).toContainText(
      `Fascia del ${day} delle ${slot.beginTime}: la zona Milano nord e Brianza prende al massimo 5 ordini`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await templateZones.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('template-zones-phone.png'), fullPage: false });
    await templateZones.getByLabel('Zona Milano nord e Brianza').fill('');
    await templateZones.getByRole('button', { name: `Salva le zone di ${templateWindow}` }).click();
    await expect(outcome).toContainText('la zona Milano nord e Brianza non ha più un limite proprio');
  } finally {
    await first.get('/ebsn/api/cart/view');
    await first.dispose();
    await second.dispose();
  }
});
