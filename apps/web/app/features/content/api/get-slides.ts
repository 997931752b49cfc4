// The slides of a slider of the content backend (seed 002 §7 slides_by_id/{id}): the app's
// first-launch tutorial is slider 1.
import type { ContentSlide } from '@sporta/contracts';
import { WP_CUSTOM_BASE, wpGet } from './wp-request';

export type { ContentSlide } from '@sporta/contracts';

export async function getSlides(sliderId: number, signal?: AbortSignal): Promise<ContentSlide[]> {
  return (await wpGet<ContentSlide[]>(`slides_by_id/${sliderId}`, {}, { base: WP_CUSTOM_BASE, signal })).data;
}
