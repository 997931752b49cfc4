// The app's first-launch tutorial (seed 002 §1 "Tutorial dialog"): slider 1 of the content
// backend's slides, saved through the content module. Its pictures are the demo banners drawn by
// seed/blocks.ts. A new first slide (a new id) shows the tutorial again to those who saw it.
import { TUTORIAL_SLIDER_ID } from '@sporta/contracts';
import { ContentService } from '../../src/modules/content';
import type { DatabaseHandle } from '../../src/platform/db';

export const TUTORIAL_SLIDES = [
  {
    title: 'Benvenuto in Sporta',
    text: 'La spesa della tua cooperativa, dal telefono: migliaia di prodotti freschi e di dispensa.',
    image: '/img/banners/frutta-di-stagione.svg',
    imageAlt: 'Frutta e verdura di stagione',
    buttonText: null,
    buttonHref: null,
  },
  {
    title: 'Ritiro, casa o locker',
    text: 'Scegli come ricevere la spesa e la fascia oraria che preferisci: la prenotiamo per te.',
    image: '/img/banners/latte-e-formaggi.svg',
    imageAlt: 'Latte, uova e formaggi',
    buttonText: 'Scopri i servizi',
    buttonHref: '/page/servizi',
  },
  {
    title: 'Offerte e notifiche',
    text: 'Attiva le notifiche per sapere quando il tuo ordine è pronto e non perdere le offerte.',
    image: '/img/banners/colazione.svg',
    imageAlt: 'Colazione e dolci',
    buttonText: null,
    buttonHref: '/search?filter=promo',
  },
] as const;

export async function seedTutorial(handle: DatabaseHandle): Promise<number> {
  await new ContentService(handle.db).replaceSlides(TUTORIAL_SLIDER_ID, TUTORIAL_SLIDES);
  return TUTORIAL_SLIDES.length;
}
